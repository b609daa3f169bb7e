import { useT } from '@/lib/i18n/i18n.ts';

const BLURBS = [
  { key: 'smartSearch', icon: 'M21 21l-4.3-4.3M10.5 18a7.5 7.5 0 1 1 0-15 7.5 7.5 0 0 1 0 15Z' },
  {
    key: 'verifiedSellers',
    icon: 'M12 3 4.5 6v5.5c0 4.6 3.2 8.6 7.5 9.5 4.3-.9 7.5-4.9 7.5-9.5V6L12 3Zm-3 9 2.2 2.2L15.5 10',
  },
  { key: 'fastTransactions', icon: 'M13 2 4 14h7l-1 8 9-12h-7l1-8Z' },
] as const;

/** The three feature blurbs of the home page. */
export function FeatureBlurbs() {
  const t = useT();
  return (
    <section className="border-t border-slate-200 bg-white" aria-labelledby="why-heading">
      <div className="mx-auto max-w-7xl px-4 py-14">
        <h2 id="why-heading" className="text-center text-2xl font-bold text-slate-900 sm:text-3xl">
          {t('home.why.title')}
        </h2>
        <div className="mt-10 grid gap-6 md:grid-cols-3">
          {BLURBS.map((blurb) => (
            <div key={blurb.key} className="rounded-2xl border border-slate-200 bg-slate-50 p-6 text-center">
              <div className="mx-auto flex h-12 w-12 items-center justify-center rounded-xl bg-emerald-600 text-white">
                <svg
                  viewBox="0 0 24 24"
                  className="h-6 w-6"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                  aria-hidden
                >
                  <path d={blurb.icon} />
                </svg>
              </div>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{t(`home.why.${blurb.key}.title`)}</h3>
              <p className="mt-2 text-sm text-slate-600">{t(`home.why.${blurb.key}.text`)}</p>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
