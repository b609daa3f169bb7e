import { useT } from '@/lib/i18n/i18n.ts';

const CONDITION_STYLES: Record<string, string> = {
  New: 'bg-sky-100 text-sky-800',
  Excellent: 'bg-emerald-100 text-emerald-800',
  'Very Good': 'bg-teal-100 text-teal-800',
  Good: 'bg-amber-100 text-amber-800',
  Fair: 'bg-orange-100 text-orange-800',
};

/** The condition as stored, in the current language ('Very Good' -> phone.conditions.Very Good). */
export function useConditionLabel() {
  const t = useT();
  return (condition: string) => {
    const key = `phone.conditions.${condition}`;
    const label = t(key);
    return label === key ? condition : label;
  };
}

/** A brand as stored, in the current language ('Other' is a word; brand names stay in Latin letters). */
export function useBrandLabel() {
  const t = useT();
  return (brand: string) => (brand === 'Other' ? t('phone.brandOther') : brand);
}

export function ConditionBadge({ condition }: { condition: string }) {
  const label = useConditionLabel();
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${CONDITION_STYLES[condition] ?? 'bg-slate-100 text-slate-700'}`}
    >
      {label(condition)}
    </span>
  );
}

/** A listing whose seller entered a valid IMEI; the number itself is never shown (docs/decisions/026-imei-check.md). */
export function ImeiBadge({ compact = false }: { compact?: boolean }) {
  const t = useT();
  return (
    <span
      title={t('phone.imeiCheckedHint')}
      className="inline-flex items-center gap-1 rounded-full bg-indigo-50 px-2.5 py-0.5 text-xs font-semibold text-indigo-700 ring-1 ring-indigo-200"
    >
      <svg viewBox="0 0 20 20" className="h-3.5 w-3.5" fill="currentColor" aria-hidden>
        <path d="M10 1.5 3 4.5v5c0 4.1 3 7.9 7 9 4-1.1 7-4.9 7-9v-5l-7-3Zm-1 12.1L5.6 10.2l1.4-1.4 2 2 4-4 1.4 1.4L9 13.6Z" />
      </svg>
      <span className={compact ? 'sr-only sm:not-sr-only' : ''}>{t('phone.imeiChecked')}</span>
    </span>
  );
}

/**
 * Priced at least 10% under the typical price of its model and storage; the server decides
 * (docs/decisions/066-fair-price-band.md).
 */
export function GoodDealBadge() {
  const t = useT();
  return (
    <span
      data-testid="good-deal"
      title={t('phone.goodDealHint')}
      className="inline-flex items-center rounded-full bg-lime-100 px-2.5 py-0.5 text-xs font-semibold text-lime-900 ring-1 ring-lime-300"
    >
      {t('phone.goodDeal')}
    </span>
  );
}

/** A SOLD ribbon across the corner of a sold approved listing. */
export function SoldRibbon() {
  const t = useT();
  return (
    <div className="pointer-events-none absolute inset-0 overflow-hidden" aria-hidden={false}>
      <span className="absolute top-5 -left-10 w-40 -rotate-45 bg-rose-600 py-1 text-center text-xs font-bold tracking-widest text-white shadow">
        {t('phone.sold')}
      </span>
    </div>
  );
}
