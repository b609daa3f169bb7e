import type { AdminListingDto } from '@phonekade/shared/admin/admin.types';
import { LISTING_SPEC_KEYS } from '@phonekade/shared/constants/catalog';
import { formatLkr } from '@phonekade/shared/money/format-lkr';
import { useId, useState } from 'react';
import { phoneImages } from '@/components/phone/phone-display.ts';
import { PriceTag } from '@/components/phone/price-tag.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useT } from '@/lib/i18n/i18n.ts';
import { formatDate, formatDateTime } from '../format.ts';
import { ImageGallery } from './image-gallery.tsx';

export interface CardActions {
  approve: (notes: string) => Promise<void>;
  reject: () => void;
  remove: () => void;
}

/** One pending listing with everything an admin needs to decide: images, seller, price, specs, IMEI check. */
export function PendingListingCard({
  listing,
  selected,
  onSelect,
  actions,
}: {
  listing: AdminListingDto;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  actions: CardActions;
}) {
  const t = useT();
  const headingId = useId();
  const [noteOpen, setNoteOpen] = useState(false);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const seller = listing.sellerId;
  const specs = LISTING_SPEC_KEYS.filter((key) => listing.specs[key]?.trim());
  const title = listing.title || t('admin.card.fallbackTitle');

  const approve = async () => {
    setBusy(true);
    try {
      await actions.approve(noteOpen ? note.trim() : '');
    } finally {
      setBusy(false);
    }
  };

  return (
    <article
      aria-labelledby={headingId}
      data-testid="pending-listing"
      className={`rounded-2xl border bg-white p-4 shadow-sm transition-colors sm:p-5 ${selected ? 'border-emerald-500 ring-2 ring-emerald-500/30' : 'border-slate-200'}`}
    >
      <div className="grid gap-5 md:grid-cols-[minmax(0,240px)_minmax(0,1fr)] lg:grid-cols-[minmax(0,260px)_minmax(0,1fr)_minmax(0,240px)]">
        <div className="flex flex-col gap-3">
          <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
            <input
              type="checkbox"
              checked={selected}
              onChange={(event) => onSelect(event.currentTarget.checked)}
              aria-label={t('admin.pending.select', { title })}
              className="h-5 w-5 rounded accent-emerald-600"
            />
            <span className="truncate text-xs text-slate-500">
              {t('admin.card.submitted', { time: formatDateTime(listing.createdAt) })}
            </span>
          </label>
          {/* Capped on a phone so a queue of cards stays quick to scroll through. */}
          <div className="mx-auto w-full max-w-64 md:max-w-none">
            <ImageGallery images={phoneImages(listing)} title={title} />
          </div>
        </div>

        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800">
              {listing.brand}
            </span>
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
              {listing.condition}
            </span>
            {listing.rejectionReason ? (
              <span className="rounded-full bg-blue-50 px-2 py-0.5 text-xs font-medium text-blue-700">
                {t('admin.card.resubmitted')}
              </span>
            ) : null}
          </div>
          <h3 id={headingId} className="mt-2 text-lg font-bold break-words text-slate-900">
            {title}
          </h3>
          <div className="mt-1">
            <PriceTag price={listing.price} originalPrice={listing.originalPrice} />
          </div>
          <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
            <div className="flex gap-1">
              <dt className="font-medium">{t('admin.card.location')}:</dt>
              <dd>{listing.location || t('admin.card.fallbackLocation')}</dd>
            </div>
            {listing.stock > 1 ? (
              <div className="flex gap-1">
                <dt className="font-medium">{t('admin.card.stock')}:</dt>
                <dd>{listing.stock}</dd>
              </div>
            ) : null}
          </dl>
          <ImeiFlag listing={listing} />
          {listing.priceFarBelowTypical ? (
            // A price far under what the model usually sells for is a common scam signal
            // (docs/decisions/066-fair-price-band.md).
            <p
              role="note"
              data-testid="price-far-below-flag"
              title={t('admin.card.priceFarBelowHint')}
              className="mt-3 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-900"
            >
              ⚠ {t('admin.card.priceFarBelow')}
              {listing.fairPrice ? (
                <span className="block text-xs font-normal">
                  {t('admin.card.typicalPrice', {
                    low: formatLkr(listing.fairPrice.low),
                    high: formatLkr(listing.fairPrice.high),
                  })}
                </span>
              ) : null}
            </p>
          ) : null}
          {listing.rejectionReason ? (
            <p className="mt-2 text-xs text-slate-500">
              {t('admin.card.previousReason', { reason: listing.rejectionReason })}
            </p>
          ) : null}

          {specs.length ? (
            <>
              <h4 className="mt-4 text-xs font-semibold tracking-wide text-slate-500 uppercase">
                {t('admin.card.specs')}
              </h4>
              <dl className="mt-1 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
                {specs.map((key) => (
                  <div key={key} className="min-w-0">
                    <dt className="text-xs text-slate-500">{t(`admin.card.specNames.${key}`)}</dt>
                    <dd className="truncate font-medium text-slate-800" title={listing.specs[key]}>
                      {listing.specs[key]}
                    </dd>
                  </div>
                ))}
              </dl>
            </>
          ) : null}
          <h4 className="mt-4 text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {t('admin.card.description')}
          </h4>
          <p className="mt-1 line-clamp-4 text-sm whitespace-pre-line text-slate-700">
            {listing.description.trim() || t('admin.card.noDescription')}
          </p>
        </div>

        <div className="flex min-w-0 flex-col gap-4 md:col-span-2 lg:col-span-1">
          <section className="rounded-xl bg-slate-50 p-3 text-sm" aria-label={t('admin.card.seller')}>
            <h4 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{t('admin.card.seller')}</h4>
            <div className="mt-2 flex items-center gap-3">
              {seller.profilePicture ? (
                <img
                  src={seller.profilePicture}
                  alt=""
                  width={40}
                  height={40}
                  className="h-10 w-10 rounded-full object-cover"
                />
              ) : (
                <span
                  aria-hidden
                  className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-emerald-100 font-bold text-emerald-800"
                >
                  {seller.name.slice(0, 1).toUpperCase()}
                </span>
              )}
              <div className="min-w-0">
                <p className="truncate font-semibold text-slate-900">{seller.name}</p>
                <p className="text-xs text-slate-500">
                  {seller.businessType ? `${t(`admin.card.business.${seller.businessType}`)} · ` : ''}
                  {t('admin.card.joined', { date: formatDate(seller.joinedDate) })}
                </p>
              </div>
            </div>
            <ul className="mt-2 space-y-0.5 text-slate-700">
              <li className="truncate">
                <a href={`mailto:${seller.email}`} className="hover:underline">
                  {seller.email}
                </a>
              </li>
              {seller.phone ? <li>{seller.phone}</li> : null}
              {seller.location ? <li>{seller.location}</li> : null}
              <li className="text-xs text-slate-500">
                {seller.reviewCount > 0
                  ? `★ ${t('admin.card.reviews', { rating: seller.rating.toFixed(1), count: seller.reviewCount })}`
                  : t('admin.card.noReviews')}
              </li>
            </ul>
          </section>

          <div className="flex flex-col gap-2">
            {noteOpen ? (
              <label className="block text-sm">
                <span className="font-medium text-slate-700">{t('admin.card.noteLabel')}</span>
                <textarea
                  autoFocus
                  value={note}
                  maxLength={1000}
                  rows={2}
                  onChange={(event) => setNote(event.currentTarget.value)}
                  className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 focus:border-emerald-600 focus:outline-none"
                />
              </label>
            ) : null}
            <button
              type="button"
              onClick={() => setNoteOpen((open) => !open)}
              className="self-start text-sm font-medium text-emerald-700 hover:underline"
            >
              {noteOpen ? t('admin.card.hideNote') : t('admin.card.addNote')}
            </button>
            <div className="grid grid-cols-2 gap-2">
              <Button variant="success" onClick={() => void approve()} disabled={busy}>
                {busy ? t('admin.card.working') : `✓ ${t('admin.card.approve')}`}
              </Button>
              <Button variant="danger" onClick={actions.reject} disabled={busy}>
                ✕ {t('admin.card.reject')}
              </Button>
            </div>
            <button
              type="button"
              onClick={actions.remove}
              disabled={busy}
              className="self-center rounded-lg px-3 py-1.5 text-sm font-medium text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600 disabled:opacity-50"
            >
              {t('admin.card.delete')}
            </button>
          </div>
        </div>
      </div>
    </article>
  );
}

function ImeiFlag({ listing }: { listing: AdminListingDto }) {
  const t = useT();
  if (listing.imeiMatches.length > 0) {
    return (
      <div role="note" className="mt-3 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
        <p className="font-semibold">⚠ {t('admin.card.imeiDuplicate')}</p>
        <ul className="mt-1 list-disc pl-5">
          {listing.imeiMatches.map((match) => (
            <li key={match.id}>
              {match.title} ({match.status})
            </li>
          ))}
        </ul>
        {listing.imei ? <p className="mt-1 text-xs">{t('admin.card.imeiNumber', { imei: listing.imei })}</p> : null}
      </div>
    );
  }
  if (listing.imeiChecked) {
    return (
      <p className="mt-3 inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800">
        ✓ {t('admin.card.imeiChecked')}
        {listing.imei ? <span className="text-emerald-700">· {listing.imei}</span> : null}
      </p>
    );
  }
  return <p className="mt-3 text-xs text-slate-500">{t('admin.card.noImei')}</p>;
}
