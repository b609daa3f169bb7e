import { DISPUTE_WINDOW_DAYS, type PaymentMethod } from '@phonekade/shared/orders/order-status';
import type { CourierType } from '@phonekade/shared/constants/couriers';
import { formatLkr } from '@phonekade/shared/money/format-lkr';
import { Button } from '@/components/ui/button.tsx';
import { useT } from '@/lib/i18n/i18n.ts';
import { useNavigation } from '@/lib/navigation/navigation.ts';

export interface PlacedOrder {
  orderNumber: string;
  /** 'PK-7F3K-4A', the number to read out to the seller or support. */
  shortNumber: string;
  method: PaymentMethod;
  email: string;
  courierType: CourierType;
  total: number;
}

/** The order number, the e-mail notice, 'What happens next', and where to go from here. */
export function OrderPlaced({ order }: { order: PlacedOrder }) {
  const t = useT();
  const { navigate } = useNavigation();
  const courier = t(`checkout.couriers.${order.courierType}`);
  const steps = [
    order.method === 'cod'
      ? t('checkout.success.nextCashOnDelivery')
      : t('checkout.success.nextHeld', { days: DISPUTE_WINDOW_DAYS }),
    t('checkout.success.nextEmail'),
    t('checkout.success.nextContact'),
    t('checkout.success.nextDispatch', { courier }),
    t('checkout.success.nextDelivery', { time: t(`checkout.couriers.${order.courierType}Time`) }),
  ];
  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-8 sm:py-12">
      <div className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
        <div className="bg-gradient-to-br from-emerald-600 to-teal-600 px-6 py-8 text-center text-white">
          <span
            aria-hidden
            className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-white/20 text-3xl"
          >
            ✓
          </span>
          <h1 className="mt-4 text-2xl font-bold sm:text-3xl">{t('checkout.success.title')}</h1>
          <p className="mt-1 text-emerald-50">{t('checkout.success.thanks')}</p>
        </div>
        <div className="space-y-6 px-6 py-6">
          <div className="grid gap-3 rounded-xl bg-slate-50 p-4 sm:grid-cols-2">
            <div>
              <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
                {t('checkout.success.orderNumber')}
              </p>
              <p className="mt-1 font-mono text-base font-semibold break-all text-slate-900" data-testid="order-number">
                {order.orderNumber}
              </p>
              <p className="mt-1 text-sm text-slate-700">
                {t('checkout.success.shortNumber')}{' '}
                <span className="font-mono font-semibold" data-testid="short-order-number">
                  {order.shortNumber}
                </span>
              </p>
            </div>
            <div className="sm:text-right">
              <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
                {t('checkout.success.total')}
              </p>
              <p className="mt-1 text-base font-semibold text-emerald-800">{formatLkr(order.total)}</p>
            </div>
          </div>
          <p className="flex items-start gap-2 rounded-lg bg-blue-50 p-3 text-sm text-blue-900">
            <svg
              viewBox="0 0 24 24"
              className="mt-0.5 h-4 w-4 shrink-0"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden
            >
              <rect x="3" y="5" width="18" height="14" rx="2" />
              <path d="m3 7 9 6 9-6" />
            </svg>
            {t('checkout.success.emailNotice', { email: order.email })}
          </p>
          <div>
            <h2 className="text-lg font-semibold text-slate-900">{t('checkout.success.nextTitle')}</h2>
            <ol className="mt-3 space-y-3">
              {steps.map((step, index) => (
                <li key={step} className="flex items-start gap-3 text-sm text-slate-700">
                  <span className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-xs font-bold text-emerald-800">
                    {index + 1}
                  </span>
                  <span className="pt-0.5">{step}</span>
                </li>
              ))}
            </ol>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button size="lg" className="flex-1" onClick={() => navigate('profile', { tab: 'orders' })}>
              {t('checkout.success.viewOrders')}
            </Button>
            <Button size="lg" variant="secondary" className="flex-1" onClick={() => navigate('phones')}>
              {t('checkout.success.continueShopping')}
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
