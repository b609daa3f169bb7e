import type { PublicSeller } from '@phonekade/shared/sellers/seller.types';
import { usePhones } from '@/api/phones/get-phones.ts';
import { PhoneCard, PhoneCardSkeleton } from '@/components/phone/phone-card.tsx';
import { responseTimeText } from '@/components/phone/response-time.ts';
import { formatListingDate } from '@/components/phone/time-ago.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { ApiError, errorMessage, imageUrl } from '@/lib/api-client.ts';
import { languageStore, useT } from '@/lib/i18n/i18n.ts';
import { useNavigation } from '@/lib/navigation/navigation.ts';
import { usePageTitle } from '@/lib/page-title.ts';
import { useSessionUser } from '@/lib/session.ts';
import { usePublicSeller } from './api/get-public-seller.ts';
import { useSellerReviews } from './api/get-seller-reviews.ts';
import { RatingHistogram } from './components/rating-histogram.tsx';
import { ReviewItem } from './components/review-item.tsx';

const LISTINGS_SHOWN = 12;

function SellerSummary({ seller }: { seller: PublicSeller }) {
  const t = useT();
  const language = languageStore.use();
  const joined = formatListingDate(new Date(seller.joinedDate), language);
  const facts = [
    { key: 'location', label: t('details.seller.location'), value: seller.location || t('phone.fallback.location') },
    { key: 'joined', label: t('sellers.memberSince'), value: joined },
    { key: 'sales', label: t('sellers.deliveredSales'), value: String(seller.deliveredSales) },
    {
      key: 'response',
      label: t('details.seller.responseTime'),
      value: responseTimeText(t, seller),
    },
  ];
  return (
    <section
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      aria-labelledby="seller-name"
    >
      <div className="flex items-center gap-4">
        <div className="flex h-16 w-16 shrink-0 items-center justify-center overflow-hidden rounded-full bg-emerald-100 text-2xl font-bold text-emerald-700 ring-2 ring-emerald-200">
          {seller.profilePicture ? (
            <img
              src={imageUrl(seller.profilePicture)}
              alt=""
              width={64}
              height={64}
              className="h-full w-full object-cover"
            />
          ) : (
            <span aria-hidden>{seller.name.charAt(0).toUpperCase()}</span>
          )}
        </div>
        <div className="min-w-0">
          <h1 id="seller-name" className="break-words text-2xl font-bold text-slate-900">
            {seller.name}
          </h1>
          {seller.businessType ? (
            <p className="text-sm text-slate-600">{t(`details.seller.businessTypes.${seller.businessType}`)}</p>
          ) : null}
        </div>
      </div>
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <div>
          <p className="text-3xl font-bold text-slate-900" data-testid="seller-rating">
            {seller.reviewCount ? seller.rating.toFixed(1) : '–'}
            <span className="ml-2 text-base font-normal text-slate-600">
              {seller.reviewCount
                ? t(seller.reviewCount === 1 ? 'sellers.reviewCountOne' : 'sellers.reviewCountOther', {
                    count: seller.reviewCount,
                  })
                : t('sellers.noReviews')}
            </span>
          </p>
          <div className="mt-3">
            <RatingHistogram histogram={seller.ratingHistogram} />
          </div>
        </div>
        <dl className="space-y-2.5 text-sm">
          {facts.map((fact) => (
            <div key={fact.key} className="flex justify-between gap-4">
              <dt className="text-slate-600">{fact.label}</dt>
              <dd className="text-right font-medium text-slate-900">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </div>
      {seller.businessDescription ? (
        <p className="mt-5 rounded-xl bg-slate-50 p-3 text-sm text-slate-700">{seller.businessDescription}</p>
      ) : null}
    </section>
  );
}

/** A seller's public page: who they are, their live phones, and what buyers said about them. */
export function SellerPageView() {
  const t = useT();
  const user = useSessionUser();
  const { data, navigate } = useNavigation();
  const sellerId = data.sellerId ?? '';
  const seller = usePublicSeller(sellerId);
  const phones = usePhones({ sellerId, limit: LISTINGS_SHOWN, sort: 'newest' });
  const reviews = useSellerReviews(sellerId);
  usePageTitle((texts) => (seller.data ? texts.seller(seller.data.name).title : undefined));

  if (seller.isPending) return <Spinner />;
  if (seller.isError) {
    const missing = seller.error instanceof ApiError && seller.error.status === 404;
    return (
      <div className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-slate-900">
          {missing ? t('sellers.notFound') : errorMessage(seller.error)}
        </h1>
        <button
          type="button"
          onClick={() => navigate('phones')}
          className="mt-6 rounded-lg bg-emerald-700 px-5 py-2.5 font-semibold text-white hover:bg-emerald-800"
        >
          {t('details.backToBrowse')}
        </button>
      </div>
    );
  }

  const ownPage = user?.id === sellerId;
  const shownReviews = reviews.data?.pages.flatMap((page) => page.reviews) ?? [];
  const livePhones = phones.data?.phones ?? [];

  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-8">
      <SellerSummary seller={seller.data} />

      <section aria-labelledby="seller-phones">
        <h2 id="seller-phones" className="text-xl font-semibold text-slate-900">
          {t('sellers.phonesHeading')}
          {phones.data ? (
            <span className="ml-2 text-base font-normal text-slate-600">({phones.data.pagination.totalItems})</span>
          ) : null}
        </h2>
        <div className="mt-4 grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {phones.isPending
            ? Array.from({ length: 4 }, (_, i) => <PhoneCardSkeleton key={i} />)
            : livePhones.map((phone) => (
                <PhoneCard
                  key={phone.id}
                  phone={phone}
                  onOpen={(opened) => navigate('details', { phoneId: opened.id, phone: opened })}
                />
              ))}
        </div>
        {phones.data && livePhones.length === 0 ? <p className="mt-4 text-slate-600">{t('sellers.noPhones')}</p> : null}
      </section>

      <section aria-labelledby="seller-reviews" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id="seller-reviews" className="text-xl font-semibold text-slate-900">
          {t('sellers.reviews.heading')}
        </h2>
        {reviews.isError ? (
          <p role="alert" className="mt-3 text-red-700">
            {errorMessage(reviews.error)}
          </p>
        ) : null}
        {reviews.data && shownReviews.length === 0 ? (
          <p className="mt-3 text-slate-600">{t('sellers.noReviews')}</p>
        ) : (
          <ul className="mt-2">
            {shownReviews.map((review) => (
              <ReviewItem key={review.id} review={review} sellerId={sellerId} canReply={ownPage} />
            ))}
          </ul>
        )}
        {reviews.hasNextPage ? (
          <button
            type="button"
            onClick={() => void reviews.fetchNextPage()}
            disabled={reviews.isFetchingNextPage}
            className="mt-4 rounded-lg border border-emerald-700 px-4 py-2 font-semibold text-emerald-800 hover:bg-emerald-50 disabled:opacity-60"
          >
            {t('sellers.reviews.more')}
          </button>
        ) : null}
      </section>
    </div>
  );
}
