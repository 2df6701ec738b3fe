/**
 * Runs tasks of one key one after another and tasks of different keys side by side.
 *
 * Why: the repositories decide "is this slug / address / slot taken?" with a unique index in one
 * write, which is atomic. But when many writes of one key arrive at once, PostgreSQL underneath
 * our test database (DocumentDB) lets their index checks deadlock and resolves one cycle per
 * second, so simultaneous requests waited seconds and still failed (7 of 8 answered 503
 * after five retries). Queued per key inside the process, the first write commits and the next
 * ones read the stored row at once (409, or the existing subscription). Across several instances
 * the unique index and the retries in transientWrites.ts still decide; this only takes the
 * contention out of one process.
 */
export class KeyedQueue {
  private readonly tails = new Map<string, Promise<void>>();

  run<T>(key: string | null, task: () => Promise<T>): Promise<T> {
    if (key === null) return task();
    const previous = this.tails.get(key) ?? Promise.resolve();
    const result = previous.then(task);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(key, tail);
    // Forget the key once nothing is queued behind this task (the map stays as small as the load).
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }

  /** Keys with a task running or waiting (for tests). */
  get size() {
    return this.tails.size;
  }
}
