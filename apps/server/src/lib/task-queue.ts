/** How busy a task queue is, for tests and logs. */
export interface TaskQueueStats {
  /** Tasks running now. */
  running: number;
  /** Tasks waiting for a free slot. */
  waiting: number;
  /** The most tasks that ever ran at once (since the last `resetPeak`). */
  peakRunning: number;
  /** Tasks finished, successfully or not. */
  finished: number;
}

export interface TaskQueue {
  /** Runs `task` once fewer than `concurrency` tasks are running; first come, first served. */
  run<T>(task: () => Promise<T>): Promise<T>;
  stats(): TaskQueueStats;
  resetPeak(): void;
}

/**
 * A counting semaphore: at most `concurrency` tasks at once, the rest wait in order. A failing task
 * frees its slot like a finished one.
 */
export function createTaskQueue(concurrency: number): TaskQueue {
  if (!Number.isInteger(concurrency) || concurrency < 1) {
    throw new RangeError(`A task queue needs a concurrency of 1 or more, not ${concurrency}`);
  }
  const waiting: (() => void)[] = [];
  let running = 0;
  let peakRunning = 0;
  let finished = 0;

  const acquire = (): Promise<void> => {
    if (running < concurrency) {
      running += 1;
      peakRunning = Math.max(peakRunning, running);
      return Promise.resolve();
    }
    // The slot is handed over by `release`, so `running` stays the same for the next task.
    return new Promise((resolve) => waiting.push(resolve));
  };

  const release = (): void => {
    finished += 1;
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };

  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      await acquire();
      try {
        return await task();
      } finally {
        release();
      }
    },
    stats: () => ({ running, waiting: waiting.length, peakRunning, finished }),
    resetPeak: () => {
      peakRunning = running;
    },
  };
}
