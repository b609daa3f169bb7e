import { useEffect, useState } from 'react';
import { whenPartsTakenOver } from './takeover-slices.tsx';

// The time a page's time-relative texts are told from ('3 hours ago', a price dropped this week). The
// server draws a page's first view at one time and keeps the page up to a minute. The app takes that
// drawing over telling the time it was drawn at, so it draws the same texts, and in the next frame draws
// again what the reader's clock tells otherwise (docs/decisions/081-server-rendered-first-view.md).

const MINUTE = 60_000;
let drawnAt: number | undefined;

/** The time (ms since 1970) the page was drawn at: what the drawing and the app's takeover tell times from. */
export function tellTimeFrom(at: number): void {
  drawnAt = at;
}

/** The User Timing mark set when the app has taken the page over: from then on its buttons answer. */
const TAKEN_OVER_MARK = 'phonekade:taken-over';

/**
 * Marks the drawing as taken over: what is drawn from then on tells times from the clock at once. Rendered
 * beside the view, so its effect runs once the view itself was taken over; the mark waits for the parts taken
 * over in tasks of their own (takeover-slices.tsx). The mark tells how long a page showed buttons that did not
 * answer yet (docs/performance.md, "A phone's own clock, and the floor at 90").
 */
export function TakenOver(): null {
  useEffect(
    () =>
      whenPartsTakenOver(() => {
        drawnAt = undefined;
        performance.mark(TAKEN_OVER_MARK);
      }),
    [],
  );
  return null;
}

// The clock read to the minute, so reading it twice in a render gives the same time; rounded up, so what
// just happened (a price dropped a second ago) is never in the future. Nothing announces its ticks: times
// are told again whenever their component draws again.
const clockMinute = () => Math.ceil(Date.now() / MINUTE) * MINUTE;

/** What a page may tell of the time: compared by identity, so a text or a number, not an object. */
type Told = string | number | null;

/**
 * What `tell` says of now (how long ago a phone was posted, a price drop), as the page's texts tell it: from the
 * drawing's time while the app takes the drawing over, then from the clock. A component drawn in the takeover is
 * drawn again in the next frame only if the clock tells it otherwise: drawing every card of a page again to find
 * the same texts was a long task of its own on a slow phone (docs/performance.md, "Preact runs the app").
 */
export function useToldFromNow<T extends Told>(tell: (now: Date) => T): T {
  // Set once the clock told this component otherwise: from then on it tells the clock, taken over or not.
  const [toldByClock, setToldByClock] = useState(false);
  const drawing = toldByClock ? undefined : drawnAt;
  const fromDrawing = drawing !== undefined;
  const told = tell(new Date(drawing ?? clockMinute()));
  useEffect(() => {
    if (!fromDrawing) return;
    // The next frame, once the takeover has painted.
    const frame = requestAnimationFrame(() => {
      if (!Object.is(tell(new Date(clockMinute())), told)) setToldByClock(true);
    });
    return () => cancelAnimationFrame(frame);
  }, [fromDrawing, tell, told]);
  return told;
}
