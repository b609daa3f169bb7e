import { HOME_FEATURED_COUNT, TIMINGS } from '@phonekade/shared/constants/limits';
import type { PhoneDto, PhonesPageDto } from '@phonekade/shared/phones/phone.types';
import { usePhones } from '@/api/phones/get-phones.ts';
import { Icon } from '@/components/phone/icons.tsx';
import { THREE_COLUMN_SIZES } from '@/components/phone/image-sources.ts';
import { PhoneCard, PhoneCardSkeleton } from '@/components/phone/phone-card.tsx';
import { pickRandom, seededRandom } from '@/components/phone/pick-random.ts';
import { EmptyPanel, LoadFailedPanel } from '@/components/ui/state-panels.tsx';
import { useT } from '@/lib/i18n/i18n.ts';
import { useNavigation } from '@/lib/navigation/navigation.ts';
import { TakenOverApart } from '@/lib/takeover-slices.tsx';
import { FeatureBlurbs } from './components/feature-blurbs.tsx';
import { Hero } from './components/hero.tsx';
import { FEATURED_QUERY } from './featured-query.ts';

// The page's first draw is the one the server drew into it (docs/decisions/081-server-rendered-first-view.md):
// both draw it seeded by the phones drawn from, so the app takes the server's drawing over as it is. The
// refreshes after it draw at random. A page is drawn once, however often its draw is asked for: a render
// that React starts again (while taking the drawing over, or twice in development) must not draw anew.
const draws = new WeakMap<PhonesPageDto, ReturnType<typeof draw>>();
let firstDrawDone = false;

function draw(page: PhonesPageDto, random: () => number) {
  return { total: page.pagination.totalItems, picks: pickRandom(page.phones, HOME_FEATURED_COUNT, random) };
}

/** The verified count and this page's draw of featured phones from the newest page. */
function drawFeatured(page: PhonesPageDto) {
  const drawn = draws.get(page);
  if (drawn) return drawn;
  const inBrowser = typeof window !== 'undefined';
  const random =
    inBrowser && firstDrawDone ? Math.random : seededRandom(page.phones.map((phone) => phone.id).join(','));
  if (inBrowser) firstDrawDone = true;
  const made = draw(page, random);
  draws.set(page, made);
  return made;
}

/**
 * Home: the newest twelve live phones give the verified count and three random featured picks,
 * drawn again on every 30-second refresh.
 */
export function HomeView() {
  const t = useT();
  const { navigate } = useNavigation();
  const featured = usePhones(FEATURED_QUERY, {
    select: drawFeatured,
    refetchInterval: TIMINGS.homeRefreshMs,
    // Each refresh is a new draw even when the twelve newest did not change.
    alwaysNew: true,
  });
  const open = (phone: PhoneDto) => navigate('details', { phoneId: phone.id, phone });

  return (
    <div>
      <TakenOverApart>
        <Hero
          verifiedCount={featured.data?.total ?? null}
          showcase={featured.data?.picks ?? []}
          onExplore={() => navigate('phones')}
        />
      </TakenOverApart>

      <section className="mx-auto max-w-7xl px-4 py-12 sm:py-16" aria-labelledby="featured-heading">
        <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
          <div>
            <p className="text-sm font-semibold tracking-wider text-emerald-700 uppercase">
              {t('home.featured.eyebrow')}
            </p>
            <h2 id="featured-heading" className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">
              {t('home.featured.title')}
            </h2>
            <p className="mt-1 text-slate-600">{t('home.featured.subtitle')}</p>
          </div>
          <button
            type="button"
            onClick={() => navigate('phones')}
            className="hidden rounded-lg border border-emerald-600 px-4 py-2 text-sm font-semibold text-emerald-700 hover:bg-emerald-50 sm:inline-flex"
          >
            {t('home.viewAll')} →
          </button>
        </div>

        {featured.isPending ? (
          <div className="grid gap-6 sm:grid-cols-3" role="status" aria-label={t('home.loading')}>
            {Array.from({ length: HOME_FEATURED_COUNT }, (_, i) => (
              <PhoneCardSkeleton key={i} />
            ))}
          </div>
        ) : featured.isError && !featured.data ? (
          <LoadFailedPanel
            heading="h3"
            title={t('home.failed.title')}
            message={t('home.failed.message')}
            retryLabel={t('home.failed.retry')}
            onRetry={() => void featured.refetch()}
          />
        ) : featured.data && featured.data.picks.length === 0 ? (
          <EmptyPanel
            heading="h3"
            icon={<Icon name="phone" className="h-7 w-7" />}
            iconClassName="bg-emerald-50 text-3xl"
            title={t('home.empty.title')}
            message={t('home.empty.message')}
            actionLabel={t('home.empty.getStarted')}
            onAction={() => navigate('auth')}
          />
        ) : (
          <div className="grid gap-6 sm:grid-cols-3" data-testid="featured-phones">
            {/* Below the hero on a phone and on a 1366x768 screen: the pictures load lazily, and the first
                view's scripts have the slow line first (docs/decisions/095-first-load-in-few-files.md). */}
            {featured.data?.picks.map((phone) => (
              <PhoneCard key={phone.id} phone={phone} onOpen={open} sizes={THREE_COLUMN_SIZES} />
            ))}
          </div>
        )}

        <div className="mt-10 text-center">
          <button
            type="button"
            onClick={() => navigate('phones')}
            className="inline-flex items-center gap-2 rounded-xl bg-emerald-700 px-8 py-3.5 text-base font-semibold text-white shadow-lg shadow-emerald-700/20 transition hover:bg-emerald-800"
          >
            {t('home.explore')}
            <span aria-hidden>→</span>
          </button>
        </div>
      </section>

      <TakenOverApart>
        <FeatureBlurbs />
      </TakenOverApart>
    </div>
  );
}
