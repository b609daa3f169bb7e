import { useEffect, useRef, useState } from 'react';

/** What marks a control as wrong: the field itself (aria-invalid) or a spot that stands for it (data-invalid). */
export const INVALID_SELECTOR = '[aria-invalid="true"], [data-invalid="true"]';

/**
 * Brings the first marked control of `root` to the middle of the screen (clear of a sticky footer on
 * a phone) and focuses it, so a refused submit always shows what to fix
 * (docs/decisions/078-inline-form-errors-and-photo-errors.md). Returns whether there was one.
 */
export function focusFirstError(root: ParentNode | null): boolean {
  const target = root?.querySelector<HTMLElement>(INVALID_SELECTOR);
  if (!target) return false;
  target.scrollIntoView?.({ block: 'center' });
  target.focus({ preventScroll: true });
  return true;
}

/**
 * A form's ref and `showErrors`: call it after setting the field messages of a refused submit; once
 * they are on screen the first one is scrolled to and focused.
 */
export function useFocusFirstError<T extends HTMLElement = HTMLFormElement>() {
  const ref = useRef<T>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt > 0) focusFirstError(ref.current);
  }, [attempt]);
  return { ref, showErrors: () => setAttempt((n) => n + 1) };
}
