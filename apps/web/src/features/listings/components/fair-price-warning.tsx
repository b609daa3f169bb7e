import { formatLkr } from '@phonekade/shared/money/format-lkr';
import { isFarBelowTypical } from '@phonekade/shared/phones/fair-price';
import { useEffect, useState } from 'react';
import { useFairPrice } from '@/api/phones/get-fair-price.ts';
import { useT } from '@/lib/i18n/i18n.ts';

interface FairPriceWarningProps {
  brand: string;
  title: string;
  storage: string;
  /** The price as typed. */
  price: string;
}

/**
 * Under the price on the add and edit forms: the typical price of the model and storage being typed
 * and, when the typed price is under 60% of its median, a warning that buyers may take it for a
 * scam (docs/decisions/066-fair-price-band.md). Nothing is said without a band.
 */
export function FairPriceWarning({ brand, title, storage, price }: FairPriceWarningProps) {
  const t = useT();
  const [settled, setSettled] = useState({ brand, title: title.trim(), storage: storage.trim() });
  useEffect(() => {
    const timer = setTimeout(() => setSettled({ brand, title: title.trim(), storage: storage.trim() }), 500);
    return () => clearTimeout(timer);
  }, [brand, title, storage]);
  const band = useFairPrice(settled).data?.band;
  if (!band) return null;
  const typed = Number(price);
  const farBelow = price.trim() !== '' && Number.isFinite(typed) && typed > 0 && isFarBelowTypical(typed, band);
  return (
    <div className="space-y-2 sm:col-span-2">
      <p className="text-sm text-slate-600" data-testid="form-typical-price">
        {t('listings.typicalPrice', { low: formatLkr(band.low), high: formatLkr(band.high), count: band.count })}
      </p>
      {farBelow ? (
        <p
          role="alert"
          data-testid="price-far-below"
          className="rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900 ring-1 ring-amber-200"
        >
          {t('listings.priceFarBelow')}
        </p>
      ) : null}
    </div>
  );
}
