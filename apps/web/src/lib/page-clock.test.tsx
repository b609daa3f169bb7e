import { act, cleanup, render, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TakenOver, tellTimeFrom, useToldFromNow } from './page-clock.ts';

const HOUR = 3_600_000;
const DRAWN_AT = Date.parse('2026-11-28T10:00:00Z');

// Frames asked for and not yet run or cancelled, by their id.
const frames = new Map<number, FrameRequestCallback>();
let lastFrameId = 0;
async function runFrames() {
  const due = [...frames.values()];
  frames.clear();
  await act(() => due.forEach((frame) => frame(0)));
}

/** The whole hours since `posted`, as a card tells them; `onDraw` is called on every render. */
function HoursAgo({ posted, onDraw }: { posted: number; onDraw: () => void }) {
  const hours = useToldFromNow((now) => Math.floor((now.getTime() - posted) / HOUR));
  onDraw();
  return <span data-testid="hours">{hours}</span>;
}

describe('useToldFromNow', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.stubGlobal('requestAnimationFrame', (frame: FrameRequestCallback) => {
      lastFrameId += 1;
      frames.set(lastFrameId, frame);
      return lastFrameId;
    });
    vi.stubGlobal('cancelAnimationFrame', (id: number) => frames.delete(id));
  });
  afterEach(() => {
    cleanup();
    frames.clear();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("tells the drawing's time in the takeover, and draws no card again whose text the clock leaves alone", async () => {
    tellTimeFrom(DRAWN_AT);
    vi.setSystemTime(DRAWN_AT + 30_000);
    const onDraw = vi.fn();
    render(<HoursAgo posted={DRAWN_AT - 2.5 * HOUR} onDraw={onDraw} />);
    expect(screen.getByTestId('hours').textContent).toBe('2');

    await runFrames();
    expect(screen.getByTestId('hours').textContent).toBe('2');
    expect(onDraw).toHaveBeenCalledTimes(1);
  });

  it('draws a card again in the next frame when the clock tells it otherwise', async () => {
    tellTimeFrom(DRAWN_AT);
    // The clock is read to the minute, rounded up: 10:01, past three hours since 07:00:15.
    vi.setSystemTime(DRAWN_AT + 30_000);
    const onDraw = vi.fn();
    render(<HoursAgo posted={DRAWN_AT - 3 * HOUR + 15_000} onDraw={onDraw} />);
    expect(screen.getByTestId('hours').textContent).toBe('2');

    await runFrames();
    expect(screen.getByTestId('hours').textContent).toBe('3');
    expect(onDraw).toHaveBeenCalledTimes(2);
  });

  it('tells the clock once the page is taken over', () => {
    tellTimeFrom(DRAWN_AT);
    render(<TakenOver />);
    vi.setSystemTime(DRAWN_AT + 5 * HOUR);
    const onDraw = vi.fn();
    render(<HoursAgo posted={DRAWN_AT} onDraw={onDraw} />);
    expect(screen.getByTestId('hours').textContent).toBe('5');
    expect(frames.size).toBe(0);
  });
});
