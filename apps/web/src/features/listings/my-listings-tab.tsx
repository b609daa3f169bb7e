import { MY_LISTINGS_FILTERS, type MyListingsFilter } from '@phonekade/shared/constants/catalog';
import { canEdit, canViewDetails, isLive, isSold, listingStatusBucket } from '@phonekade/shared/phones/listing-status';
import type { ListingStatusCounts, PhoneDto } from '@phonekade/shared/phones/phone.types';
import { useState } from 'react';
import { Icon } from '@/components/phone/icons.tsx';
import { SoldRibbon } from '@/components/phone/phone-badges.tsx';
import { phoneImages, phonePrice, phoneTitle, postedAt } from '@/components/phone/phone-display.ts';
import { PhoneImage } from '@/components/phone/phone-image.tsx';
import { PriceTag } from '@/components/phone/price-tag.tsx';
import { useTimeAgo } from '@/components/phone/time-ago.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useT } from '@/lib/i18n/i18n.ts';
import { useNavigation } from '@/lib/navigation/navigation.ts';
import { toast } from '@/lib/toast.ts';
import { useDeleteListing } from './api/delete-listing.ts';
import { useMyListings } from './api/get-my-listings.ts';
import { useMarkListingSold } from './api/mark-listing-sold.ts';
import { listingErrorMessage } from './listing-error-message.ts';
import { useConfirm } from '@/components/ui/confirm-dialog.tsx';

const COUNT_OF: Record<MyListingsFilter, keyof ListingStatusCounts> = {
  all: 'total',
  live: 'approved',
  pending: 'pending',
  rejected: 'rejected',
  sold: 'sold',
};

const STATUS_STYLES: Record<string, string> = {
  live: 'bg-green-100 text-green-800',
  pending: 'bg-amber-100 text-amber-800',
  rejected: 'bg-rose-100 text-rose-800',
  sold: 'bg-slate-200 text-slate-700',
};

