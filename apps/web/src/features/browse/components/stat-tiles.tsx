import { formatLkr } from '@phonekade/shared/money/format-lkr';
import { ScrollRegion } from '@/components/ui/scroll-region.tsx';
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
      tone: 'before:from-emerald-500 before:to-emerald-600',
    },
    {
      key: 'rating',
      label: t('browse.stats.rating'),
      value: stats ? `★ ${stats.rating.toFixed(1)}` : '—',
      tone: 'before:from-amber-400 before:to-amber-500',
    },
    {
      key: 'bestDeal',
      label: t('browse.stats.bestDeal'),
      value: stats?.bestDeal
        ? stats.bestDeal.percent
          ? t('phone.save', { percent: stats.bestDeal.percent })
          : formatLkr(stats.bestDeal.price)
        : '—',
      tone: 'before:from-rose-500 before:to-rose-600',
    },
    {
      key: 'trending',
      label: t('browse.stats.trending'),
      value: stats?.trending ?? '—',
      tone: 'before:from-sky-500 before:to-indigo-500',
    },
  ];
  // Each tile is a <div> holding only its <dt> and <dd>, as a <dl> requires; the coloured stripe
  // beside them on wider screens is the tile's ::before, in the grid's first column.
  return (
    <ScrollRegion
      label={t('browse.stats.label')}
      className="-mx-4 snap-x scroll-px-4 overflow-x-auto px-4 pb-1 focus-visible:outline-2 focus-visible:outline-emerald-600 sm:mx-0 sm:overflow-visible sm:px-0 sm:pb-0"
    >
      <dl className="flex w-max gap-3 sm:grid sm:w-auto sm:grid-cols-4">
        {tiles.map((tile) => (
          <div
            key={tile.key}
            className={`grid min-w-[8.5rem] shrink-0 snap-start grid-cols-[minmax(0,1fr)] items-center gap-x-3 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm before:hidden sm:min-w-0 sm:grid-cols-[auto_minmax(0,1fr)] sm:p-4 sm:before:row-span-2 sm:before:block sm:before:h-10 sm:before:w-1.5 sm:before:rounded-full sm:before:bg-gradient-to-b ${tile.tone}`}
          >
            <dt className="text-xs font-medium text-slate-500 uppercase">{tile.label}</dt>
            <dd data-testid={`stat-${tile.key}`} className="truncate text-lg font-bold text-slate-900 sm:text-xl">
              {tile.value}
            </dd>
          </div>
        ))}
      </dl>
    </ScrollRegion>
  );
}
