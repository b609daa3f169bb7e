// The bench's loads run in processes of their own, so the load they make does not share the servers'
// event loop: the parent sends one request over IPC and gets one result back.
import { fork } from 'node:child_process';

/** Runs `script` (beside this file) in a process of its own with `request`, and resolves with its result. */
export function inChild<Result>(script: string, request: object): Promise<Result> {
  return new Promise((resolve, reject) => {
    const child = fork(new URL(script, import.meta.url).pathname, [], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.once('message', (message) => resolve(message as Result));
    child.once('error', reject);
    child.once('exit', (code) => (code ? reject(new Error(`${script} exited with ${code}`)) : undefined));
    child.send(request);
  });
}

/** In the child: answers the parent's one request with what `work` makes of it, then exits. */
export function answerParent<Request, Result>(work: (request: Request) => Promise<Result>): void {
  process.once('message', (message: Request) => {
    work(message).then(
      (result) => process.send?.(result, () => process.exit(0)),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
