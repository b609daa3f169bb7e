import { formatLkr } from '@phonekade/shared/money/format-lkr';
import type { PhoneDto } from '@phonekade/shared/phones/phone.types';
import { useT } from '@/lib/i18n/i18n.ts';

/**
 * 'Typical price LKR a – b (n listings)' under the price: the live band of the same brand, model and
 * storage, shown only when the server found enough listings (docs/decisions/066-fair-price-band.md).
 */
export function FairPriceLine({ phone }: { phone: Pick<PhoneDto, 'fairPrice'> }) {
  const t = useT();
  const band = phone.fairPrice;
  if (!band) return null;
  return (
    <p className="mt-2 text-sm text-slate-600" data-testid="typical-price" title={t('details.typicalPriceHint')}>
      {t('details.typicalPrice', { low: formatLkr(band.low), high: formatLkr(band.high), count: band.count })}
    </p>
  );
}
