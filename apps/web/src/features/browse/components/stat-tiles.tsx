import { formatLkr } from '@phonekade/shared/money/format-lkr';
import { useT } from '@/lib/i18n/i18n.ts';
import { formatResultCount, type BrowseStats } from '../browse-filters.ts';

/** The four stat tiles above the browse results. */
export function StatTiles({ stats }: { stats: BrowseStats | null }) {
  const t = useT();
  const tiles = [
    {
      key: 'total',
      label: t('browse.stats.total'),
      value: stats ? formatResultCount(stats.total, stats.totalIsCapped) : '—',
      tone: 'from-emerald-500 to-emerald-600',
    },
    {
      key: 'rating',
      label: t('browse.stats.rating'),
      value: stats ? `★ ${stats.rating.toFixed(1)}` : '—',
      tone: 'from-amber-400 to-amber-500',
    },
    {
      key: 'bestDeal',
      label: t('browse.stats.bestDeal'),
      value: stats?.bestDeal
        ? stats.bestDeal.percent
          ? t('phone.save', { percent: stats.bestDeal.percent })
          : formatLkr(stats.bestDeal.price)
        : '—',
      tone: 'from-rose-500 to-rose-600',
    },
    {
      key: 'trending',
      label: t('browse.stats.trending'),
      value: stats?.trending ?? '—',
      tone: 'from-sky-500 to-indigo-500',
    },
  ];
  return (
    <dl className="-mx-4 flex snap-x scroll-px-4 gap-3 overflow-x-auto px-4 pb-1 sm:mx-0 sm:grid sm:grid-cols-4 sm:overflow-visible sm:px-0 sm:pb-0">
      {tiles.map((tile) => (
        <div
          key={tile.key}
          className="flex min-w-[8.5rem] shrink-0 snap-start items-center gap-3 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:min-w-0 sm:p-4"
        >
          <span
            className={`hidden h-10 w-1.5 shrink-0 rounded-full bg-gradient-to-b sm:block ${tile.tone}`}
            aria-hidden
          />
          <div className="min-w-0">
            <dt className="text-xs font-medium text-slate-500 uppercase">{tile.label}</dt>
            <dd data-testid={`stat-${tile.key}`} className="truncate text-lg font-bold text-slate-900 sm:text-xl">
              {tile.value}
            </dd>
          </div>
        </div>
      ))}
    </dl>
  );
}
