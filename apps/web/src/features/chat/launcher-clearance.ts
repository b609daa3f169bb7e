import { useEffect, useState, type RefObject } from 'react';

/** The round launcher: 56 px, 16 px from the right and bottom edges (right-4 bottom-4 h-14 w-14). */
export const LAUNCHER_SIZE = 56;
export const LAUNCHER_MARGIN = 16;
const SAMPLES = 5;
const SETTLE_MS = 80;

const TAPPABLE =
  'a[href], button, input, select, textarea, summary, label, [role="button"], [role="link"], [role="tab"], [role="checkbox"], [tabindex]:not([tabindex="-1"])';

/**
 * Whether anything a person can tap lies under the round launcher's place: at a grid of points over
 * it, the first element under the launcher (`launcher` and what it holds are skipped) is, or sits
 * inside, a link, a button or a form control.
 */
export function tappableUnderLauncher(launcher: Element | null, view: Pick<Window, 'innerWidth' | 'innerHeight'>) {
  if (typeof document.elementsFromPoint !== 'function') return false;
  const left = view.innerWidth - LAUNCHER_MARGIN - LAUNCHER_SIZE;
  const top = view.innerHeight - LAUNCHER_MARGIN - LAUNCHER_SIZE;
  for (let i = 0; i < SAMPLES; i += 1) {
    for (let j = 0; j < SAMPLES; j += 1) {
      const x = left + (LAUNCHER_SIZE * (i + 0.5)) / SAMPLES;
      const y = top + (LAUNCHER_SIZE * (j + 0.5)) / SAMPLES;
      const below = document.elementsFromPoint(x, y).find((element) => !launcher?.contains(element));
      if (below?.closest(TAPPABLE)) return true;
    }
  }
  return false;
}

/**
 * True while the launcher should step aside: something tappable of the page is under its round
 * place. Checked once the page settles after a scroll, a resize or a change to what it shows (views
 * change without scrolling); never on a timer, which on a slow phone kept the page busy after it
 * loaded (docs/performance.md). The launcher then shrinks to a tab in the page's right margin, where no control sits
 * (docs/decisions/078-inline-form-errors-and-photo-errors.md).
 */
export function useLauncherTucked(launcher: RefObject<HTMLElement | null>, enabled: boolean): boolean {
  const [tucked, setTucked] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => setTucked(tappableUnderLauncher(launcher.current, window));
    const soon = () => {
      clearTimeout(timer);
      timer = setTimeout(check, SETTLE_MS);
    };
    check();
    const changes = new MutationObserver(soon);
    changes.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('scroll', soon, { passive: true });
    window.addEventListener('resize', soon);
    return () => {
      clearTimeout(timer);
      changes.disconnect();
      window.removeEventListener('scroll', soon);
      window.removeEventListener('resize', soon);
    };
  }, [launcher, enabled]);
  return enabled && tucked;
}
