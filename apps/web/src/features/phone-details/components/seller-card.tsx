import type { SellerCard as SellerCardData } from '@phonekade/shared/phones/phone.types';
import { useState } from 'react';
import { responseTimeText } from '@/components/phone/response-time.ts';
import { formatListingDate } from '@/components/phone/time-ago.tsx';
import { imageUrl } from '@/lib/api-client.ts';
import { languageStore, useT } from '@/lib/i18n/i18n.ts';
import { navigate } from '@/lib/navigation/navigation.ts';

type SellerLike = Partial<SellerCardData>;

const SOCIAL_BASES = {
  instagram: 'https://instagram.com/',
  twitter: 'https://x.com/',
  facebook: 'https://facebook.com/',
  linkedin: 'https://linkedin.com/in/',
} as const;

/** A link a person typed (a URL or a handle) as a safe https address; anything else is dropped. */
export function socialUrl(network: keyof typeof SOCIAL_BASES, value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  if (/^https?:\/\//i.test(text)) {
    try {
      const url = new URL(text);
      return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
    } catch {
      return null;
    }
  }
  const handle = text.replace(/^@/, '');
  return /^[\w.-]{1,100}$/.test(handle) ? SOCIAL_BASES[network] + handle : null;
}

/** The seller's picture may be under any of these names (older records use each of them). */
function sellerPicture(seller: SellerLike): string | null {
  for (const key of ['profilePicture', 'profileImage', 'avatar', 'image', 'photo']) {
    const value = (seller as Record<string, unknown>)[key];
    if (typeof value === 'string' && value) return imageUrl(value);
  }
  return null;
}

export function Stars({ rating }: { rating: number }) {
  const filled = Math.max(0, Math.min(5, Math.floor(rating)));
  return (
    <span className="inline-flex" aria-hidden>
      {Array.from({ length: 5 }, (_, i) => (
        <svg
          key={i}
          viewBox="0 0 20 20"
          className={`h-4 w-4 ${i < filled ? 'text-amber-400' : 'text-slate-300'}`}
          fill="currentColor"
        >
          <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9L10 1.5Z" />
        </svg>
      ))}
    </span>
  );
}

/** The 'VERIFIED SELLER' card beside a listing. */
export function SellerCard({ seller }: { seller: SellerLike }) {
  const t = useT();
  const language = languageStore.use();
  const [pictureFailed, setPictureFailed] = useState(false);
  const name = seller.name?.trim() || t('details.seller.unknown');
  const picture = pictureFailed ? null : sellerPicture(seller);
  const rating = typeof seller.rating === 'number' ? seller.rating : 0;
  const reviewCount = typeof seller.reviewCount === 'number' ? seller.reviewCount : 0;
  const joined = seller.joinedDate ?? seller.createdAt;
  const joinedDate =
    joined && !Number.isNaN(new Date(joined).getTime()) ? formatListingDate(new Date(joined), language) : null;
  const businessType = seller.businessType ? t(`details.seller.businessTypes.${seller.businessType}`) : null;
  const socials = (Object.keys(SOCIAL_BASES) as (keyof typeof SOCIAL_BASES)[])
    .map((network) => ({ network, url: socialUrl(network, seller.socialMedia?.[network]) }))
    .filter((link): link is { network: keyof typeof SOCIAL_BASES; url: string } => link.url !== null);

  return (
    <section
      className="overflow-hidden rounded-2xl border border-emerald-200 bg-white shadow-sm"
      aria-labelledby="seller-heading"
      data-testid="seller-card"
    >
      <div className="flex items-center gap-2 bg-gradient-to-r from-emerald-700 to-teal-600 px-5 py-2.5 text-xs font-bold tracking-widest text-white">
        <svg viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor" aria-hidden>
          <path d="M10 1.5 3 4.5v5c0 4.1 3 7.9 7 9 4-1.1 7-4.9 7-9v-5l-7-3Zm-1 12.1L5.6 10.2l1.4-1.4 2 2 4-4 1.4 1.4L9 13.6Z" />
        </svg>
        {t('details.seller.verified')}
      </div>
      <div className="p-5">
        <div className="flex items-center gap-4">
          <div className="h-16 w-16 shrink-0 overflow-hidden rounded-full bg-emerald-100 ring-2 ring-emerald-200">
            {picture ? (
              <img
                src={picture}
                alt={name}
                width={64}
                height={64}
                loading="lazy"
                className="h-full w-full object-cover"
                onError={() => setPictureFailed(true)}
              />
            ) : (
              <span
                className="flex h-full w-full items-center justify-center text-2xl font-bold text-emerald-700"
                aria-hidden
              >
                {name.charAt(0).toUpperCase()}
              </span>
            )}
          </div>
          <div className="min-w-0">
            <h2 id="seller-heading" className="truncate text-lg font-semibold text-slate-900">
              {name}
            </h2>
            {businessType ? <p className="text-sm text-slate-600">{businessType}</p> : null}
            <p
              className="mt-1 flex items-center gap-2 text-sm text-slate-600"
              aria-label={t('details.seller.ratingLabel', { rating: rating.toFixed(1) })}
            >
              <Stars rating={rating} />
              <span className="font-semibold text-slate-900">{rating.toFixed(1)}</span>
              <span>
                (
                {t('details.seller.reviews', {
                  count: reviewCount,
                })}
                )
              </span>
            </p>
          </div>
        </div>

        <dl className="mt-5 space-y-2.5 text-sm">
          {[
            {
              key: 'location',
              label: t('details.seller.location'),
              value: seller.location || t('phone.fallback.location'),
            },
            { key: 'joined', label: t('details.seller.joined'), value: joinedDate },
            { key: 'phone', label: t('details.seller.phone'), value: seller.phone || t('details.seller.noPhone') },
            {
              key: 'response',
              label: t('details.seller.responseTime'),
              value: responseTimeText(t, seller),
            },
          ]
            .filter((row) => row.value)
            .map((row) => (
              <div key={row.key} className="flex justify-between gap-4">
                <dt className="text-slate-500">{row.label}</dt>
                <dd className="text-right font-medium text-slate-900">{row.value}</dd>
              </div>
            ))}
        </dl>

        {seller.businessDescription ? (
          <p className="mt-4 rounded-xl bg-slate-50 p-3 text-sm text-slate-700">{seller.businessDescription}</p>
        ) : null}

        {seller.id ? (
          <button
            type="button"
            onClick={() => navigate('seller', { sellerId: seller.id })}
            className="mt-4 w-full rounded-lg border border-emerald-700 px-4 py-2 text-sm font-semibold text-emerald-800 hover:bg-emerald-50"
          >
            {t('sellers.viewPage')}
          </button>
        ) : null}

        {socials.length ? (
          <div className="mt-4 flex flex-wrap gap-2">
            {socials.map((link) => (
              <a
                key={link.network}
                href={link.url}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="rounded-full border border-slate-200 px-3 py-1 text-xs font-medium text-slate-700 hover:border-emerald-300 hover:text-emerald-700"
              >
                {t(`details.seller.social.${link.network}`)}
              </a>
            ))}
          </div>
        ) : null}
      </div>
    </section>
  );
}
