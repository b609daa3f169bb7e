import { ALL, SORTS, type Sort } from '@phonekade/shared/constants/catalog';
import { TIMINGS } from '@phonekade/shared/constants/limits';
import type { PhoneDto } from '@phonekade/shared/phones/phone.types';
import type { SavedSearchFilters } from '@phonekade/shared/saved-searches/saved-search.schemas';
import { useEffect, useMemo, useState, type ComponentType } from 'react';
import { usePhonePages } from '@/api/phones/get-phones.ts';
import { Icon } from '@/components/phone/icons.tsx';
import { PhoneCard, PhoneCardSkeleton } from '@/components/phone/phone-card.tsx';
import { EmptyPanel, LoadFailedPanel } from '@/components/ui/state-panels.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import { useNavigation } from '@/lib/navigation/navigation.ts';
import { usePageTitle } from '@/lib/page-title.ts';
import { useSessionUser } from '@/lib/session.ts';
import {
  activeFilterCount,
  browseStats,
  formatResultCount,
  DEFAULT_FILTERS,
  filtersFromSearch,
  filtersToSearch,
  toPhonesQuery,
  type BrowseFilters,
} from './browse-filters.ts';
import { FilterSidebar } from './components/filter-sidebar.tsx';
import { SearchBox } from './components/search-box.tsx';
import { StatTiles } from './components/stat-tiles.tsx';
import { useDebouncedValue } from './hooks/use-debounced-value.ts';
import { useNewListings } from './hooks/use-new-listings.ts';
import { pageSearch } from '@/lib/page-address.ts';
import { TakenOverApart } from '@/lib/takeover-slices.tsx';

const SORT_KEYS: Record<Sort, string> = {
  featured: 'featured',
  newest: 'newest',
  price_low: 'priceLow',
  price_high: 'priceHigh',
  rating: 'rating',
  best_deal: 'bestDeal',
};

/**
 * Browse: search, filters, sort, grid or list, stat tiles, cards and Load More. `saveSearch` is the
 * saved-searches feature's button, plugged in by the app layer (features do not import each other).
 */
