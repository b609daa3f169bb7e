import { deliveryFromFee } from '@phonekade/shared/constants/couriers';
import { formatLkr } from '@phonekade/shared/money/format-lkr';
import { useT } from '@/lib/i18n/i18n.ts';

interface OrderSummaryProps {
  subtotal: number;
  count: number;
  signedIn: boolean;
  onCheckout: () => void;
  onContinue: () => void;
}

/**
 * Subtotal, what delivery costs at least (the courier is chosen and charged at checkout,
 * docs/decisions/067-delivery-told-truthfully.md), total of the phones, and the way to checkout.
 */
export function OrderSummary({ subtotal, count, signedIn, onCheckout, onContinue }: OrderSummaryProps) {
  const t = useT();
  return (
    <aside
      className="h-fit rounded-2xl border border-slate-200 bg-white p-5 shadow-sm lg:sticky lg:top-20"
      aria-labelledby="order-summary-title"
    >
      <h2 id="order-summary-title" className="text-lg font-semibold text-slate-900">
        {t('cart.summary.title')}
      </h2>
      <dl className="mt-4 space-y-3 text-sm">
        <div className="flex justify-between">
          <dt className="text-slate-600">{t('cart.summary.subtotal', { count })}</dt>
          <dd className="font-medium text-slate-900" data-testid="cart-subtotal">
            {formatLkr(subtotal)}
          </dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-slate-600">{t('cart.summary.delivery')}</dt>
          <dd className="text-right font-medium text-slate-700" data-testid="cart-delivery">
            {t('cart.summary.deliveryFrom', { fee: formatLkr(deliveryFromFee()) })}
          </dd>
        </div>
        <div className="flex justify-between border-t border-slate-200 pt-3 text-base">
          <dt className="font-semibold text-slate-900">{t('cart.summary.total')}</dt>
          <dd className="font-bold text-emerald-700" data-testid="cart-total">
            {formatLkr(subtotal)}
          </dd>
        </div>
      </dl>
      <button
        type="button"
        onClick={onCheckout}
        data-testid="checkout-button"
        className="mt-5 w-full rounded-xl bg-emerald-700 px-4 py-3 font-semibold text-white shadow-sm hover:bg-emerald-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600"
      >
        {signedIn ? t('cart.summary.checkout') : t('cart.summary.signInToCheckout')}
      </button>
      {signedIn ? null : <p className="mt-3 text-center text-xs text-slate-500">{t('cart.summary.signInNote')}</p>}
      <button
        type="button"
        onClick={onContinue}
        className="mt-3 w-full rounded-xl border border-slate-300 px-4 py-2.5 text-sm font-medium text-slate-700 hover:bg-slate-50"
      >
        {t('cart.summary.continue')}
      </button>
    </aside>
  );
}
