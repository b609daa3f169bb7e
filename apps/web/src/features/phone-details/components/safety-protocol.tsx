import { Icon } from '@/components/phone/icons.tsx';
import { useT } from '@/lib/i18n/i18n.ts';

const RULES = ['publicPlaces', 'testFirst', 'verifyImei', 'securePayments'] as const;

/** The detail page's safety protocol. */
export function SafetyProtocol() {
  const t = useT();
  return (
    <section className="rounded-2xl border border-amber-200 bg-amber-50 p-5 sm:p-6" aria-labelledby="safety-heading">
      <h2 id="safety-heading" className="flex items-center gap-2 text-lg font-semibold text-amber-900">
        <Icon name="shield" className="h-5 w-5" /> {t('details.safety.title')}
      </h2>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2">
        {RULES.map((rule) => (
          <li key={rule} className="flex items-start gap-2 text-sm text-amber-900">
            <span
              className="mt-0.5 flex h-5 w-5 shrink-0 items-center justify-center rounded-full bg-amber-200 text-xs font-bold"
              aria-hidden
            >
              ✓
            </span>
            {t(`details.safety.${rule}`)}
          </li>
        ))}
      </ul>
    </section>
  );
}