export function BrowseView({
  saveSearch: SaveSearch,
}: { saveSearch?: ComponentType<{ query: SavedSearchFilters }> } = {}) {
  const t = useT();
  const user = useSessionUser();
  const { navigate } = useNavigation();
  useNewListings();
  const [initial] = useState(() => filtersFromSearch(pageSearch()));
  const [filters, setFilters] = useState<BrowseFilters>(initial);
  const [searchInput, setSearchInput] = useState(initial.search);
  const [layout, setLayout] = useState<'grid' | 'list'>('grid');
  const [panelOpen, setPanelOpen] = useState(false);
  const debouncedSearch = useDebouncedValue(searchInput, TIMINGS.searchDebounceMs);

  const applied: BrowseFilters = { ...filters, search: debouncedSearch };
  const query = toPhonesQuery(applied);
  const phones = usePhonePages(query, { keepPrevious: true });

  // Keep the filters in the address bar so a refresh, a shared link or coming back keeps them.
  const search = filtersToSearch(applied);
  usePageTitle(
    (texts) =>
      texts.browse({ brand: applied.brand === ALL ? undefined : applied.brand, search: applied.search.trim() }).title,
  );
  useEffect(() => {
    // An address that already says it is left alone: rewriting history costs a phone a long task.
    if (window.location.pathname !== '/phones' || window.location.search === search) return;
    window.history.replaceState(window.history.state, '', `/phones${search}`);
  }, [search]);

  const list = useMemo(() => phones.data?.pages.flatMap((page) => page.phones) ?? [], [phones.data]);
  const lastPage = phones.data?.pages[phones.data.pages.length - 1]?.pagination;
  const total = phones.data?.pages[0]?.pagination?.totalItems ?? list.length;
  // Past the server's count cap the total reads '10,000+' and the pages left are not known.
  const capped = phones.data?.pages[0]?.pagination?.totalIsCapped ?? false;
  const pagesLeft = lastPage ? Math.max(0, lastPage.totalPages - lastPage.currentPage) : 0;
  const stats = phones.data ? browseStats(list, total, capped) : null;
  const activeCount = activeFilterCount(filters);
  // Still searching until the answer for the settled text is in (the previous page stays on screen meanwhile).
  const searching = searchInput !== debouncedSearch || phones.isPlaceholderData;

  const update = (patch: Partial<BrowseFilters>) => setFilters((current) => ({ ...current, ...patch }));
  const clearAll = () => {
    setFilters(DEFAULT_FILTERS);
    setSearchInput('');
  };
  const open = (phone: PhoneDto) => navigate('details', { phoneId: phone.id, phone });

  const status = searching
    ? t('browse.search.searching')
    : phones.data
      ? t(capped ? 'browse.search.resultsCapped' : 'browse.search.results', {
          count: formatResultCount(total, false),
        })
      : '';

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('browse.title')}</h1>
          <p className="mt-1 text-slate-600">{t('browse.subtitle')}</p>
        </div>
        {user?.role === 'seller' ? (
          <button
            type="button"
            onClick={() => navigate('add-phone')}
            className="inline-flex items-center gap-2 rounded-xl bg-emerald-700 px-4 py-2.5 font-semibold text-white shadow hover:bg-emerald-800"
          >
            <Icon name="plus" /> {t('browse.addNewPhone')}
          </button>
        ) : null}
      </div>

      <TakenOverApart>
        <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-start">
          <div className="min-w-0 flex-1">
            <SearchBox value={searchInput} onChange={setSearchInput} status={status} />
          </div>
          {SaveSearch ? (
            <SaveSearch
              query={{
                search: query.search,
                brand: query.brand,
                condition: query.condition,
                province: query.province,
                district: query.district,
                minPrice: query.minPrice,
                maxPrice: query.maxPrice,
              }}
            />
          ) : null}
        </div>
      </TakenOverApart>

      <TakenOverApart>
        <div className="mt-2">
          <StatTiles stats={stats} />
        </div>
      </TakenOverApart>

      <div className="mt-6 flex gap-8">
        <TakenOverApart>
          <aside className="hidden w-64 shrink-0 md:block" aria-label={t('browse.filters.title')}>
            <div className="sticky top-20 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <FilterSidebar filters={filters} onChange={update} onClear={clearAll} activeCount={activeCount} />
            </div>
          </aside>
        </TakenOverApart>

        <section className="min-w-0 flex-1" aria-labelledby="browse-results-heading">
          {/* Cards carry h3 titles; this h2 keeps the outline whole where the filter sidebar is hidden. */}
          <h2 id="browse-results-heading" className="sr-only">
            {t('browse.results')}
          </h2>
          <div className="mb-4 flex items-center gap-2">
            <button
              type="button"
              onClick={() => setPanelOpen(true)}
              className="inline-flex shrink-0 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-700 md:hidden"
            >
              <svg
                viewBox="0 0 24 24"
                className="h-4 w-4"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                aria-hidden
              >
                <path d="M3 5h18M6 12h12M10 19h4" />
              </svg>
              {t('browse.filters.open')}
              {activeCount > 0 ? (
                <span className="rounded-full bg-emerald-600 px-1.5 text-xs font-bold text-white">{activeCount}</span>
              ) : null}
            </button>
            <label className="ml-auto flex min-w-0 flex-1 items-center justify-end gap-2 text-sm text-slate-600">
              <span className="hidden sm:inline">{t('browse.sort.label')}</span>
              <select
                aria-label={t('browse.sort.label')}
                value={filters.sort}
                onChange={(event) => update({ sort: event.currentTarget.value as Sort })}
                className="w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 sm:w-auto"
              >
                {SORTS.map((sort) => (
                  <option key={sort} value={sort}>
                    {t(`browse.sort.${SORT_KEYS[sort]}`)}
                  </option>
                ))}
              </select>
            </label>
            <div
              className="flex shrink-0 rounded-lg border border-slate-300 bg-white p-0.5"
              role="group"
              aria-label={t('browse.layout.label')}
            >
              {(['grid', 'list'] as const).map((mode) => (
                <button
                  key={mode}
                  type="button"
                  aria-pressed={layout === mode}
                  aria-label={t(`browse.layout.${mode}`)}
                  onClick={() => setLayout(mode)}
                  className={`rounded-md p-1.5 ${layout === mode ? 'bg-emerald-600 text-white' : 'text-slate-500 hover:bg-slate-100'}`}
                >
                  <svg
                    viewBox="0 0 24 24"
                    className="h-5 w-5"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                    aria-hidden
                  >
                    {mode === 'grid' ? (
                      <path d="M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z" />
                    ) : (
                      <path d="M4 6h16M4 12h16M4 18h16" />
                    )}
                  </svg>
                </button>
              ))}
            </div>
          </div>

          {phones.isPending ? (
            <div
              className={layout === 'grid' ? 'grid grid-cols-2 gap-3 sm:gap-5 xl:grid-cols-3' : 'flex flex-col gap-4'}
            >
              {Array.from({ length: 6 }, (_, i) => (
                <PhoneCardSkeleton key={i} layout={layout} />
              ))}
            </div>
          ) : phones.isError && !phones.data ? (
            <LoadFailedPanel
              title={t('browse.failed.title')}
              message={errorMessage(phones.error)}
              retryLabel={t('browse.failed.retry')}
              onRetry={() => void phones.refetch()}
            />
          ) : list.length === 0 ? (
            <EmptyPanel
              icon={<Icon name="search" className="h-7 w-7" />}
              iconClassName="bg-slate-100 text-2xl"
              title={t('browse.empty.title')}
              message={t('browse.empty.message')}
              actionLabel={t('browse.empty.clear')}
              onAction={clearAll}
            />
          ) : (
            <>
              <div
                data-testid="phone-results"
                aria-busy={phones.isFetching}
                className={`${layout === 'grid' ? 'grid grid-cols-2 gap-3 sm:gap-5 xl:grid-cols-3' : 'flex flex-col gap-4'} transition-opacity ${phones.isPlaceholderData ? 'opacity-60' : ''}`}
              >
                {list.map((phone, index) => (
                  <PhoneCard key={phone.id} phone={phone} onOpen={open} layout={layout} priority={index < 2} />
                ))}
              </div>
              {phones.hasNextPage ? (
                <div className="mt-8 text-center">
                  <button
                    type="button"
                    onClick={() => void phones.fetchNextPage()}
                    disabled={phones.isFetchingNextPage}
                    className="rounded-xl border border-emerald-600 bg-white px-6 py-3 font-semibold text-emerald-700 shadow-sm hover:bg-emerald-50 disabled:opacity-60"
                  >
                    {phones.isFetchingNextPage
                      ? t('browse.loadingMore')
                      : capped && pagesLeft <= 1
                        ? t('browse.loadMorePlain')
                        : t('browse.loadMore', { count: pagesLeft })}
                  </button>
                </div>
              ) : null}
            </>
          )}
        </section>
      </div>

      {panelOpen ? (
        <div
          className="fixed inset-0 z-50 md:hidden"
          role="dialog"
          aria-modal="true"
          aria-label={t('browse.filters.title')}
        >
          <button
            type="button"
            className="absolute inset-0 bg-slate-900/50"
            aria-label={t('browse.filters.close')}
            onClick={() => setPanelOpen(false)}
          />
          <div className="absolute inset-y-0 left-0 flex w-[85%] max-w-sm flex-col bg-white shadow-2xl">
            <div className="flex-1 overflow-y-auto p-5">
              <FilterSidebar filters={filters} onChange={update} onClear={clearAll} activeCount={activeCount} />
            </div>
            <div className="border-t border-slate-200 p-4">
              <button
                type="button"
                onClick={() => setPanelOpen(false)}
                className="w-full rounded-xl bg-emerald-700 py-3 font-semibold text-white"
              >
                {t('browse.filters.close')}
              </button>
            </div>
          </div>
        </div>
      ) : null}
    </div>
  );
}
