import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useT } from '@/lib/i18n/i18n.ts';
import { Button } from './button.tsx';
import { Modal } from './modal.tsx';

export interface ConfirmRequest {
  /** The question, e.g. 'Are you sure you want to delete "…"? This action cannot be undone.' */
  message: string;
  /** The button that goes ahead ('Delete', 'Block'). */
  confirmLabel: string;
  /** Red for what cannot be undone. */
  danger?: boolean;
}

/**
 * An in-page replacement for window.confirm (docs/decisions/078-inline-form-errors-and-photo-errors.md):
 * `await confirm({ message, confirmLabel })` is true when the person goes ahead; render `dialog`.
 */
export function useConfirm(): { confirm: (request: ConfirmRequest) => Promise<boolean>; dialog: ReactNode } {
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const pending = useRef<((ok: boolean) => void) | null>(null);

  const settle = useCallback((ok: boolean) => {
    pending.current?.(ok);
    pending.current = null;
    setRequest(null);
  }, []);
  const confirm = useCallback((next: ConfirmRequest) => {
    // A second question answers the first with no.
    pending.current?.(false);
    setRequest(next);
    return new Promise<boolean>((resolve) => {
      pending.current = resolve;
    });
  }, []);
  const cancel = useCallback(() => settle(false), [settle]);

  const dialog = request ? <ConfirmDialog request={request} onCancel={cancel} onConfirm={() => settle(true)} /> : null;
  return { confirm, dialog };
}

function ConfirmDialog({
  request,
  onCancel,
  onConfirm,
}: {
  request: ConfirmRequest;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const t = useT();
  return (
    <Modal
      open
      title={t('common.confirm.title')}
      onClose={onCancel}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t('common.actions.cancel')}
          </Button>
          <Button variant={request.danger ? 'danger' : 'primary'} onClick={onConfirm} data-testid="confirm-action">
            {request.confirmLabel}
          </Button>
        </>
      }
    >
      <p className="text-sm text-slate-700">{request.message}</p>
    </Modal>
  );
}
