import { DISPUTE_REASONS, type DisputeReason } from '@phonekade/shared/orders/dispute';
import type { OrderDto } from '@phonekade/shared/orders/order.types';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { SelectField, TextAreaField } from '@/components/ui/form-field.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { formatDate } from '@/lib/i18n/format-date.ts';
import { languageStore, useT } from '@/lib/i18n/i18n.ts';
import { toast } from '@/lib/toast.ts';
import { useCancelOrder } from '../api/cancel-order.ts';
import { useConfirmReceipt } from '../api/confirm-receipt.ts';
import { useOpenDispute } from '../api/open-dispute.ts';

type Dialog = 'cancel' | 'confirm' | 'dispute' | null;

/**
 * What the buyer may do with an order now (docs/decisions/073-disputes-cancellation-and-tracking.md):
 * cancel before dispatch, confirm receipt of a delivered card order, or report a problem within the window.
 */
export function BuyerOrderActions({ order }: { order: OrderDto }) {
  const t = useT();
  const language = languageStore.use();
  const cancel = useCancelOrder();
  const confirm = useConfirmReceipt();
  const dispute = useOpenDispute();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [reason, setReason] = useState<DisputeReason>('not_as_described');
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | undefined>();
  // An answer from before these actions existed offers none.
  const actions = order.actions ?? { cancel: false, confirmReceipt: false, dispute: false };
  const close = () => setDialog(null);
  const done = (message: string) => {
    toast.success(message, 4000);
    close();
  };
  const failed = (error: unknown) => toast.error(errorMessage(error));

  const submitDispute = () => {
    if (!note.trim()) {
      setNoteError(t('orders.dispute.noteRequired'));
      return;
    }
    dispute.mutate(
      { orderId: order.id, input: { reason, note: note.trim() } },
      { onSuccess: () => done(t('orders.dispute.sent')), onError: failed },
    );
  };

  return (
    <>
      {order.disputeUntil && actions.dispute ? (
        <p className="w-full text-sm text-slate-600">
          {t('orders.payment.heldUntil', { date: formatDate(order.disputeUntil, language) })}
        </p>
      ) : null}
      {order.dispute ? (
        <p className="w-full text-sm text-slate-700" data-testid="dispute-status">
          {t(`orders.dispute.status.${order.dispute.status}`)}
          {order.dispute.resolutionNote ? ` — ${order.dispute.resolutionNote}` : ''}
        </p>
      ) : null}
      {actions.confirmReceipt ? (
        <Button onClick={() => setDialog('confirm')} disabled={confirm.isPending}>
          {t('orders.buyerActions.confirmReceipt')}
        </Button>
      ) : null}
      {actions.dispute ? (
        <Button variant="secondary" onClick={() => setDialog('dispute')}>
          {t('orders.buyerActions.reportProblem')}
        </Button>
      ) : null}
      {actions.cancel ? (
        <Button variant="secondary" className="text-red-700" onClick={() => setDialog('cancel')}>
          {t('orders.buyerActions.cancel')}
        </Button>
      ) : null}

      <Modal
        open={dialog === 'cancel'}
        title={t('orders.buyerActions.cancelTitle')}
        onClose={close}
        footer={
          <>
            <Button variant="secondary" onClick={close}>
              {t('orders.actions.keep')}
            </Button>
            <Button
              variant="danger"
              disabled={cancel.isPending}
              onClick={() =>
                cancel.mutate(order.id, { onSuccess: () => done(t('orders.buyerActions.cancelled')), onError: failed })
              }
            >
              {t('orders.buyerActions.confirmCancel')}
            </Button>
          </>
        }
      >
        <p className="text-sm text-slate-700">{t('orders.buyerActions.cancelText')}</p>
      </Modal>

      <Modal
        open={dialog === 'confirm'}
        title={t('orders.buyerActions.confirmTitle')}
        onClose={close}
        footer={
          <>
            <Button variant="secondary" onClick={close}>
              {t('orders.buyerActions.notYet')}
            </Button>
            <Button
              disabled={confirm.isPending}
              onClick={() =>
                confirm.mutate(order.id, { onSuccess: () => done(t('orders.buyerActions.released')), onError: failed })
              }
            >
              {t('orders.buyerActions.confirmReceipt')}
            </Button>
          </>
        }
      >
        <p className="text-sm text-slate-700">{t('orders.buyerActions.confirmText')}</p>
      </Modal>

      <Modal
        open={dialog === 'dispute'}
        title={t('orders.dispute.title')}
        onClose={close}
        footer={
          <>
            <Button variant="secondary" onClick={close}>
              {t('orders.actions.keep')}
            </Button>
            <Button disabled={dispute.isPending} onClick={submitDispute}>
              {t('orders.dispute.send')}
            </Button>
          </>
        }
      >
        <div className="space-y-4">
          <p className="text-sm text-slate-700">{t('orders.dispute.intro')}</p>
          <SelectField
            label={t('orders.dispute.reason')}
            name="disputeReason"
            value={reason}
            onChange={(event) => setReason(event.target.value as DisputeReason)}
          >
            {DISPUTE_REASONS.map((value) => (
              <option key={value} value={value}>
                {t(`orders.dispute.reasons.${value}`)}
              </option>
            ))}
          </SelectField>
          <TextAreaField
            label={t('orders.dispute.note')}
            name="disputeNote"
            value={note}
            error={noteError}
            maxLength={1000}
            rows={4}
            onChange={(event) => {
              setNote(event.target.value);
              setNoteError(undefined);
            }}
          />
        </div>
      </Modal>
    </>
  );
}
