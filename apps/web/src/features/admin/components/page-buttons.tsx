import { useT } from '@/lib/i18n/i18n.ts';

/** Page numbers around the current one, with the first and last always reachable. */
export function pageWindow(current: number, total: number): (number | 'gap')[] {
  if (total <= 7) return Array.from({ length: total }, (_, i) => i + 1);
  const pages = new Set([1, total, current - 1, current, current + 1]);
  const sorted = [...pages].filter((p) => p >= 1 && p <= total).sort((a, b) => a - b);
  const result: (number | 'gap')[] = [];
  for (const page of sorted) {
    const previous = result[result.length - 1];
    if (typeof previous === 'number' && page - previous > 1) result.push('gap');
    result.push(page);
  }
  return result;
}

export function PageButtons({
  current,
  total,
  onPage,
}: {
  current: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const t = useT();
  if (total <= 1) return null;
  const base =
    'min-w-10 rounded-lg px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600';
  return (
    <nav aria-label={t('admin.pending.pages')} className="flex flex-wrap items-center justify-center gap-1">
      <button
        type="button"
        onClick={() => onPage(current - 1)}
        disabled={current <= 1}
        className={`${base} border border-slate-300 bg-white text-slate-700 hover:bg-slate-50 disabled:opacity-40`}
      >
        ‹ <span className="sr-only sm:not-sr-only">{t('admin.pending.previous')}</span>
      </button>
      {pageWindow(current, total).map((page, i) =>
        page === 'gap' ? (
          <span key={`gap-${i}`} className="px-1 text-slate-400" aria-hidden>
            …
          </span>
        ) : (
          <button
            key={page}
            type="button"
            onClick={() => onPage(page)}
            aria-current={page === current ? 'page' : undefined}
            aria-label={t('admin.pending.page', { page })}
            className={`${base} ${page === current ? 'bg-emerald-700 text-white' : 'border border-slate-300 bg-white text-slate-700 hover:bg-slate-50'}`}
          >
            {page}
          </button>
        ),
      )}
      <button
        type="button"
        onClick={() => onPage(current + 1)}
        disabled={current >= total}
        className={`${base} border border-slate-300 bg-white text-slate-700 hover:bg-slate-50 disabled:opacity-40`}
      >
        <span className="sr-only sm:not-sr-only">{t('admin.pending.next')}</span> ›
      </button>
    </nav>
  );
}
