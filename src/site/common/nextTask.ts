/**
 * Resolves in a new task of the browser's event loop, so that work split around it never adds up
 * to one long task: input, rendering and the browser's own work get their turn in between (Total
 * Blocking Time). scheduler.yield() where the browser has it (it resumes before other
 * queued tasks), else a zero timeout.
 */
interface Scheduler {
  yield?: () => Promise<void>;
}

export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Resolves after the browser's next frame, once the effects Preact runs after paint have run (it
 * queues them the same way, rAF then a timeout, with a timeout in case no frame comes, e.g. in a
 * hidden tab). Hydrating parts of a page one after another with this in between gives each part's
 * effects a task of their own instead of one long task for all.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(fallback);
      cancelAnimationFrame(frame);
      setTimeout(resolve);
    };
    const fallback = setTimeout(done, 100);
    const frame = requestAnimationFrame(done);
  });
}
