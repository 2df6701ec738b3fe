/**
 * Resolves in a new task of the browser's event loop, so that work split around it never adds up
 * to one long task: input, rendering and the browser's own work get their turn in between (Total
 * Blocking Time, issue 21). scheduler.yield() where the browser has it (it resumes before other
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
