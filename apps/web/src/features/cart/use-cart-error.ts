import { TIMINGS } from '@phonekade/shared/constants/limits';
import { useCallback, useEffect, useState } from 'react';

/**
 * The cart's error banner: the last failure ('Failed to ...: reason'), gone after 5 seconds or when
 * dismissed. Each failure starts its own 5 seconds, even with the same text.
 */
export function useCartError() {
  const [shown, setShown] = useState<{ text: string; at: number } | null>(null);
  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setShown(null), TIMINGS.cartErrorMs);
    return () => clearTimeout(timer);
  }, [shown]);
  const show = useCallback((text: string) => setShown({ text, at: Date.now() }), []);
  const dismiss = useCallback(() => setShown(null), []);
  return { message: shown?.text ?? null, show, dismiss };
}
