import type { OrderStatus } from '@phonekade/shared/constants/catalog';
import type { SaleDto } from '@phonekade/shared/orders/order.types';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/form-field.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import { toast } from '@/lib/toast.ts';
import { useMySales } from './api/get-my-sales.ts';
import { useUpdateOrderStatus } from './api/update-order-status.ts';
import { CashOnDeliverySwitch } from './components/cash-on-delivery-switch.tsx';
import { EmptyList, ListHeader, Spinner } from './components/list-states.tsx';
import { AddressLines, DetailRow, OrderCard } from './components/order-card.tsx';

// The next step forward is offered as the main button; skipping ahead stays possible through the API.
function nextForward(sale: SaleDto): OrderStatus | undefined {
  return sale.nextStatuses?.find((status) => status !== 'cancelled');
}

function SaleActions({ sale }: { sale: SaleDto }) {
  const t = useT();
  const update = useUpdateOrderStatus();
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [dispatching, setDispatching] = useState(false);
  const [trackingNumber, setTrackingNumber] = useState('');
  const forward = nextForward(sale);
  const canCancel = sale.nextStatuses?.includes('cancelled') ?? false;
  if (!forward && !canCancel) return null;

  const move = (status: OrderStatus, tracking?: string) =>
    update.mutate(
      { orderId: sale.id, status, trackingNumber: tracking },
      {
        onSuccess: () => {
          toast.success(t('orders.actions.updated'), 3000);
          setDispatching(false);
        },
        onError: (error) => toast.error(errorMessage(error)),
        onSettled: () => setConfirmingCancel(false),
      },
    );
  // A cash order is delivered and paid in one step (docs/decisions/072-cash-on-delivery-and-held-payments.md).
  const forwardLabel = (status: OrderStatus) =>
    status === 'delivered' && sale.payment.method === 'cod'
      ? t('orders.actions.deliveredCash')
      : t(`orders.actions.${status}`);

  return (
    <>
      {forward ? (
        <Button
          onClick={() => (forward === 'dispatched' ? setDispatching(true) : move(forward))}
          disabled={update.isPending}
        >
          {update.isPending ? t('orders.actions.updating') : forwardLabel(forward)}
        </Button>
      ) : null}
      {canCancel ? (
        <Button
          variant="secondary"
          className="text-red-700"
          onClick={() => setConfirmingCancel(true)}
          disabled={update.isPending}
        >
          {t('orders.actions.cancelled')}
        </Button>
      ) : null}
      <Modal
        open={dispatching}
        title={t('orders.dispatch.title')}
        onClose={() => setDispatching(false)}
        footer={
          <>
            <Button variant="secondary" onClick={() => move('delivered')} disabled={update.isPending}>
              {forwardLabel('delivered')} ({t('orders.dispatch.meetUp')})
            </Button>
            <Button onClick={() => move('dispatched', trackingNumber)} disabled={update.isPending}>
              {t('orders.actions.dispatched')}
            </Button>
          </>
        }
      >
        <div className="space-y-3">
          <p className="text-sm text-slate-700">{t('orders.dispatch.text')}</p>
          <TextField
            label={t('orders.dispatch.trackingNumber')}
            name="trackingNumber"
            value={trackingNumber}
            autoComplete="off"
            onChange={(event) => setTrackingNumber(event.currentTarget.value)}
          />
        </div>
      </Modal>
      <Modal
        open={confirmingCancel}
        title={t('orders.actions.cancelTitle')}
        onClose={() => setConfirmingCancel(false)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirmingCancel(false)}>
              {t('orders.actions.keep')}
            </Button>
            <Button variant="danger" onClick={() => move('cancelled')} disabled={update.isPending}>
              {t('orders.actions.confirmCancel')}
            </Button>
          </>
        }
      >
        <p className="text-sm text-slate-700">{t('orders.actions.cancelText')}</p>
      </Modal>
    </>
  );
}

/** The seller's sales (the profile's Sales tab): their items of each order, the buyer, the status controls. */
export function SalesTab() {
  const t = useT();
  const sales = useMySales();
  // A failed sales fetch degrades to empty data: the rest of the profile still works.
  const list = sales.isError ? [] : (sales.data ?? []);

  return (
    <section>
      <ListHeader title={t('orders.sales.title')} subtitle={t('orders.sales.subtitle')} />
      <CashOnDeliverySwitch />
      {sales.isPending ? <Spinner label={t('orders.sales.loading')} /> : null}
      {!sales.isPending && list.length === 0 ? (
        <EmptyList title={t('orders.sales.empty')} note={t('orders.sales.emptyNote')} />
      ) : null}
      {list.length > 0 ? (
        <div className="space-y-4">
          {list.map((sale) => (
            <OrderCard
              key={sale.id}
              order={sale}
              totalLabel={t('orders.order.yourTotal')}
              details={
                <div className="grid gap-2 sm:grid-cols-2">
                  <DetailRow label={t('orders.order.buyer')}>
                    <p className="font-medium text-slate-900">{sale.buyer?.name}</p>
                    <p>{sale.buyer?.email}</p>
                    {sale.buyer?.phone ? <p>{sale.buyer.phone}</p> : null}
                  </DetailRow>
                  <DetailRow label={t('orders.order.payment')}>
                    {sale.payment.method === 'cod' ? t('orders.payment.cashOnDelivery') : t('orders.payment.card')}
                    <p className="text-slate-600">{t(`orders.payment.state.${sale.payment.status}`)}</p>
                    {sale.disputeStatus ? (
                      <p className="text-slate-700">{t(`orders.dispute.status.${sale.disputeStatus}`)}</p>
                    ) : null}
                  </DetailRow>
                  {sale.deliveryAddress ? (
                    <DetailRow label={t('orders.order.deliverTo')}>
                      <AddressLines address={sale.deliveryAddress} />
                      <p className="mt-1 text-slate-600">{t(`orders.couriers.${sale.courierType}`)}</p>
                    </DetailRow>
                  ) : null}
                </div>
              }
              actions={<SaleActions sale={sale} />}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
