import type { AdminListingDto } from '@phonekade/shared/admin/admin.types';
import { BRANDS } from '@phonekade/shared/constants/catalog';
import { TIMINGS } from '@phonekade/shared/constants/limits';
import { useEffect, useRef, useState } from 'react';
import { AlertBanner } from '@/components/ui/alert-banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useT } from '@/lib/i18n/i18n.ts';
import { usePendingListings, type PendingFilters } from '../api/get-pending-listings.ts';
import { useAdminActions } from '../use-admin-actions.ts';
import { DeleteDialog } from './delete-dialog.tsx';
import { PageButtons } from './page-buttons.tsx';
import { PendingListingCard } from './pending-listing-card.tsx';
import { RejectDialog } from './reject-dialog.tsx';

const SORTS = ['createdAt:desc', 'createdAt:asc', 'price:asc', 'price:desc', 'title:asc', 'title:desc'] as const;
export const DEFAULT_PENDING_FILTERS: PendingFilters = {
  page: 1,
  search: '',
  brand: 'all',
  sortBy: 'createdAt',
  order: 'desc',
};

/** Pending tab: filters, listing cards with checkboxes, batch approve, total count, page buttons. */
export function PendingTab({
  filters,
  onFilters,
  onLoadFailed,
}: {
  filters: PendingFilters;
  onFilters: (filters: PendingFilters) => void;
  onLoadFailed: () => void;
}) {
  const t = useT();
  const actions = useAdminActions();
  const [searchText, setSearchText] = useState(filters.search);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [rejecting, setRejecting] = useState<AdminListingDto | null>(null);
  const [deleting, setDeleting] = useState<AdminListingDto | null>(null);
  const [batchBusy, setBatchBusy] = useState(false);
  const listTop = useRef<HTMLDivElement>(null);

  const query = usePendingListings(filters);
  const { data, isPending, isError, refetch } = query;

  useEffect(() => {
    if (isError) onLoadFailed();
  }, [isError, onLoadFailed]);

  // Search waits 300 ms after the last keystroke, as on Browse, so typing does not fire a call per key.
  useEffect(() => {
    if (searchText === filters.search) return;
    const timer = setTimeout(() => onFilters({ ...filters, search: searchText, page: 1 }), TIMINGS.searchDebounceMs);
    return () => clearTimeout(timer);
  }, [searchText, filters, onFilters]);

  // A page emptied by the last action moves back to the last page that has listings.
  useEffect(() => {
    if (data && data.listings.length === 0 && filters.page > 1 && data.pagination.totalPages < filters.page) {
      onFilters({ ...filters, page: Math.max(1, data.pagination.totalPages) });
    }
  }, [data, filters, onFilters]);

  const listings = data?.listings ?? [];
  const total = data?.pagination.totalItems ?? 0;
  const selectedOnPage = listings.filter((listing) => selected.has(listing.id));
  const allSelected = listings.length > 0 && selectedOnPage.length === listings.length;

  const setFilter = (patch: Partial<PendingFilters>) => {
    setSelected(new Set());
    onFilters({ ...filters, page: 1, ...patch });
  };
  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const afterAction = (ids: string[]) => {
    setSelected((current) => new Set([...current].filter((id) => !ids.includes(id))));
    listTop.current?.focus();
  };

  const approveSelected = async () => {
    if (selectedOnPage.length === 0) return;
    const ids = selectedOnPage.map((listing) => listing.id);
    setBatchBusy(true);
    const outcome = await actions.batchApprove(selectedOnPage);
    setBatchBusy(false);
    if (outcome === 'done') afterAction(ids);
    // An edited listing must be looked at again before it is picked for a batch.
    if (outcome === 'changed') setSelected(new Set());
  };

  const filtered = filters.search !== '' || filters.brand !== 'all';

  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:grid-cols-[minmax(0,1fr)_auto_auto] sm:p-4">
        <label className="block">
          <span className="sr-only">{t('admin.pending.searchLabel')}</span>
          <input
            type="search"
            value={searchText}
            onChange={(event) => setSearchText(event.currentTarget.value)}
            placeholder={t('admin.pending.search')}
            maxLength={100}
            className="w-full rounded-lg border border-slate-300 px-3 py-2 text-sm focus:border-emerald-600 focus:outline-none"
          />
        </label>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <span className="shrink-0">{t('admin.pending.brand')}</span>
          <select
            value={filters.brand}
            onChange={(event) => setFilter({ brand: event.currentTarget.value })}
            className="w-full rounded-lg border border-slate-300 bg-white px-2 py-2 text-sm focus:border-emerald-600 focus:outline-none"
          >
            <option value="all">{t('admin.pending.allBrands')}</option>
            {BRANDS.map((brand) => (
              <option key={brand} value={brand}>
                {brand}
              </option>
            ))}
          </select>
        </label>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <span className="shrink-0">{t('admin.pending.sort')}</span>
          <select
            value={`${filters.sortBy}:${filters.order}`}
            onChange={(event) => {
              const [sortBy, order] = event.currentTarget.value.split(':') as [
                PendingFilters['sortBy'],
                PendingFilters['order'],
              ];
              setFilter({ sortBy, order });
            }}
            className="w-full rounded-lg border border-slate-300 bg-white px-2 py-2 text-sm focus:border-emerald-600 focus:outline-none"
          >
            {SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`admin.pending.sorts.${sort}`)}
              </option>
            ))}
          </select>
        </label>
      </div>

      <div
        ref={listTop}
        tabIndex={-1}
        className="sticky top-16 z-30 flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-slate-200 bg-white/95 px-4 py-3 shadow-sm backdrop-blur outline-none"
      >
        <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
          <p className="text-sm font-semibold text-slate-900" data-testid="pending-total" aria-live="polite">
            {t('admin.pending.total', { count: total })}
          </p>
          {listings.length > 0 ? (
            <label className="flex items-center gap-2 text-sm text-slate-700">
              <input
                type="checkbox"
                checked={allSelected}
                onChange={(event) =>
                  setSelected(event.currentTarget.checked ? new Set(listings.map((listing) => listing.id)) : new Set())
                }
                className="h-5 w-5 rounded accent-emerald-600"
              />
              {t('admin.pending.selectAll')}
            </label>
          ) : null}
        </div>
        <Button
          variant="success"
          onClick={() => void approveSelected()}
          disabled={selectedOnPage.length === 0 || batchBusy}
        >
          {batchBusy
            ? t('admin.pending.approving')
            : t('admin.pending.approveSelected', { count: selectedOnPage.length })}
        </Button>
      </div>

      {isError && !data ? (
        <AlertBanner
          message={t('admin.toasts.loadPendingFailed')}
          onRetry={() => void refetch()}
          retryLabel={t('admin.retry')}
        />
      ) : null}
      {isPending ? <Spinner label={t('admin.pending.loading')} /> : null}

      {data && listings.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-4 py-12 text-center">
          <p className="text-slate-600">{filtered ? t('admin.pending.emptyFiltered') : t('admin.pending.empty')}</p>
          {filtered ? (
            <Button
              variant="secondary"
              className="mt-4"
              onClick={() => {
                setSearchText('');
                setFilter({ search: '', brand: 'all' });
              }}
            >
              {t('admin.pending.clearFilters')}
            </Button>
          ) : null}
        </div>
      ) : null}

      <div className="flex flex-col gap-4">
        {listings.map((listing) => (
          <PendingListingCard
            key={listing.id}
            listing={listing}
            selected={selected.has(listing.id)}
            onSelect={(on) => toggle(listing.id, on)}
            actions={{
              approve: async (notes) => {
                if ((await actions.approve(listing, notes || undefined)) === 'done') afterAction([listing.id]);
              },
              reject: () => setRejecting(listing),
              remove: () => setDeleting(listing),
            }}
          />
        ))}
      </div>

      {data ? (
        <PageButtons
          current={data.pagination.currentPage}
          total={data.pagination.totalPages}
          onPage={(page) => {
            setSelected(new Set());
            onFilters({ ...filters, page });
            listTop.current?.scrollIntoView({ block: 'start' });
          }}
        />
      ) : null}

      {rejecting ? (
        <RejectDialog
          title={rejecting.title}
          onCancel={() => setRejecting(null)}
          onReject={async (reason, notes) => {
            const outcome = await actions.reject(rejecting, reason, notes || undefined);
            // A listing edited since it was opened goes back to its card, where the edit now shows.
            if (outcome !== 'failed') setRejecting(null);
            if (outcome === 'done') afterAction([rejecting.id]);
          }}
        />
      ) : null}
      {deleting ? (
        <DeleteDialog
          title={deleting.title}
          onCancel={() => setDeleting(null)}
          onDelete={async (reason) => {
            if ((await actions.remove(deleting.id, reason)) === 'done') {
              setDeleting(null);
              afterAction([deleting.id]);
            }
          }}
        />
      ) : null}
    </div>
  );
}
