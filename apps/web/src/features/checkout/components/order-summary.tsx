import type { CartItemDto } from '@phonekade/shared/cart/cart.types';
import { formatLkr } from '@phonekade/shared/money/format-lkr';
import type { OrderTotals } from '@phonekade/shared/orders/order-totals';
import { imageUrl } from '@/lib/api-client.ts';
import { useT } from '@/lib/i18n/i18n.ts';

/** The items and the checkout total: subtotal plus the courier's fee. */
export function OrderSummary({ items, totals }: { items: readonly CartItemDto[]; totals: OrderTotals }) {
  const t = useT();
  const count = items.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <section
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
      aria-label={t('checkout.summary.title')}
    >
      <div className="flex items-baseline justify-between">
        <h2 className="text-lg font-semibold text-slate-900">{t('checkout.summary.title')}</h2>
        <span className="text-sm text-slate-500">{t('checkout.summary.items', { count })}</span>
      </div>
      <ul className="mt-4 divide-y divide-slate-100">
        {items.map((item) => (
          <li key={item.id} className="flex items-center gap-3 py-3">
            <img
              src={imageUrl(item.image ?? item.images[0])}
              alt=""
              className="h-14 w-14 shrink-0 rounded-lg bg-slate-100 object-cover"
            />
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium text-slate-900">{item.title}</p>
              <p className="text-xs text-slate-500">{t('checkout.summary.quantity', { quantity: item.quantity })}</p>
            </div>
            <p className="text-sm font-semibold whitespace-nowrap text-slate-900">
              {formatLkr(item.price * item.quantity)}
            </p>
          </li>
        ))}
      </ul>
      <dl className="mt-2 space-y-2 border-t border-slate-200 pt-4 text-sm">
        <div className="flex justify-between">
          <dt className="text-slate-600">{t('checkout.summary.subtotal')}</dt>
          <dd className="font-medium text-slate-900">{formatLkr(totals.subtotal)}</dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-slate-600">{t('checkout.summary.shipping')}</dt>
          <dd className="font-medium text-slate-900">{formatLkr(totals.shippingCost)}</dd>
        </div>
        <div className="flex justify-between border-t border-slate-200 pt-3 text-base">
          <dt className="font-semibold text-slate-900">{t('checkout.summary.total')}</dt>
          <dd className="font-bold text-emerald-800" data-testid="checkout-total">
            {formatLkr(totals.total)}
          </dd>
        </div>
      </dl>
    </section>
  );
}
