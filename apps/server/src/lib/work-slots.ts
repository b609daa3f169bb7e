import { AppError } from './app-error.ts';

export const SEARCHES_BUSY_MESSAGE = 'Too many searches right now. Please try again in a moment.';

export interface WorkSlots {
  /**
   * Runs `work` in a free slot, or once one is handed on to it, first come first served; throws a 503
   * (`busy`) at once when every slot is taken and the line is full.
   */
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Work running now. */
  readonly running: number;
  /** Work waiting for a slot now. */
  readonly waiting: number;
}

/**
 * At most `slots` pieces of one kind of work at once in this instance, and at most `waiting` more in
 * line. For work whose cost a request chooses: however many arrive, they hold at most `slots` of the
 * database's connections, and the rest of the app keeps the others
 * (docs/decisions/094-searches-take-turns.md).
 */
export function createWorkSlots({ slots, waiting, busy }: { slots: number; waiting: number; busy: string }): WorkSlots {
  let running = 0;
  const line: (() => void)[] = [];
  // A finished piece hands its slot straight to the first in line, so `running` never dips for a newcomer
  // to take it out of turn.
  const release = () => {
    const next = line.shift();
    if (next) next();
    else running -= 1;
  };
  return {
    async run(work) {
      if (running < slots) running += 1;
      else if (line.length < waiting) await new Promise<void>((turn) => line.push(turn));
      else throw new AppError('UNAVAILABLE', busy);
      try {
        return await work();
      } finally {
        release();
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return line.length;
    },
  };
}
