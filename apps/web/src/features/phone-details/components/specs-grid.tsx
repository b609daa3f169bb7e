import { LISTING_SPEC_KEYS } from '@phonekade/shared/constants/catalog';
import type { PhoneSpecs } from '@phonekade/shared/phones/phone.types';
import { useT } from '@/lib/i18n/i18n.ts';

/** The technical specifications, leaving out empty and 'Not specified' values. */
export function SpecsGrid({ specs }: { specs: PhoneSpecs | null | undefined }) {
  const t = useT();
  const rows = LISTING_SPEC_KEYS.map((key) => ({ key, value: specs?.[key]?.trim() ?? '' })).filter(
    (row) => row.value && row.value.toLowerCase() !== 'not specified',
  );
  if (rows.length === 0) return null;
  return (
    <section
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      aria-labelledby="specs-heading"
    >
      <h2 id="specs-heading" className="text-lg font-semibold text-slate-900">
        {t('details.specs.title')}
      </h2>
      <dl className="mt-4 grid gap-3 sm:grid-cols-2" data-testid="specs-grid">
        {rows.map((row) => (
          <div key={row.key} className="rounded-xl bg-slate-50 px-4 py-3">
            <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">
              {t(`phone.specs.${row.key}`)}
            </dt>
            <dd className="mt-0.5 font-semibold break-words text-slate-900">{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
