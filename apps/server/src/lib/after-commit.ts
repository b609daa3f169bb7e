// Work that follows a committed change but must not hold up the answer (e-mails, live notifications).
// It runs in the background; each task is tracked until it ends, so closing the app first waits for
// it (`settle`) instead of cutting a mail off halfway.

type LogMethod = (details: Record<string, unknown>, message: string) => void;

interface FailureLog {
  warn: LogMethod;
  error: LogMethod;
}

export interface AfterCommitTask {
  /** What failed, in the log: 'order confirmation e-mail failed'. */
  failure: string;
  /** Ids that help the operator find the case (orderId); never a mail body or a password. */
  context?: Record<string, unknown>;
  /** 'warn' when the person can simply try again (ask for the e-mail anew); 'error' by default. */
  level?: 'warn' | 'error';
  work: () => Promise<unknown>;
}

export interface AfterCommit {
  /**
   * Starts `work` now; call it once the transaction that made the change has committed. Resolves
   * true when the work succeeded; a failure is logged with `failure` and `context`, never thrown.
   */
  run: (task: AfterCommitTask) => Promise<boolean>;
  /** Waits for every task still running (the app calls it when closing). */
  settle: () => Promise<void>;
}

export function createAfterCommit(log: FailureLog): AfterCommit {
  const running = new Set<Promise<boolean>>();
  return {
    run: ({ failure, context, level = 'error', work }) => {
      // Started through a promise, so a task that throws at once is logged like one that rejects.
      const task = Promise.resolve()
        .then(work)
        .then(
          () => true,
          (error: unknown) => {
            log[level]({ err: error, ...context }, failure);
            return false;
          },
        );
      running.add(task);
      void task.finally(() => running.delete(task));
      return task;
    },
    settle: async () => {
      await Promise.allSettled([...running]);
    },
  };
}
