import { formatLkr } from '@phonekade/shared/money/format-lkr';
import { useEffect, useState } from 'react';
import { usePriceGuide } from '@/api/phones/get-price-guide.ts';
import { useT } from '@/lib/i18n/i18n.ts';

/** While a seller types the title, the price band of that model's listings (docs/decisions/028-price-guide.md). */
export function PriceGuideHint({ title }: { title: string }) {
  const t = useT();
  const [settled, setSettled] = useState(title.trim());
  useEffect(() => {
    const timer = setTimeout(() => setSettled(title.trim()), 500);
    return () => clearTimeout(timer);
  }, [title]);
  const guide = usePriceGuide(settled);
  const band = guide.data;
  // A guess from too few listings would mislead more than help: say nothing then.
  if (!band || band.low === null || band.high === null || band.median === null) return null;
  return (
    <p
      className="rounded-lg bg-sky-50 px-3 py-2 text-sm text-sky-900 ring-1 ring-sky-100 sm:col-span-2"
      data-testid="price-guide"
    >
      {t('listings.priceGuide', {
        model: band.model,
        low: formatLkr(band.low),
        high: formatLkr(band.high),
        median: formatLkr(band.median),
        count: band.count,
      })}
    </p>
  );
}
