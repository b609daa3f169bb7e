import type { PhoneDto } from '@phonekade/shared/phones/phone.types';
import { isSold } from '@phonekade/shared/phones/listing-status';
import { AddToCartButton } from '@/components/cart/add-to-cart-button.tsx';
import { FavoriteButton } from '@/components/favorites/favorite-button.tsx';
import { ViewLink } from '@/components/ui/view-link.tsx';
import { useT } from '@/lib/i18n/i18n.ts';
import { listingPlaceText, usePlaceNames } from '@/lib/i18n/place-names.ts';
import { ConditionBadge, GoodDealBadge, ImeiBadge, SoldRibbon } from './phone-badges.tsx';
import {
  phoneCondition,
  phoneId,
  phoneImages,
  phonePrice,
  phonePriceDrop,
  phoneTitle,
  postedAt,
} from './phone-display.ts';
import { BROWSE_GRID_SIZES, LIST_SIZES } from './image-sources.ts';
import { PhoneImage } from './phone-image.tsx';
import { PriceTag } from './price-tag.tsx';
import { useToldFromNow } from '@/lib/page-clock.ts';
import { TakenOverApart } from '@/lib/takeover-slices.tsx';
import { useTimeAgo } from './time-ago.tsx';

interface PhoneCardProps {
  phone: PhoneDto;
  onOpen: (phone: PhoneDto) => void;
  layout?: 'grid' | 'list';
  /** The first cards of a page are above the fold: their images load at once. */
  priority?: boolean;
  /** How wide the card's picture is in its grid (image-sources.ts); browse's grid unless said. */
  sizes?: string;
}

/**
 * A listing on home, browse and related phones: image, title, brand, price, condition, place, time. Each card of
 * a drawn page is taken over in a task of its own (lib/takeover-slices.tsx).
 */
export function PhoneCard(props: PhoneCardProps) {
  return (
    <TakenOverApart>
      <PhoneCardContent {...props} />
    </TakenOverApart>
  );
}

function PhoneCardContent({
  phone,
  onOpen,
  layout = 'grid',
  priority = false,
  sizes = BROWSE_GRID_SIZES,
}: PhoneCardProps) {
  const t = useT();
  const places = usePlaceNames();
  const title = phoneTitle(phone) ?? t('phone.fallback.title');
  const brand = phone.brand?.trim() || t('phone.fallback.brand');
  const cover = phoneImages(phone)[0];
  const posted = useTimeAgo(postedAt(phone), 'card');
  const droppedFrom = useToldFromNow((now) => phonePriceDrop(phone, now));
  const sold = isSold(phone);
  const list = layout === 'list';

  return (
    <article
      data-testid="phone-card"
      data-phone-id={phoneId(phone)}
      className={`group relative flex overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg ${list ? 'flex-row' : 'flex-col'}`}
    >
      <div className={`relative shrink-0 bg-slate-100 ${list ? 'w-32 sm:w-48' : 'aspect-square w-full'}`}>
        <ViewLink
          view="details"
          data={{ phoneId: phoneId(phone) }}
          onFollow={() => onOpen(phone)}
          className={`block w-full overflow-hidden ${list ? 'h-full min-h-32' : 'aspect-square'}`}
          aria-label={t('phone.viewDetailsOf', { title })}
          tabIndex={-1}
        >
          <PhoneImage
            image={cover}
            alt={title}
            variant="card"
            priority={priority}
            sizes={list ? LIST_SIZES : sizes}
            className="transition duration-300 group-hover:scale-105"
          />
        </ViewLink>
        {sold ? <SoldRibbon /> : null}
        <div className="absolute top-2 right-2">
          <FavoriteButton phoneId={phoneId(phone)} />
        </div>
        <div className="absolute bottom-2 left-2 flex flex-wrap gap-1">
          <ConditionBadge condition={phoneCondition(phone)} />
          {phone.goodDeal && !sold ? <GoodDealBadge /> : null}
        </div>
      </div>

      <div className="flex min-w-0 flex-1 flex-col gap-1.5 p-3 sm:gap-2 sm:p-4">
        <div className="flex flex-wrap items-center justify-between gap-1 text-xs font-medium tracking-wide text-slate-500 uppercase">
          <span className="truncate">{brand}</span>
          {phone.imeiChecked ? <ImeiBadge compact /> : null}
        </div>
        <h3 className="line-clamp-2 min-h-[2.5rem] text-sm leading-5 font-semibold text-slate-900 sm:text-base">
          <ViewLink
            view="details"
            data={{ phoneId: phoneId(phone) }}
            onFollow={() => onOpen(phone)}
            className="hover:text-emerald-700 focus-visible:outline-2 focus-visible:outline-emerald-600"
          >
            {title}
          </ViewLink>
        </h3>
        <PriceTag price={phonePrice(phone)} originalPrice={phone.originalPrice} droppedFrom={droppedFrom} />
        <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-0.5 text-xs text-slate-500">
          <span className="flex min-w-0 items-center gap-1">
            <svg viewBox="0 0 20 20" className="h-3.5 w-3.5 shrink-0" fill="currentColor" aria-hidden>
              <path d="M10 1.5a6 6 0 0 0-6 6c0 4.3 6 11 6 11s6-6.7 6-11a6 6 0 0 0-6-6Zm0 8.2a2.2 2.2 0 1 1 0-4.4 2.2 2.2 0 0 1 0 4.4Z" />
            </svg>
            <span className="truncate" data-testid="phone-place">
              {listingPlaceText(phone.location, phone.district, places.district) || t('phone.fallback.location')}
            </span>
          </span>
          {posted ? (
            <span className="shrink-0" data-testid="posted">
              {posted}
            </span>
          ) : null}
        </div>
        {list && phone.description ? <p className="line-clamp-2 text-sm text-slate-600">{phone.description}</p> : null}
        <div className="mt-auto flex flex-col gap-2 pt-1 sm:flex-row sm:items-center">
          <button
            type="button"
            onClick={() => onOpen(phone)}
            className="flex-1 rounded-lg border border-emerald-600 px-2 py-2 text-sm font-semibold text-emerald-700 transition hover:bg-emerald-50"
          >
            {t('phone.viewDetails')}
          </button>
          <AddToCartButton phone={phone} variant="card" />
        </div>
      </div>
    </article>
  );
}

/** Grey boxes the size of a card while a page loads, so the grid does not jump when cards arrive. */
export function PhoneCardSkeleton({ layout = 'grid' }: { layout?: 'grid' | 'list' }) {
  return (
    <div
      aria-hidden
      className={`flex animate-pulse overflow-hidden rounded-2xl border border-slate-200 bg-white ${layout === 'list' ? 'flex-row' : 'flex-col'}`}
    >
      <div className={`bg-slate-200 ${layout === 'list' ? 'h-32 w-32 sm:w-48' : 'aspect-square w-full'}`} />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="h-3 w-1/3 rounded bg-slate-200" />
        <div className="h-4 w-3/4 rounded bg-slate-200" />
        <div className="h-5 w-1/2 rounded bg-slate-200" />
        <div className="h-9 w-full rounded bg-slate-100" />
      </div>
    </div>
  );
}
