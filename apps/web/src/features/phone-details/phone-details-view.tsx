import { deliveryFromFee } from '@phonekade/shared/constants/couriers';
import { formatLkr } from '@phonekade/shared/money/format-lkr';
import { isSold } from '@phonekade/shared/phones/listing-status';
import type { PhoneDto } from '@phonekade/shared/phones/phone.types';
import { lazy, Suspense, useState } from 'react';
import { usePhone } from '@/api/phones/get-phone.ts';
import { Icon } from '@/components/phone/icons.tsx';
import { AddToCartButton } from '@/components/cart/add-to-cart-button.tsx';
import { FavoriteButton } from '@/components/favorites/favorite-button.tsx';
import { ConditionBadge, GoodDealBadge, ImeiBadge, SoldRibbon } from '@/components/phone/phone-badges.tsx';
import {
  phoneCondition,
  phoneId,
  phoneImages,
  phonePrice,
  phonePriceDrop,
  phoneTitle,
  postedAt,
  type PhoneLike,
} from '@/components/phone/phone-display.ts';
import { PriceTag } from '@/components/phone/price-tag.tsx';
import { useToldFromNow } from '@/lib/page-clock.ts';
import { useTimeAgo } from '@/components/phone/time-ago.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { ApiError, errorMessage } from '@/lib/api-client.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import { listingPlaceText, usePlaceNames } from '@/lib/i18n/place-names.ts';
import { useNavigation } from '@/lib/navigation/navigation.ts';
import { usePageTitle } from '@/lib/page-title.ts';
import { useSessionUser } from '@/lib/session.ts';
import { ContactButtons } from './components/contact-buttons.tsx';
import { FairPriceLine } from './components/fair-price-line.tsx';
import { MessageSellerButton } from './components/message-seller-button.tsx';
import { Gallery } from './components/gallery.tsx';
import { RelatedPhones } from './components/related-phones.tsx';
import { ReportListingSignIn } from './components/report-listing-sign-in.tsx';
import { SafetyProtocol } from './components/safety-protocol.tsx';
import { SellerCard } from './components/seller-card.tsx';
import { ShareButton } from './components/share-button.tsx';
import { SpecsGrid } from './components/specs-grid.tsx';
import { pageOrigin } from '@/lib/page-address.ts';
import { TakenOverApart } from '@/lib/takeover-slices.tsx';

const PREMIUM_FEATURES = ['delivery', 'meetup', 'reviewed', 'payments'] as const;

// Signed-in viewers only, and it validates with the shared schema: loaded apart from the page.
const ReportListing = lazy(() => import('./components/report-listing.tsx'));

function isPhone(value: unknown): value is PhoneLike {
  return typeof value === 'object' && value !== null && ('id' in value || '_id' in value);
}

/**
 * Details. The phone in the navigation data shows at once while the fresh copy loads; when the
 * fetch fails that copy is what the page shows, so a slow or failed call never hides what was clicked.
 */
