import { useT } from '@/lib/i18n/i18n.ts';

export function ResetSuccess({ onContinue }: { onContinue: () => void }) {
  const t = useT();
  return (
    <section className="space-y-5 text-center" aria-labelledby="auth-title">
      <div className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
        <svg viewBox="0 0 24 24" className="h-9 w-9" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden>
          <path d="m5 13 4 4L19 7" />
        </svg>
      </div>
      <header>
        <h1 id="auth-title" className="text-2xl font-bold text-slate-900">
          {t('auth.messages.resetSuccess')}
        </h1>
        <p className="mt-2 text-sm text-slate-600">{t('auth.success.subtitle')}</p>
      </header>
      <button
        type="button"
        onClick={onContinue}
        autoFocus
        className="inline-flex w-full items-center justify-center rounded-lg bg-emerald-700 px-4 py-3 text-base font-semibold text-white shadow-sm hover:bg-emerald-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600"
      >
        {t('auth.success.continue')}
      </button>
    </section>
  );
}
