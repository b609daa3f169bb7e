import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { useT } from '@/lib/i18n/i18n.ts';

/**
 * An admin deletes a listing only with a reason, which the seller is told
 * (docs/decisions/024-admin-delete-and-activity-log.md).
 */
export function DeleteDialog({
  title,
  onCancel,
  onDelete,
}: {
  title: string;
  onCancel: () => void;
  onDelete: (reason: string) => Promise<void>;
}) {
  const t = useT();
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (!reason.trim()) {
      setError(t('admin.delete.required'));
      return;
    }
    setBusy(true);
    try {
      await onDelete(reason.trim());
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={t('admin.delete.title')}
      onClose={onCancel}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {t('admin.delete.cancel')}
          </Button>
          <Button variant="danger" onClick={() => void submit()} disabled={busy}>
            {busy ? t('admin.card.working') : t('admin.delete.confirm')}
          </Button>
        </>
      }
    >
      <p className="mb-4 text-sm text-slate-600">{t('admin.delete.intro', { title })}</p>
      <label className="block text-sm">
        <span className="font-medium text-slate-800">{t('admin.delete.reasonLabel')}</span>
        <textarea
          autoFocus
          value={reason}
          maxLength={500}
          rows={3}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? 'admin-delete-error' : undefined}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setError('');
          }}
          className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 focus:border-emerald-600 focus:outline-none"
        />
      </label>
      {error ? (
        <p id="admin-delete-error" role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </Modal>
  );
}