/** The profile's My Listings (sellers): filters with counts, Add Phone, and a card per listing. */
export function MyListingsTab() {
  const t = useT();
  const { confirm, dialog: confirmDialog } = useConfirm();
  const { navigate, data } = useNavigation();
  const [created, setCreated] = useState(() => createdListing(data.created));
  const [filter, setFilter] = useState<MyListingsFilter>('all');
  const [page, setPage] = useState(1);
  const listings = useMyListings(filter, page);
  const pagination = listings.data?.pagination;
  const deleteListing = useDeleteListing();
  const markListingSold = useMarkListingSold();
  const [working, setWorking] = useState<string | null>(null);

  const remove = async (phone: PhoneDto) => {
    const ok = await confirm({
      message: t('listings.confirmDelete', { title: phone.title }),
      confirmLabel: t('listings.delete'),
      danger: true,
    });
    if (!ok) return;
    setWorking(phone.id);
    try {
      await deleteListing.mutateAsync(phone.id);
      toast.success(t('listings.deleted'));
    } catch (error) {
      toast.error(listingErrorMessage(error));
    } finally {
      setWorking(null);
    }
  };

  const markSold = async (phone: PhoneDto) => {
    if (
      !(await confirm({
        message: t('listings.confirmSold', { title: phone.title }),
        confirmLabel: t('listings.card.markSold'),
      }))
    )
      return;
    setWorking(phone.id);
    try {
      await markListingSold.mutateAsync(phone.id);
      toast.success(t('listings.markedSold'));
    } catch (error) {
      toast.error(listingErrorMessage(error));
    } finally {
      setWorking(null);
    }
  };

  const counts = listings.data?.counts;
  return (
    <div data-testid="my-listings">
      {confirmDialog}
      {created ? (
        <div
          role="status"
          data-testid="listing-created-note"
          className="mb-5 flex items-start gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-amber-900"
        >
          <div className="flex-1">
            <p className="font-semibold">{t('listings.mine.created.title', { title: created.title })}</p>
            <p className="mt-1 text-sm">{t('listings.mine.created.body')}</p>
          </div>
          <button
            type="button"
            onClick={() => setCreated(null)}
            className="rounded-lg px-2 py-1 text-sm font-medium text-amber-900 hover:bg-amber-100"
          >
            {t('listings.mine.created.dismiss')}
          </button>
        </div>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap gap-2" role="tablist" aria-label={t('listings.mine.filters')}>
          {MY_LISTINGS_FILTERS.map((option) => (
            <button
              key={option}
              type="button"
              role="tab"
              aria-selected={filter === option}
              onClick={() => {
                setFilter(option);
                setPage(1);
              }}
              className={`rounded-full px-3.5 py-1.5 text-sm font-medium transition ${filter === option ? 'bg-emerald-700 text-white shadow' : 'bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-slate-50'}`}
            >
              {t(`listings.mine.filter.${option}`)}
              {counts ? ' ' : null}
              {counts ? (
                <span className={`ml-1.5 ${filter === option ? 'text-emerald-100' : 'text-slate-500'}`}>
                  ({counts[COUNT_OF[option]] ?? 0})
                </span>
              ) : null}
            </button>
          ))}
        </div>
        <button
          type="button"
          onClick={() => navigate('add-phone')}
          className="inline-flex items-center gap-1.5 rounded-xl bg-emerald-700 px-4 py-2 text-sm font-semibold text-white shadow hover:bg-emerald-800"
        >
          <Icon name="plus" /> {t('listings.mine.addPhone')}
        </button>
      </div>

      <div className="mt-5">
        {listings.isPending ? (
          <Spinner />
        ) : listings.isError ? (
          <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 px-6 py-10 text-center">
            <h3 className="text-lg font-semibold text-red-800">{t('listings.mine.errorTitle')}</h3>
            <p className="mt-1 text-sm text-red-700">{listingErrorMessage(listings.error)}</p>
            <button
              type="button"
              onClick={() => void listings.refetch()}
              className="mt-4 rounded-lg bg-red-600 px-4 py-2 font-semibold text-white hover:bg-red-700"
            >
              {t('listings.mine.retry')}
            </button>
          </div>
        ) : listings.data.listings.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
            <p className="font-semibold text-slate-900">
              {t(filter === 'all' ? 'listings.mine.emptyAll' : 'listings.mine.emptyFilter')}
            </p>
            <p className="mt-1 text-sm text-slate-600">{t('listings.mine.emptyHint')}</p>
          </div>
        ) : (
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {listings.data.listings.map((phone) => (
              <ListingCard
                key={phone.id}
                phone={phone}
                justCreated={phone.id === created?.id}
                busy={working === phone.id}
                onView={() => navigate('details', { phoneId: phone.id, phone })}
                onEdit={() => navigate('edit-phone', { phoneId: phone.id })}
                onDelete={() => void remove(phone)}
                onMarkSold={() => void markSold(phone)}
              />
            ))}
          </div>
        )}
        {pagination && pagination.totalPages > 1 ? (
          <nav className="mt-6 flex items-center justify-center gap-3" aria-label={t('listings.mine.pages')}>
            <button
              type="button"
              disabled={!pagination.hasPrev}
              onClick={() => setPage((p) => Math.max(1, p - 1))}
              className="rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50 disabled:opacity-50"
            >
              {t('listings.mine.previous')}
            </button>
            <span className="text-sm text-slate-600" data-testid="my-listings-page">
              {t('listings.mine.pageOf', { page: pagination.currentPage, pages: pagination.totalPages })}
            </span>
            <button
              type="button"
              disabled={!pagination.hasNext}
              onClick={() => setPage((p) => p + 1)}
              className="rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50 disabled:opacity-50"
            >
              {t('listings.mine.next')}
            </button>
          </nav>
        ) : null}
      </div>
    </div>
  );
}

interface ListingCardProps {
  phone: PhoneDto;
  /** The listing the seller has just submitted: outlined so it is easy to find. */
  justCreated?: boolean;
  busy: boolean;
  onView: () => void;
  onEdit: () => void;
  onDelete: () => void;
  onMarkSold: () => void;
}

/** Card rules: details only when live, edit hidden when sold, delete always, SOLD ribbon. */
function ListingCard({ phone, justCreated, busy, onView, onEdit, onDelete, onMarkSold }: ListingCardProps) {
  const t = useT();
  const bucket = listingStatusBucket(phone) ?? 'pending';
  const title = phoneTitle(phone) ?? t('phone.fallback.title');
  const note = phone.status === 'rejected' ? (phone.rejectionReason ?? phone.adminNotes) : phone.adminNotes;
  const posted = useTimeAgo(postedAt(phone), 'card');
  const action = 'rounded-lg px-3 py-1.5 text-sm font-medium transition disabled:opacity-50';
  return (
    <article
      data-testid="listing-card"
      data-status={bucket}
      data-just-created={justCreated || undefined}
      className={`flex flex-col overflow-hidden rounded-2xl border bg-white shadow-sm ${justCreated ? 'border-amber-400 ring-2 ring-amber-300' : 'border-slate-200'}`}
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-slate-100">
        <PhoneImage image={phoneImages(phone)[0]} alt={title} variant="card" sizes="(min-width: 640px) 320px, 100vw" />
        {isSold(phone) ? <SoldRibbon /> : null}
        <span
          className={`absolute top-2 right-2 rounded-full px-2.5 py-1 text-xs font-semibold shadow-sm ${STATUS_STYLES[bucket] ?? STATUS_STYLES.pending}`}
          data-testid="listing-status"
        >
          {t(`listings.status.${bucket}`)}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="line-clamp-2 font-semibold text-slate-900">{title}</h3>
        <PriceTag price={phonePrice(phone)} originalPrice={phone.originalPrice} />
        <p className="text-xs text-slate-500">
          {posted ? t('listings.card.posted', { time: posted }) : null}
          {phone.stock > 1 ? ` · ${t('listings.card.stock', { count: phone.stock })}` : null}
        </p>
        {note ? (
          <div
            className={`rounded-lg p-2.5 text-sm ${phone.status === 'rejected' ? 'bg-rose-50 text-rose-800' : 'bg-slate-50 text-slate-700'}`}
          >
            <span className="font-semibold">
              {phone.status === 'rejected' ? t('listings.card.rejectionReason') : t('listings.card.adminNotes')}:{' '}
            </span>
            {note}
          </div>
        ) : null}
        {phone.status === 'pending' ? <p className="text-xs text-amber-700">{t('listings.card.pendingHint')}</p> : null}
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          {canViewDetails(phone) ? (
            <button
              type="button"
              onClick={onView}
              className={`${action} bg-emerald-50 text-emerald-800 hover:bg-emerald-100`}
            >
              {t('listings.card.view')}
            </button>
          ) : null}
          {canEdit(phone) ? (
            <button
              type="button"
              onClick={onEdit}
              disabled={busy}
              className={`${action} bg-slate-100 text-slate-800 hover:bg-slate-200`}
            >
              {t('listings.card.edit')}
            </button>
          ) : null}
          {isLive(phone) ? (
            <button
              type="button"
              onClick={onMarkSold}
              disabled={busy}
              className={`${action} bg-sky-50 text-sky-800 hover:bg-sky-100`}
            >
              {t('listings.card.markSold')}
            </button>
          ) : null}
          <button
            type="button"
            onClick={onDelete}
            disabled={busy}
            className={`${action} ml-auto text-red-700 hover:bg-red-50`}
          >
            {t('listings.delete')}
          </button>
        </div>
      </div>
    </article>
  );
}

/** The listing the create form hands over ({ id, title }) when it opens My Listings, or null. */
function createdListing(value: unknown): { id: string; title: string } | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, title } = value as { id?: unknown; title?: unknown };
  return typeof id === 'string' && typeof title === 'string' ? { id, title } : null;
}
