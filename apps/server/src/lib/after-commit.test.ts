import { describe, expect, it } from 'vitest';
import { createAfterCommit } from './after-commit.ts';

function recordingLog() {
  const entries: { level: string; details: Record<string, unknown>; message: string }[] = [];
  const method = (level: string) => (details: Record<string, unknown>, message: string) =>
    entries.push({ level, details, message });
  return { entries, log: { warn: method('warn'), error: method('error') } };
}

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('work after commit', () => {
  it('settle waits for every task still running', async () => {
    const { log } = recordingLog();
    const afterCommit = createAfterCommit(log);
    const first = deferred();
    const second = deferred();
    const done: string[] = [];
    void afterCommit.run({ failure: 'first failed', work: () => first.promise.then(() => done.push('first')) });
    void afterCommit.run({ failure: 'second failed', work: () => second.promise.then(() => done.push('second')) });

    let settled = false;
    const settling = afterCommit.settle().then(() => (settled = true));
    first.resolve();
    await first.promise;
    await Promise.resolve();
    expect(settled).toBe(false);
    second.reject(new Error('mail server gone'));
    await settling;
    expect(done).toEqual(['first']);
  });

  it('a task answers whether it succeeded and a failure is logged with its context, never thrown', async () => {
    const { entries, log } = recordingLog();
    const afterCommit = createAfterCommit(log);
    const error = new Error('refused');
    expect(await afterCommit.run({ failure: 'ok', work: async () => 'sent' })).toBe(true);
    expect(
      await afterCommit.run({
        failure: 'mail failed',
        context: { orderId: 'o1' },
        level: 'warn',
        work: () => Promise.reject(error),
      }),
    ).toBe(false);
    expect(
      await afterCommit.run({
        failure: 'threw at once',
        work: () => {
          throw error;
        },
      }),
    ).toBe(false);
    expect(entries).toEqual([
      { level: 'warn', details: { err: error, orderId: 'o1' }, message: 'mail failed' },
      { level: 'error', details: { err: error }, message: 'threw at once' },
    ]);
  });

  it('settle with nothing running ends at once', async () => {
    await expect(createAfterCommit(recordingLog().log).settle()).resolves.toBeUndefined();
  });
});
