import type { DisputeOutcome } from '@phonekade/shared/orders/dispute';
import type { AdminDisputeDto } from '@phonekade/shared/orders/order.types';
import { formatLkr } from '@phonekade/shared/money/format-lkr';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { TextAreaField } from '@/components/ui/form-field.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorMessage, imageUrl } from '@/lib/api-client.ts';
import { formatDate } from '@/lib/i18n/format-date.ts';
import { languageStore, useT } from '@/lib/i18n/i18n.ts';
import { toast } from '@/lib/toast.ts';
import { ADMIN_TOAST_MS } from '../admin-constants.ts';
import { useDisputes } from '../api/get-disputes.ts';
import { useResolveDispute } from '../api/resolve-dispute.ts';

function DisputeCard({ dispute }: { dispute: AdminDisputeDto }) {
  const t = useT();
  const language = languageStore.use();
  const resolve = useResolveDispute();
  const [outcome, setOutcome] = useState<DisputeOutcome | null>(null);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | undefined>();
  const close = () => setOutcome(null);
  const submit = () => {
    if (!outcome) return;
    if (!note.trim()) {
      setNoteError(t('admin.disputes.noteRequired'));
      return;
    }
    resolve.mutate(
      { disputeId: dispute.id, input: { outcome, note: note.trim() } },
      {
        onSuccess: () => {
          toast.success(t(`admin.disputes.done.${outcome}`), ADMIN_TOAST_MS);
          close();
        },
        onError: (error) => toast.error(errorMessage(error), ADMIN_TOAST_MS),
      },
    );
  };
  return (
    <article className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5" data-testid="dispute-card">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-mono text-sm font-semibold break-all text-slate-900">
            {dispute.shortNumber} · {dispute.orderNumber}
          </h3>
          <p className="text-xs text-slate-500">
            {t('admin.disputes.opened', { date: formatDate(dispute.createdAt, language) })}
          </p>
        </div>
        <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-800">
          {t(`admin.disputes.status.${dispute.status}`)}
        </span>
      </header>
      <dl className="mt-3 grid gap-2 text-sm text-slate-700 sm:grid-cols-2">
        <div>
          <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{t('admin.disputes.reason')}</dt>
          <dd>{t(`admin.disputes.reasons.${dispute.reason}`)}</dd>
          <dd className="mt-1 whitespace-pre-line">{dispute.note}</dd>
        </div>
        <div>
          <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{t('admin.disputes.people')}</dt>
          <dd>{t('admin.disputes.buyer', { name: dispute.buyer.name, email: dispute.buyer.email })}</dd>
          <dd>{t('admin.disputes.sellers', { names: dispute.sellers.map((seller) => seller.name).join(', ') })}</dd>
          <dd className="font-semibold">{formatLkr(dispute.totalAmount)}</dd>
        </div>
      </dl>
      <ul className="mt-2 text-sm text-slate-700">
        {dispute.items.map((item) => (
          <li key={`${item.title}-${item.price}`}>
            {item.title} ×{item.quantity}
            {item.trackingNumber ? ` · ${t('admin.disputes.tracking', { number: item.trackingNumber })}` : ''}
          </li>
        ))}
      </ul>
      {dispute.photos?.length ? (
        <div className="mt-3">
          <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{t('admin.disputes.photos')}</p>
          <ul className="mt-1 flex flex-wrap gap-2" data-testid="dispute-photos">
            {dispute.photos.map((photo, index) => (
              <li key={photo.url}>
                <a href={imageUrl(photo.url)} target="_blank" rel="noreferrer" className="block">
                  <img
                    src={imageUrl(photo.thumbUrl)}
                    alt={t('admin.disputes.photo', { number: index + 1 })}
                    width={96}
                    height={96}
                    loading="lazy"
                    className="h-24 w-24 rounded-lg border border-slate-200 object-cover"
                  />
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {dispute.resolutionNote ? (
        <p className="mt-2 text-sm text-slate-700">{t('admin.disputes.decision', { note: dispute.resolutionNote })}</p>
      ) : null}
      {dispute.status === 'open' ? (
        <div className="mt-4 flex flex-wrap gap-2">
          <Button variant="danger" onClick={() => setOutcome('refund')}>
            {t('admin.disputes.refund')}
          </Button>
          <Button onClick={() => setOutcome('release')}>{t('admin.disputes.release')}</Button>
        </div>
      ) : null}
      <Modal
        open={outcome !== null}
        title={outcome ? t(`admin.disputes.confirm.${outcome}`) : ''}
        onClose={close}
        footer={
          <>
            <Button variant="secondary" onClick={close}>
              {t('admin.disputes.cancel')}
            </Button>
            <Button variant={outcome === 'refund' ? 'danger' : 'primary'} disabled={resolve.isPending} onClick={submit}>
              {outcome ? t(`admin.disputes.${outcome}`) : ''}
            </Button>
          </>
        }
      >
        <TextAreaField
          label={t('admin.disputes.note')}
          name="resolutionNote"
          value={note}
          error={noteError}
          rows={3}
          maxLength={1000}
          onChange={(event) => {
            setNote(event.currentTarget.value);
            setNoteError(undefined);
          }}
        />
      </Modal>
    </article>
  );
}

/** Disputed card payments: the admin refunds or releases each (docs/decisions/073-disputes-cancellation-and-tracking.md). */
export function DisputesTab() {
  const t = useT();
  const disputes = useDisputes();
  if (disputes.isPending) return <Spinner label={t('admin.disputes.loading')} />;
  if (disputes.isError) return <p className="text-sm text-red-700">{errorMessage(disputes.error)}</p>;
  if (disputes.data.disputes.length === 0) return <p className="text-sm text-slate-600">{t('admin.disputes.empty')}</p>;
  return (
    <div className="space-y-4">
      {disputes.data.disputes.map((dispute) => (
        <DisputeCard key={dispute.id} dispute={dispute} />
      ))}
    </div>
  );
}
