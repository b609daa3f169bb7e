import { useT } from '@/lib/i18n/i18n.ts';
import { STEP_COUNT, type Step } from '../checkout-form.ts';

const STEP_KEYS = ['checkout.steps.delivery', 'checkout.steps.payment', 'checkout.steps.confirm'] as const;

/** Checkout steps: Delivery, Payment, Confirm. */
export function StepIndicator({ step }: { step: Step }) {
  const t = useT();
  return (
    <nav aria-label={t('checkout.steps.label')}>
      <p className="sr-only">{t('checkout.steps.stepOf', { current: step, total: STEP_COUNT })}</p>
      <ol className="flex items-center gap-2 sm:gap-3">
        {STEP_KEYS.map((key, index) => {
          const number = (index + 1) as Step;
          const done = number < step;
          const current = number === step;
          return (
            <li
              key={key}
              className="flex min-w-0 flex-1 items-center gap-2 sm:gap-3"
              aria-current={current ? 'step' : undefined}
            >
              <span
                className={`flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold ${
                  done
                    ? 'bg-emerald-600 text-white'
                    : current
                      ? 'bg-emerald-700 text-white ring-4 ring-emerald-100'
                      : 'bg-slate-200 text-slate-600'
                }`}
              >
                {done ? '✓' : number}
              </span>
              <span
                className={`min-w-0 text-sm leading-tight font-medium ${current ? 'text-slate-900' : 'text-slate-500'}`}
              >
                {t(key)}
              </span>
              {number < STEP_COUNT ? (
                <span aria-hidden className={`h-0.5 flex-1 rounded ${done ? 'bg-emerald-500' : 'bg-slate-200'}`} />
              ) : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
