import { describe, expect, it } from 'vitest';
import { createTaskQueue } from './task-queue.ts';

/** A task that runs until the test lets it finish. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

// Lets every promise callback that is ready run.
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the task queue', () => {
  it('runs at most its concurrency at once; the rest wait and start in order', async () => {
    const queue = createTaskQueue(2);
    const gates = Array.from({ length: 5 }, gate);
    const started: number[] = [];
    const results = gates.map((g, index) =>
      queue.run(async () => {
        started.push(index);
        await g.opened;
        return index;
      }),
    );
    await settle();
    expect(started).toEqual([0, 1]);
    expect(queue.stats()).toMatchObject({ running: 2, waiting: 3 });

    gates[1]!.open();
    await results[1];
    await settle();
    expect(started).toEqual([0, 1, 2]);
    expect(queue.stats()).toMatchObject({ running: 2, waiting: 2 });

    for (const g of gates) g.open();
    expect(await Promise.all(results)).toEqual([0, 1, 2, 3, 4]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(queue.stats()).toEqual({ running: 0, waiting: 0, peakRunning: 2, finished: 5 });
  });

  it('a failing task frees its slot and its caller gets the error', async () => {
    const queue = createTaskQueue(1);
    const failing = queue.run(() => Promise.reject(new Error('broken image')));
    const next = queue.run(() => Promise.resolve('decoded'));
    await expect(failing).rejects.toThrow('broken image');
    await expect(next).resolves.toBe('decoded');
    expect(queue.stats()).toMatchObject({ running: 0, waiting: 0, finished: 2 });
  });

  it('resetPeak starts counting again from what is running now', async () => {
    const queue = createTaskQueue(3);
    await Promise.all([1, 2, 3].map(() => queue.run(async () => {})));
    expect(queue.stats().peakRunning).toBe(3);
    queue.resetPeak();
    expect(queue.stats().peakRunning).toBe(0);
  });

  it('refuses a concurrency below 1', () => {
    expect(() => createTaskQueue(0)).toThrow(RangeError);
  });
});
