import { useT } from '@/lib/i18n/i18n.ts';

/** While a listing is being sent, 'Uploading to System'. */
export function UploadingOverlay() {
  const t = useT();
  return (
    <div
      className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/40 p-4"
      role="status"
      aria-live="assertive"
    >
      <div className="flex w-full max-w-xs flex-col items-center gap-4 rounded-2xl bg-white p-6 text-center shadow-2xl">
        <span
          className="h-10 w-10 animate-spin rounded-full border-4 border-emerald-600 border-t-transparent"
          aria-hidden
        />
        <p className="text-lg font-semibold text-slate-900">{t('listings.uploading')}</p>
        <p className="text-sm text-slate-500">{t('listings.uploadingHint')}</p>
      </div>
    </div>
  );
}