export function PhoneDetailsView() {
  const t = useT();
  const user = useSessionUser();
  const { data, navigate } = useNavigation();
  const [imageIndex, setImageIndex] = useState(0);
  const inHand = isPhone(data.phone) ? (data.phone as PhoneDto) : undefined;
  const id = data.phoneId ?? (inHand ? phoneId(inHand) : '');

  const details = usePhone(id, { shown: inHand && phoneId(inHand) === id ? inHand : undefined });
  const phone = details.data ?? (details.isError ? inHand : undefined);
  const notFound = !id || (!phone && details.error instanceof ApiError && details.error.status === 404);
  usePageTitle((texts) => {
    if (notFound) return texts.phoneNotFound;
    const title = phone ? phoneTitle(phone) : null;
    return phone && title ? texts.phone(title, phonePrice(phone)).title : undefined;
  });

  const backToBrowse = (
    <button
      type="button"
      onClick={() => navigate('phones')}
      className="mt-6 rounded-lg bg-emerald-700 px-5 py-2.5 font-semibold text-white hover:bg-emerald-800"
    >
      {t('details.backToBrowse')}
    </button>
  );

  if (!id) return <NotFound>{backToBrowse}</NotFound>;
  if (!phone && details.isPending) return <Spinner label={t('details.loading')} className="py-24" />;
  if (!phone) {
    if (notFound) return <NotFound>{backToBrowse}</NotFound>;
    return (
      <div className="mx-auto max-w-xl px-4 py-20 text-center" role="alert">
        <h1 className="text-2xl font-bold text-slate-900">{t('details.failed.title')}</h1>
        <p className="mt-2 text-slate-600">
          {details.error ? errorMessage(details.error) : t('details.failed.message')}
        </p>
        <button
          type="button"
          onClick={() => void details.refetch()}
          className="mt-6 rounded-lg bg-red-600 px-5 py-2.5 font-semibold text-white hover:bg-red-700"
        >
          {t('details.failed.retry')}
        </button>
      </div>
    );
  }

  return (
    <PhoneDetails
      phone={phone}
      imageIndex={imageIndex}
      onImage={setImageIndex}
      viewerIsSeller={user?.role === 'seller'}
      viewerId={user?.id ?? null}
      onOpenRelated={(next) => {
        setImageIndex(0);
        navigate('details', { phoneId: next.id, phone: next });
        window.scrollTo({ top: 0, behavior: 'smooth' });
      }}
    />
  );
}

function NotFound({ children }: { children: React.ReactNode }) {
  const t = useT();
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <div className="mx-auto mb-4 flex h-16 w-16 items-center justify-center rounded-full bg-slate-100 text-3xl">
        <Icon name="phone" className="h-8 w-8" />
      </div>
      <h1 className="text-2xl font-bold text-slate-900">{t('details.notFound')}</h1>
      {children}
    </div>
  );
}

interface PhoneDetailsProps {
  phone: PhoneDto;
  imageIndex: number;
  onImage: (index: number) => void;
  viewerIsSeller: boolean;
  viewerId: string | null;
  onOpenRelated: (phone: PhoneDto) => void;
}

