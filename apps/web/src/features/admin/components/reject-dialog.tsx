import { REJECT_REASONS } from '@phonekade/shared/constants/catalog';
import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { useT } from '@/lib/i18n/i18n.ts';

const OTHER = 'Other';

/**
 * The reason is required ('Please provide a rejection reason' under the reasons); 'Other' lets the
 * admin type it, and the typed text is what the seller reads.
 */
export function RejectDialog({
  title,
  onCancel,
  onReject,
}: {
  title: string;
  onCancel: () => void;
  onReject: (reason: string, notes: string) => Promise<void>;
}) {
  const t = useT();
  const ids = useId();
  const [choice, setChoice] = useState('');
  const [otherText, setOtherText] = useState('');
  const [notes, setNotes] = useState('');
  const [busy, setBusy] = useState(false);
  const [missing, setMissing] = useState(false);
  const firstReason = useRef<HTMLInputElement>(null);

  const submit = async () => {
    const reason = choice === OTHER ? otherText.trim() : choice;
    if (!reason) {
      setMissing(true);
      firstReason.current?.focus();
      return;
    }
    setBusy(true);
    try {
      await onReject(reason, notes.trim());
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={t('admin.reject.title')}
      onClose={onCancel}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {t('admin.reject.cancel')}
          </Button>
          <Button variant="danger" onClick={() => void submit()} disabled={busy}>
            {busy ? t('admin.card.working') : t('admin.reject.confirm')}
          </Button>
        </>
      }
    >
      <p className="mb-4 text-sm text-slate-600">{t('admin.reject.intro', { title })}</p>
      <fieldset aria-invalid={missing || undefined} aria-describedby={missing ? `${ids}-missing` : undefined}>
        <legend className="mb-2 text-sm font-semibold text-slate-800">{t('admin.reject.reason')}</legend>
        <div className="flex flex-col gap-1">
          {REJECT_REASONS.map((reason, index) => (
            <label
              key={reason}
              className={`flex cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 text-sm ${choice === reason ? 'border-red-400 bg-red-50' : 'border-slate-200 hover:bg-slate-50'}`}
            >
              <input
                type="radio"
                name={`${ids}-reason`}
                value={reason}
                ref={index === 0 ? firstReason : undefined}
                checked={choice === reason}
                onChange={() => {
                  setChoice(reason);
                  setMissing(false);
                }}
                className="h-4 w-4 accent-red-600"
              />
              {t(`admin.reject.reasons.${reason}`)}
            </label>
          ))}
        </div>
        {missing ? (
          <p id={`${ids}-missing`} role="alert" className="mt-2 text-sm font-medium text-red-600">
            {t('admin.reject.required')}
          </p>
        ) : null}
      </fieldset>
      {choice === OTHER ? (
        <label className="mt-3 block text-sm">
          <span className="font-medium text-slate-800">{t('admin.reject.otherLabel')}</span>
          <input
            autoFocus
            value={otherText}
            maxLength={500}
            onChange={(event) => setOtherText(event.currentTarget.value)}
            className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 focus:border-emerald-600 focus:outline-none"
          />
        </label>
      ) : null}
      <label className="mt-3 block text-sm">
        <span className="font-medium text-slate-800">{t('admin.reject.notesLabel')}</span>
        <textarea
          value={notes}
          maxLength={1000}
          rows={2}
          onChange={(event) => setNotes(event.currentTarget.value)}
          className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 focus:border-emerald-600 focus:outline-none"
        />
      </label>
    </Modal>
  );
}
