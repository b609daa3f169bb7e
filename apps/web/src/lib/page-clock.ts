import { useSyncExternalStore } from 'react';

// The time a page's time-relative texts are told from ('3 hours ago', a price dropped this week). The
// server draws a page's first view at one time and keeps the page up to a minute. The app takes that
// drawing over telling the time it was drawn at, so it draws the same texts, and React draws them again
// from the clock right after (a store's server snapshot, then its own;
// docs/decisions/081-server-rendered-first-view.md).

const MINUTE = 60_000;
let drawnAt: number | null = null;

/** The time (ms since 1970) the page was drawn at: what the drawing and the app's takeover tell times from. */
export function tellTimeFrom(at: number): void {
  drawnAt = at;
}

// The clock read to the minute, so reading it twice in a render gives the same time; rounded up, so what
// just happened (a price dropped a second ago) is never in the future. Nothing announces its ticks: times
// are told again whenever their component draws again.
const clockMinute = () => Math.ceil(Date.now() / MINUTE) * MINUTE;
const noTicks = () => () => {};

/** Now, as the page's texts tell it. */
export function useNow(): Date {
  return new Date(useSyncExternalStore(noTicks, clockMinute, () => drawnAt ?? clockMinute()));
}
