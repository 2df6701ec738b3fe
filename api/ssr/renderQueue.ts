/**
 * Bounds the server renders in progress. A render is tens of milliseconds of CPU on
 * the one event loop, so a flood of pages that are not cached made every answer, cached pages
 * included, wait behind all of them (one client with 32 connections: 1.6 ms → 660 ms). Now at most
 * `concurrency` renders run and `maxWaiting` wait; past that a render is refused at once
 * (RenderQueueFull, answered 503 with Retry-After) instead of slowing every visitor.
 */
export class RenderQueueFull extends Error {
  constructor() {
    super('render queue full');
  }
}

export interface RenderQueue {
  /** Runs the task when a slot is free; rejects with RenderQueueFull when the wait list is full. */
  run<T>(task: () => Promise<T>): Promise<T>;
  stats(): { running: number; waiting: number; refused: number };
}

export function createRenderQueue({ concurrency, maxWaiting }: { concurrency: number; maxWaiting: number }): RenderQueue {
  let running = 0;
  let refused = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    running--;
    const next = waiting.shift();
    if (next) {
      running++;
      next();
    }
  };
  return {
    async run(task) {
      if (running >= concurrency) {
        if (waiting.length >= maxWaiting) {
          refused++;
          throw new RenderQueueFull();
        }
        // release() hands its slot over (running stays counted) before waking the waiter.
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else running++;
      try {
        return await task();
      } finally {
        release();
      }
    },
    stats: () => ({ running, waiting: waiting.length, refused }),
  };
}
