import { formatCardholderName, formatCardNumber, formatCvv, formatExpiry } from '@phonekade/shared/orders/card-format';
import { TextField } from '@/components/ui/form-field.tsx';
import { useT } from '@/lib/i18n/i18n.ts';
import type { CardForm, FieldErrors } from '../checkout-form.ts';
import { Section } from './section.tsx';

const TEST_CARDS = [
  { number: '4242 4242 4242 4242', outcome: 'checkout.payment.sandboxApproves' },
  { number: '4000 0000 0000 0002', outcome: 'checkout.payment.sandboxDeclines' },
  { number: '4000 0000 0000 9995', outcome: 'checkout.payment.sandboxInsufficient' },
] as const;

// Card input formatting, applied as the buyer types.
const FORMATTERS: Record<keyof CardForm, (value: string) => string> = {
  cardNumber: formatCardNumber,
  expiryDate: formatExpiry,
  cvv: formatCvv,
  cardholderName: formatCardholderName,
};

/** The sandbox notice: test cards, and never a real one (docs/decisions/010-sandbox-card-gateway.md). */
export function SandboxNotice() {
  const t = useT();
  return (
    <aside
      className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
      aria-label={t('checkout.payment.sandboxTitle')}
    >
      <p className="font-semibold">{t('checkout.payment.sandboxTitle')}</p>
      <p className="mt-1">{t('checkout.payment.sandboxIntro')}</p>
      <ul className="mt-2 space-y-1">
        {TEST_CARDS.map((card) => (
          <li key={card.number} className="flex flex-wrap items-center gap-x-2">
            <code className="rounded bg-white/70 px-1.5 py-0.5 font-mono text-[13px] tracking-wide">{card.number}</code>
            <span>- {t(card.outcome)}</span>
          </li>
        ))}
      </ul>
      <p className="mt-2 font-semibold">{t('checkout.payment.sandboxWarning')}</p>
    </aside>
  );
}

/** Step 2: the card form. */
export function PaymentStep({
  form,
  errors,
  onChange,
}: {
  form: CardForm;
  errors: FieldErrors;
  onChange: (field: keyof CardForm, value: string) => void;
}) {
  const t = useT();
  const field = (name: keyof CardForm, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      label={t(`checkout.payment.${name}`)}
      name={name}
      value={form[name]}
      error={errors[name]}
      onChange={(event) => onChange(name, FORMATTERS[name](event.target.value))}
      {...extra}
    />
  );
  return (
    <div className="space-y-6">
      <SandboxNotice />
      <Section title={t('checkout.payment.title')}>
        <div className="grid grid-cols-2 gap-4">
          {field('cardNumber', {
            inputMode: 'numeric',
            autoComplete: 'cc-number',
            placeholder: '4242 4242 4242 4242',
            className: 'col-span-2',
          })}
          {field('expiryDate', {
            inputMode: 'numeric',
            autoComplete: 'cc-exp',
            placeholder: t('checkout.payment.expiryPlaceholder'),
          })}
          {field('cvv', { inputMode: 'numeric', autoComplete: 'cc-csc', placeholder: '123' })}
          {field('cardholderName', { autoComplete: 'cc-name', className: 'col-span-2' })}
        </div>
        <p className="flex items-center gap-2 text-xs text-slate-500">
          <svg viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
            <rect x="4" y="11" width="16" height="10" rx="2" />
            <path d="M8 11V7a4 4 0 0 1 8 0v4" />
          </svg>
          {t('checkout.payment.secure')}
        </p>
      </Section>
    </div>
  );
}
