import { DISPUTE_REASONS, type DisputeReason } from '@phonekade/shared/orders/dispute';
import type { OrderDto } from '@phonekade/shared/orders/order.types';
import { photoFieldIndex } from '@phonekade/shared/phones/phone.schemas';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { SelectField, TextAreaField } from '@/components/ui/form-field.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { ApiError, errorMessage } from '@/lib/api-client.ts';
import { focusFirstError } from '@/lib/focus-first-error.ts';
import { formatDate } from '@/lib/i18n/format-date.ts';
import { languageStore, localizeApiText, useT } from '@/lib/i18n/i18n.ts';
import { toast } from '@/lib/toast.ts';
import { useCancelOrder } from '../api/cancel-order.ts';
import { useConfirmReceipt } from '../api/confirm-receipt.ts';
import { useOpenDispute } from '../api/open-dispute.ts';
import { DisputePhotosField, pickDisputePhotos, type DisputePhoto } from './dispute-photos-field.tsx';

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
  const [photos, setPhotos] = useState<DisputePhoto[]>([]);
  const [refused, setRefused] = useState<string[]>([]);
  const disputeForm = useRef<HTMLDivElement>(null);
  // An answer from before these actions existed offers none.
  const actions = order.actions ?? { cancel: false, confirmReceipt: false, dispute: false };
  const close = () => setDialog(null);
  const done = (message: string) => {
    toast.success(message, 4000);
    close();
  };
  const failed = (error: unknown) => toast.error(errorMessage(error));

  // A refused send shows why beside the field or photo, and focuses the first (after it is drawn).
  const showErrors = () => requestAnimationFrame(() => focusFirstError(disputeForm.current));
  const submitDispute = () => {
    if (!note.trim() || photos.some((photo) => photo.problem)) {
      if (!note.trim()) setNoteError(t('orders.dispute.noteRequired'));
      showErrors();
      return;
    }
    dispute.mutate(
      { orderId: order.id, input: { reason, note: note.trim() }, photos: photos.map((photo) => photo.file) },
      {
        onSuccess: () => {
          setPhotos([]);
          done(t('orders.dispute.sent'));
        },
        onError: (error) => {
          if (!(error instanceof ApiError && error.details)) return failed(error);
          const details = error.details;
          setPhotos((current) =>
            current.map((photo, index) => ({ ...photo, problem: details[`images.${index}`] ?? photo.problem })),
          );
          if (details.note) setNoteError(localizeApiText(details.note));
          if (details.images && !Object.keys(details).some((key) => photoFieldIndex(key) !== null)) {
            setRefused([localizeApiText(details.images)]);
          }
          showErrors();
        },
      },
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
        <div className="space-y-4" ref={disputeForm}>
          <p className="text-sm text-slate-700">{t('orders.dispute.intro')}</p>
          <SelectField
            label={t('orders.dispute.reason')}
            name="disputeReason"
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value as DisputeReason)}
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
              setNote(event.currentTarget.value);
              setNoteError(undefined);
            }}
          />
          <DisputePhotosField
            photos={photos}
            refused={refused}
            onAdd={(files) => {
              const picked = pickDisputePhotos(photos, files);
              setPhotos(picked.photos);
              setRefused(picked.refused);
            }}
            onRemove={(index) => setPhotos((current) => current.filter((_, at) => at !== index))}
          />
        </div>
      </Modal>
    </>
  );
}
