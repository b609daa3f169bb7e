import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * A strip that scrolls sideways on narrow screens. While its content overflows it is one tab stop, so
 * a keyboard can scroll it too; when everything fits it is no tab stop at all.
 */
export function ScrollRegion({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    measure();
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={ref} role="region" aria-label={label} tabIndex={overflows ? 0 : undefined} className={className}>
      {children}
    </div>
  );
}
