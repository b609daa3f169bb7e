import { Writable } from 'node:stream';
import pino, { type Logger } from 'pino';

/** A logger at the most verbose level whose JSON lines land in `lines`, to check what is never logged. */
export function captureLogs(): { lines: string[]; logger: Logger } {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { lines, logger: pino({ level: 'trace' }, sink) };
}
