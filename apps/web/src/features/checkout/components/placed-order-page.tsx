import { AlertBanner } from '@/components/ui/alert-banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { ApiError, errorMessage } from '@/lib/api-client.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import { useNavigation } from '@/lib/navigation/navigation.ts';
import { useOrder } from '../api/get-order.ts';
import { OrderPlaced } from './order-placed.tsx';

/**
 * The order-placed page opened by its address (`/checkout?order=<id>`): the order is read from the
 * server, so a reload or a shared link shows it again. An id that is not the reader's own order (or
 * not an order at all) is a plain not-found (docs/decisions/077-sign-in-returns-to-the-action.md).
 */
export function PlacedOrderPage({ orderId }: { orderId: string }) {
  const t = useT();
  const { navigate } = useNavigation();
  const order = useOrder(orderId);

  if (order.isPending) return <Spinner label={t('checkout.placedOrder.loading')} />;
  if (order.isError) {
    const missing = order.error instanceof ApiError && (order.error.status === 404 || order.error.status === 400);
    if (!missing) {
      return (
        <div className="mx-auto max-w-3xl px-4 py-8">
          <AlertBanner
            message={t('checkout.placedOrder.failed', { reason: errorMessage(order.error) })}
            retryLabel={t('common.actions.retry')}
            onRetry={() => void order.refetch()}
          />
        </div>
      );
    }
    return (
      <section className="mx-auto w-full max-w-2xl px-4 py-12 text-center" data-testid="order-not-found">
        <h1 className="text-2xl font-bold text-slate-900">{t('checkout.placedOrder.title')}</h1>
        <p className="mt-2 text-slate-600">{t('checkout.placedOrder.message')}</p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Button size="lg" onClick={() => navigate('profile', { tab: 'orders' })}>
            {t('checkout.success.viewOrders')}
          </Button>
          <Button size="lg" variant="secondary" onClick={() => navigate('phones')}>
            {t('checkout.success.continueShopping')}
          </Button>
        </div>
      </section>
    );
  }
  const { data } = order;
  return (
    <OrderPlaced
      order={{
        orderNumber: data.orderNumber,
        shortNumber: data.shortNumber,
        method: data.paymentDetails.method,
        email: data.deliveryAddress.email,
        courierType: data.courierType,
        total: data.totalAmount,
      }}
    />
  );
}
