import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n/i18n.ts';

/** An inline failure with optional Retry and dismiss (profile load, checkout). */
export function AlertBanner({
  title,
  message,
  onRetry,
  retryLabel,
  onDismiss,
  children,
}: {
  title?: string;
  message: string;
  onRetry?: () => void;
  retryLabel?: string;
  onDismiss?: () => void;
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <div
      role="alert"
      className="flex items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800"
    >
      <div className="flex-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        <p>{message}</p>
        {children}
      </div>
      {onRetry ? (
        <button
          type="button"
          onClick={onRetry}
          className="rounded-md bg-red-600 px-3 py-1 font-medium text-white hover:bg-red-700"
        >
          {retryLabel ?? t('common.actions.retry')}
        </button>
      ) : null}
      {onDismiss ? (
        <button
          type="button"
          aria-label={t('common.actions.dismiss')}
          onClick={onDismiss}
          className="px-1 text-red-700 hover:text-red-900"
        >
          ✕
        </button>
      ) : null}
    </div>
  );
}
