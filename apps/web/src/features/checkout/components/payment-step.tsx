import { formatCardholderName, formatCardNumber, formatCvv, formatExpiry } from '@phonekade/shared/orders/card-format';
import { DISPUTE_WINDOW_DAYS, type PaymentMethod } from '@phonekade/shared/orders/order-status';
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

/** Cash on delivery for this cart: offered, refused by some sellers (named), or still being checked. */
export type CashOnDeliveryOffer = { available: true } | { available: false; refusing: string[] } | null;

/**
 * Card or cash on delivery (docs/decisions/072-cash-on-delivery-and-held-payments.md). Cash is offered
 * only when every seller of the cart takes it; otherwise the option says who does not.
 */
function PaymentMethodChoice({
  method,
  onMethodChange,
  cashOnDelivery,
}: {
  method: PaymentMethod;
  onMethodChange: (method: PaymentMethod) => void;
  cashOnDelivery: CashOnDeliveryOffer;
}) {
  const t = useT();
  const options: { value: PaymentMethod; label: string; hint: string; disabled: boolean }[] = [
    {
      value: 'card',
      label: t('checkout.payment.method.card'),
      hint: t('checkout.payment.method.cardHint', { days: DISPUTE_WINDOW_DAYS }),
      disabled: false,
    },
    {
      value: 'cod',
      label: t('checkout.payment.method.cod'),
      hint:
        cashOnDelivery === null
          ? t('checkout.payment.method.codChecking')
          : cashOnDelivery.available
            ? t('checkout.payment.method.codHint')
            : t('checkout.payment.method.codRefused', { sellers: cashOnDelivery.refusing.join(', ') }),
      disabled: cashOnDelivery?.available !== true,
    },
  ];
  return (
    <Section title={t('checkout.payment.method.title')}>
      <div role="radiogroup" aria-label={t('checkout.payment.method.title')} className="grid gap-3 sm:grid-cols-2">
        {options.map((option) => {
          const selected = option.value === method;
          return (
            <label
              key={option.value}
              className={`flex items-start gap-3 rounded-xl border p-4 transition-colors ${
                option.disabled
                  ? 'cursor-not-allowed border-slate-200 bg-slate-50 text-slate-500'
                  : selected
                    ? 'cursor-pointer border-emerald-600 bg-emerald-50 ring-1 ring-emerald-600'
                    : 'cursor-pointer border-slate-300 bg-white hover:border-slate-400'
              }`}
            >
              <input
                type="radio"
                name="paymentMethod"
                value={option.value}
                checked={selected}
                disabled={option.disabled}
                onChange={() => onMethodChange(option.value)}
                className="mt-1 h-4 w-4 accent-emerald-700"
              />
              <span className="flex-1">
                <span className="block font-semibold text-slate-900">{option.label}</span>
                <span className="mt-0.5 block text-sm text-slate-600">{option.hint}</span>
              </span>
            </label>
          );
        })}
      </div>
    </Section>
  );
}

/** Step 2: how to pay, then the card form when paying by card. */
export function PaymentStep({
  form,
  errors,
  onChange,
  method,
  onMethodChange,
  cashOnDelivery,
}: {
  form: CardForm;
  errors: FieldErrors;
  onChange: (field: keyof CardForm, value: string) => void;
  method: PaymentMethod;
  onMethodChange: (method: PaymentMethod) => void;
  cashOnDelivery: CashOnDeliveryOffer;
}) {
  const t = useT();
  const choice = (
    <PaymentMethodChoice method={method} onMethodChange={onMethodChange} cashOnDelivery={cashOnDelivery} />
  );
  if (method === 'cod') return <div className="space-y-6">{choice}</div>;
  const field = (name: keyof CardForm, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      label={t(`checkout.payment.${name}`)}
      name={name}
      value={form[name]}
      error={errors[name]}
      onChange={(event) => onChange(name, FORMATTERS[name](event.currentTarget.value))}
      {...extra}
    />
  );
  return (
    <div className="space-y-6">
      {choice}
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
