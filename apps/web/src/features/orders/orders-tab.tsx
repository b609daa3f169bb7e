import { isCourierType } from '@phonekade/shared/constants/couriers';
import type { OrderDto } from '@phonekade/shared/orders/order.types';
import { formatLkr } from '@phonekade/shared/money/format-lkr';
import { Button } from '@/components/ui/button.tsx';
import { useT } from '@/lib/i18n/i18n.ts';
import { useNavigation } from '@/lib/navigation/navigation.ts';
import { useMyOrders } from './api/get-my-orders.ts';
import { AlertBanner, EmptyList, ListHeader, Spinner } from './components/list-states.tsx';
import { AddressLines, DetailRow, OrderCard } from './components/order-card.tsx';
import { BuyerOrderActions } from './components/buyer-order-actions.tsx';
import { ReviewButton } from './components/review-button.tsx';
import { ordersFetchErrorText } from './orders-messages.ts';

// Each seller moves their own items, so an order from several sellers shows each item's status.
function hasSeveralSellers(order: OrderDto): boolean {
  return new Set(order.items.map((item) => item.seller.id)).size > 1;
}

/** The buyer's order history (the profile's Orders tab). */
export function OrdersTab() {
  const t = useT();
  const { navigate } = useNavigation();
  const orders = useMyOrders();

  return (
    <section>
      <ListHeader title={t('orders.orders.title')} subtitle={t('orders.orders.subtitle')} />
      {orders.isPending ? <Spinner label={t('orders.orders.loading')} /> : null}
      {orders.isError ? (
        <AlertBanner
          message={ordersFetchErrorText(orders.error, t)}
          retryLabel={t('common.actions.retry')}
          onRetry={() => void orders.refetch()}
        />
      ) : null}
      {orders.isSuccess && orders.data.length === 0 ? (
        <EmptyList
          title={t('orders.orders.empty')}
          note={t('orders.orders.emptyNote')}
          action={<Button onClick={() => navigate('phones')}>{t('orders.orders.browse')}</Button>}
        />
      ) : null}
      {orders.isSuccess && orders.data.length > 0 ? (
        <div className="space-y-4">
          {orders.data.map((order) => (
            <OrderCard
              key={order.id}
              order={order}
              totalLabel={t('orders.order.total')}
              showSeller
              showItemStatus={hasSeveralSellers(order)}
              actions={
                <>
                  <BuyerOrderActions order={order} />
                  <ReviewButton order={order} />
                </>
              }
              details={
                <div className="grid gap-2 sm:grid-cols-2">
                  {order.deliveryAddress ? (
                    <DetailRow label={t('orders.order.deliverTo')}>
                      <AddressLines address={order.deliveryAddress} />
                    </DetailRow>
                  ) : null}
                  <div>
                    {/* The fee stored with the order, which is what the buyer paid, not today's courier price. */}
                    {isCourierType(order.courierType) ? (
                      <DetailRow label={t('orders.order.courier')}>
                        {t(`orders.couriers.${order.courierType}`)} - {formatLkr(order.shippingCost)}
                      </DetailRow>
                    ) : null}
                    {order.paymentDetails ? (
                      <DetailRow label={t('orders.order.payment')}>
                        {order.paymentDetails.method === 'cod'
                          ? t('orders.payment.cashOnDelivery')
                          : t('orders.order.cardEnding', { last4: order.paymentDetails.cardLast4 ?? '' })}
                        <p className="text-slate-600" data-testid="payment-state">
                          {t(`orders.payment.state.${order.paymentDetails.status}`)}
                        </p>
                      </DetailRow>
                    ) : null}
                  </div>
                </div>
              }
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
