import type { RatingHistogram as Histogram } from '@phonekade/shared/sellers/seller.types';
import { useT } from '@/lib/i18n/i18n.ts';

/** Five bars, five stars at the top: how many reviews gave each number of stars. */
export function RatingHistogram({ histogram }: { histogram: Histogram }) {
  const t = useT();
  const total = histogram.reduce((sum, count) => sum + count, 0);
  return (
    <ul className="space-y-1.5" aria-label={t('sellers.histogram.label')}>
      {[5, 4, 3, 2, 1].map((stars) => {
        const count = histogram[stars - 1] ?? 0;
        const share = total ? Math.round((count / total) * 100) : 0;
        return (
          <li key={stars} className="flex items-center gap-2 text-sm" data-testid={`histogram-${stars}`}>
            <span className="w-10 shrink-0 text-slate-700">{t('sellers.histogram.stars', { count: stars })}</span>
            <span className="h-2.5 flex-1 overflow-hidden rounded-full bg-slate-100" aria-hidden>
              <span className="block h-full rounded-full bg-amber-400" style={{ width: `${share}%` }} />
            </span>
            <span className="w-8 shrink-0 text-right tabular-nums text-slate-700">{count}</span>
          </li>
        );
      })}
    </ul>
  );
}
