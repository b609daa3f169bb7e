import { formatCount } from '@phonekade/shared/common/format-count';
import { deliveryFromFee } from '@phonekade/shared/constants/couriers';
import { formatLkr } from '@phonekade/shared/money/format-lkr';
import type { PhoneDto } from '@phonekade/shared/phones/phone.types';
import { phoneImages } from '@/components/phone/phone-display.ts';
import { useT } from '@/lib/i18n/i18n.ts';

const SHOWCASE_STYLES = [
  'left-0 top-10 -rotate-6',
  'left-1/2 top-0 -translate-x-1/2 z-10 scale-110',
  'right-0 top-10 rotate-6',
];

/** The headline, the live count of verified phones and the two fixed claims. */
export function Hero({
  verifiedCount,
  showcase,
  onExplore,
}: {
  verifiedCount: number | null;
  showcase: PhoneDto[];
  onExplore: () => void;
}) {
  const t = useT();
  const stats = [
    {
      value: verifiedCount === null ? '—' : formatCount(verifiedCount),
      label: t('home.hero.verifiedPhones'),
      testId: 'verified-count',
    },
    { value: '98%', label: t('home.hero.satisfaction'), testId: 'satisfaction' },
    { value: '24h', label: t('home.hero.fastResponse'), testId: 'response' },
  ];
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-emerald-800 via-emerald-700 to-teal-600 text-white">
      <div
        className="pointer-events-none absolute -top-24 -right-24 h-96 w-96 rounded-full bg-white/10 blur-3xl"
        aria-hidden
      />
      <div
        className="pointer-events-none absolute -bottom-32 -left-16 h-80 w-80 rounded-full bg-teal-300/20 blur-3xl"
        aria-hidden
      />
      <div className="relative mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)] items-center gap-10 px-4 py-14 sm:py-20 lg:grid-cols-[minmax(0,1fr)_26rem] lg:py-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/15 px-3 py-1 text-sm font-medium ring-1 ring-white/25">
            <span className="h-2 w-2 rounded-full bg-lime-300" aria-hidden />
            {t('home.hero.badge')}
          </p>
          <h1 className="mt-5 max-w-3xl text-4xl leading-tight font-extrabold tracking-tight sm:text-5xl lg:text-6xl">
            {t('home.hero.title')}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-emerald-50/90">
            {t('home.hero.subtitle', { fee: formatLkr(deliveryFromFee()) })}
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <button
              type="button"
              onClick={onExplore}
              className="rounded-xl bg-white px-6 py-3 font-semibold text-emerald-800 shadow-lg transition hover:bg-emerald-50"
            >
              {t('home.explore')}
            </button>
          </div>
          <dl className="mt-10 grid max-w-2xl grid-cols-3 gap-3 sm:gap-6">
            {stats.map((stat) => (
              <div
                key={stat.testId}
                className="rounded-2xl bg-white/10 p-3 ring-1 ring-white/20 backdrop-blur-sm sm:p-4"
              >
                <dt className="text-xs text-emerald-50/90 sm:text-sm">{stat.label}</dt>
                <dd data-testid={stat.testId} className="mt-1 text-2xl font-bold tabular-nums sm:text-3xl">
                  {stat.value}
                </dd>
              </div>
            ))}
          </dl>
        </div>
        {/* Decoration only: the same picks are listed below with their details. */}
        <div className="relative hidden h-80 lg:block" aria-hidden>
          {showcase.slice(0, 3).map((phone, index) => {
            const image = phoneImages(phone)[0];
            return image ? (
              <img
                key={phone.id}
                src={image.thumbUrl}
                alt=""
                width={192}
                height={192}
                // Hidden below 1024 px: lazy images that are not displayed are never fetched.
                loading="lazy"
                decoding="async"
                className={`absolute h-48 w-48 rounded-3xl object-cover shadow-2xl ring-4 ring-white/30 ${SHOWCASE_STYLES[index]}`}
              />
            ) : null;
          })}
        </div>
      </div>
    </section>
  );
}
