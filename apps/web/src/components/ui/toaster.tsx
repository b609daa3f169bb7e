import { useT } from '@/lib/i18n/i18n.ts';
import { dismissToast, toastStore, type ToastKind } from '@/lib/toast.ts';

const STYLES: Record<ToastKind, string> = {
  success: 'bg-green-700 text-white',
  error: 'bg-red-600 text-white',
  info: 'bg-blue-600 text-white',
};

export function Toaster() {
  const t = useT();
  const toasts = toastStore.use();
  return (
    <div
      className="pointer-events-none fixed top-4 right-4 left-4 z-[60] flex flex-col items-end gap-2 sm:left-auto"
      aria-live="polite"
    >
      {toasts.map((toast) => (
        <div
          key={toast.id}
          role={toast.kind === 'error' ? 'alert' : 'status'}
          data-kind={toast.kind}
          className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-lg px-4 py-3 text-sm shadow-lg ${STYLES[toast.kind]}`}
        >
          <span className="flex-1">{toast.message}</span>
          <button
            type="button"
            aria-label={t('common.actions.dismiss')}
            onClick={() => dismissToast(toast.id)}
            className="opacity-80 hover:opacity-100"
          >
            ✕
          </button>
        </div>
      ))}
    </div>
  );
}
