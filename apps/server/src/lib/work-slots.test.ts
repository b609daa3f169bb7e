import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.ts';
import { createWorkSlots } from './work-slots.ts';

const BUSY = 'Busy, try again';

/** Work that runs until the test lets it end. */
function heldWork(log: string[], name: string) {
  let end!: () => void;
  let fail!: (error: Error) => void;
  const held = new Promise<string>((resolve, reject) => {
    end = () => resolve(name);
    fail = reject;
  });
  return {
    work: () => {
      log.push(`start ${name}`);
      return held;
    },
    end,
    fail,
  };
}

/** Lets every settled promise's handlers run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('work slots', () => {
  it('runs as many pieces as it has slots, lines up the next ones in turn, and refuses past the line with a 503', async () => {
    const slots = createWorkSlots({ slots: 2, waiting: 2, busy: BUSY });
    const log: string[] = [];
    const pieces = ['a', 'b', 'c', 'd'].map((name) => heldWork(log, name));
    const answers = pieces.map((piece) => slots.run(piece.work));
    await settle();
    expect(log).toEqual(['start a', 'start b']);
    expect([slots.running, slots.waiting]).toEqual([2, 2]);

    const refused = await slots.run(async () => 'e').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ kind: 'UNAVAILABLE', status: 503, message: BUSY });

    pieces[1]!.end();
    await settle();
    expect(log).toEqual(['start a', 'start b', 'start c']);
    pieces[0]!.end();
    await settle();
    expect(log).toEqual(['start a', 'start b', 'start c', 'start d']);
    expect([slots.running, slots.waiting]).toEqual([2, 0]);
    pieces[2]!.end();
    pieces[3]!.end();
    expect(await Promise.all(answers)).toEqual(['a', 'b', 'c', 'd']);
    expect([slots.running, slots.waiting]).toEqual([0, 0]);
    expect(await slots.run(async () => 'f')).toBe('f');
  });

  it('a piece that fails gives its slot back, and its caller gets its error', async () => {
    const slots = createWorkSlots({ slots: 1, waiting: 1, busy: BUSY });
    const log: string[] = [];
    const failing = heldWork(log, 'a');
    const next = heldWork(log, 'b');
    const first = slots.run(failing.work).catch((error: Error) => error.message);
    const second = slots.run(next.work);
    failing.fail(new Error('database gone'));
    expect(await first).toBe('database gone');
    await settle();
    expect(log).toEqual(['start a', 'start b']);
    next.end();
    expect(await second).toBe('b');
    expect([slots.running, slots.waiting]).toEqual([0, 0]);
  });

  it('with no line, refuses as soon as every slot is taken', async () => {
    const slots = createWorkSlots({ slots: 1, waiting: 0, busy: BUSY });
    const piece = heldWork([], 'a');
    const running = slots.run(piece.work);
    await expect(slots.run(async () => 'b')).rejects.toMatchObject({ status: 503 });
    piece.end();
    expect(await running).toBe('a');
  });
});
