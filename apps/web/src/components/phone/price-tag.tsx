import { formatLkr } from '@phonekade/shared/money/format-lkr';
import { discountPercent } from '@phonekade/shared/phones/discount-percent';
import { useT } from '@/lib/i18n/i18n.ts';

/**
 * Price in LKR, the original price struck through and the 'Save N%' badge when there is a saving; after
 * a recent price drop, 'Price dropped' with the old price struck through instead
 * (docs/decisions/071-price-drop-alerts-and-digest.md).
 */
export function PriceTag({
  price,
  originalPrice,
  droppedFrom = null,
  size = 'card',
}: {
  price: number;
  originalPrice: number | null | undefined;
  /** The price before a recent drop (recentPriceDrop), or null. */
  droppedFrom?: number | null;
  size?: 'card' | 'detail';
}) {
  const t = useT();
  const percent = discountPercent(price, originalPrice);
  if (droppedFrom !== null) {
    return (
      <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
        <span
          data-testid="price"
          className={`font-bold text-emerald-700 ${size === 'detail' ? 'text-3xl sm:text-4xl' : 'text-base sm:text-lg'}`}
        >
          {formatLkr(price)}
        </span>
        <span className={`text-slate-500 line-through ${size === 'detail' ? 'text-lg' : 'text-xs sm:text-sm'}`}>
          <span className="sr-only">{t('phone.priceDroppedWas')} </span>
          {formatLkr(droppedFrom)}
        </span>
        <span
          data-testid="price-dropped"
          className={`rounded-full bg-amber-100 font-semibold text-amber-800 ${size === 'detail' ? 'px-3 py-1 text-sm' : 'px-2 py-0.5 text-xs'}`}
        >
          {t('phone.priceDropped')}
        </span>
      </div>
    );
  }
  return (
    <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
      <span
        data-testid="price"
        className={`font-bold text-emerald-700 ${size === 'detail' ? 'text-3xl sm:text-4xl' : 'text-base sm:text-lg'}`}
      >
        {formatLkr(price)}
      </span>
      {percent !== null && originalPrice != null ? (
        <>
          <span className={`text-slate-500 line-through ${size === 'detail' ? 'text-lg' : 'text-xs sm:text-sm'}`}>
            {formatLkr(originalPrice)}
          </span>
          <span
            className={`rounded-full bg-rose-100 font-semibold text-rose-700 ${size === 'detail' ? 'px-3 py-1 text-sm' : 'px-2 py-0.5 text-xs'}`}
          >
            {t('phone.save', { percent })}
          </span>
        </>
      ) : null}
    </div>
  );
}