function PhoneDetails({ phone, imageIndex, onImage, viewerIsSeller, viewerId, onOpenRelated }: PhoneDetailsProps) {
  const t = useT();
  const places = usePlaceNames();
  const id = phoneId(phone);
  const title = phoneTitle(phone) ?? t('phone.fallback.title');
  const brand = phone.brand?.trim() || t('phone.fallback.brand');
  const available = phone.isAvailable !== false;
  const sold = isSold(phone);
  const posted = useTimeAgo(postedAt(phone), 'detail');
  const droppedFrom = useToldFromNow((now) => phonePriceDrop(phone, now));
  const seller = typeof phone.sellerId === 'object' && phone.sellerId !== null ? phone.sellerId : null;
  const images = phoneImages(phone);
  const shareUrl = `${pageOrigin()}/phones/${encodeURIComponent(id)}`;

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <div className="grid gap-8 lg:grid-cols-2 lg:gap-10">
        <TakenOverApart>
          <Gallery
            images={images}
            title={title}
            index={imageIndex}
            onSelect={onImage}
            overlay={sold ? <SoldRibbon /> : null}
          />
        </TakenOverApart>

        <div className="flex flex-col gap-5">
          <div>
            <div className="flex items-start justify-between gap-3">
              <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl" data-testid="details-title">
                {title}
              </h1>
              <div className="flex shrink-0 items-center gap-2">
                <FavoriteButton phoneId={id} />
                <ShareButton title={title} url={shareUrl} />
              </div>
            </div>
            <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
              <span className="flex items-center gap-1" data-testid="details-place">
                <Icon name="pin" />
                {listingPlaceText(phone.location, phone.district, places.district) || t('phone.fallback.location')}
              </span>
              {posted ? (
                <span className="flex items-center gap-1" data-testid="details-posted">
                  <Icon name="clock" />
                  {t('details.posted', { time: posted })}
                </span>
              ) : null}
            </p>
          </div>

          <TakenOverApart>
            <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <PriceTag
                price={phonePrice(phone)}
                originalPrice={phone.originalPrice}
                droppedFrom={droppedFrom}
                size="detail"
              />
              <FairPriceLine phone={phone} />
              <div className="mt-4 flex flex-wrap gap-2">
                <span
                  data-testid="availability"
                  className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-semibold ${available ? 'bg-green-100 text-green-800' : 'bg-rose-100 text-rose-800'}`}
                >
                  <span className={`h-2 w-2 rounded-full ${available ? 'bg-green-500' : 'bg-rose-500'}`} aria-hidden />
                  {available ? t('details.available') : t('details.sold')}
                </span>
                <ConditionBadge condition={phoneCondition(phone)} />
                <span className="inline-flex items-center rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
                  {brand}
                </span>
                {phone.imeiChecked ? <ImeiBadge /> : null}
                {phone.goodDeal ? <GoodDealBadge /> : null}
                {viewerIsSeller && seller?.id !== viewerId ? (
                  // A seller looking at another seller's phone sees it as a seller, not a buyer.
                  <span
                    data-testid="seller-view-badge"
                    className="inline-flex items-center rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-800"
                  >
                    {t('details.sellerView')}
                  </span>
                ) : null}
              </div>
              <div className="mt-5 space-y-3">
                <AddToCartButton phone={phone} variant="detail" />
                <MessageSellerButton phoneId={id} title={title} sellerId={seller?.id ?? null} viewerId={viewerId} />
                <ContactButtons sellerPhone={seller?.phone ?? null} title={title} viewerIsSeller={viewerIsSeller} />
              </div>
            </div>
          </TakenOverApart>

          <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <h2 className="text-lg font-semibold text-slate-900">{t('details.description')}</h2>
            <p className="mt-2 whitespace-pre-line text-slate-700">
              {phone.description?.trim() || t('details.noDescription')}
            </p>
          </section>

          <TakenOverApart>
            <section className="rounded-2xl border border-emerald-100 bg-emerald-50/60 p-5">
              <h2 className="text-lg font-semibold text-slate-900">{t('details.premium.title')}</h2>
              <ul className="mt-3 grid gap-2 sm:grid-cols-2">
                {PREMIUM_FEATURES.map((feature) => (
                  <li key={feature} className="flex items-center gap-2 text-sm text-slate-700">
                    <span
                      className="flex h-5 w-5 items-center justify-center rounded-full bg-emerald-600 text-xs text-white"
                      aria-hidden
                    >
                      ✓
                    </span>
                    {t(
                      `details.premium.${feature}`,
                      feature === 'delivery' ? { fee: formatLkr(deliveryFromFee()) } : {},
                    )}
                  </li>
                ))}
                {phone.imeiChecked ? (
                  <li className="flex items-center gap-2 text-sm text-slate-700">
                    <span
                      className="flex h-5 w-5 items-center justify-center rounded-full bg-emerald-600 text-xs text-white"
                      aria-hidden
                    >
                      ✓
                    </span>
                    {t('details.premium.imei')}
                  </li>
                ) : null}
              </ul>
            </section>
          </TakenOverApart>
        </div>
      </div>

      <TakenOverApart>
        <div className="mt-8 grid gap-6 lg:grid-cols-3">
          <div className="space-y-6 lg:col-span-2">
            <SpecsGrid specs={phone.specs} />
            <SafetyProtocol />
          </div>
          <div>
            {seller ? <SellerCard seller={seller} /> : null}
            {!viewerId ? (
              <ReportListingSignIn />
            ) : seller?.id !== viewerId ? (
              <Suspense fallback={null}>
                <ReportListing phoneId={id} />
              </Suspense>
            ) : null}
          </div>
        </div>
      </TakenOverApart>

      <TakenOverApart>
        <RelatedPhones currentId={id} onOpen={onOpenRelated} />
      </TakenOverApart>
    </div>
  );
}
