import type { PhoneDto } from '@phonekade/shared/phones/phone.types';
import { useFavorites } from '@/api/favorites/get-favorites.ts';
import { PhoneCard, PhoneCardSkeleton } from '@/components/phone/phone-card.tsx';
import { AlertBanner } from '@/components/ui/alert-banner.tsx';
import { useT } from '@/lib/i18n/i18n.ts';
import { useNavigation } from '@/lib/navigation/navigation.ts';

/**
 * The profile's Favorites tab: the phones the user keeps, newest first
 * (docs/decisions/017-favourites-stored-on-server.md).
 */
export function FavoritesTab() {
  const t = useT();
  const { navigate } = useNavigation();
  // Loaded again each time the tab opens: hearts changed on another device show here.
  const favorites = useFavorites({ fresh: true });

  const open = (phone: PhoneDto) => navigate('details', { phoneId: phone.id, phone });
  // A heart taken off here leaves the list at once; the server's answer then replaces the list.
  const phones = favorites.phones.filter((phone) => favorites.ids.includes(phone.id));

  if (favorites.status === 'error' && phones.length === 0) {
    return (
      <AlertBanner
        message={t('favorites.errors.load')}
        onRetry={() => void favorites.reload()}
        retryLabel={t('common.actions.retry')}
      />
    );
  }

  if (favorites.status !== 'ready' && phones.length === 0) {
    return (
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy="true" aria-label={t('favorites.loading')}>
        {[0, 1, 2].map((n) => (
          <PhoneCardSkeleton key={n} />
        ))}
      </div>
    );
  }

  if (phones.length === 0) {
    return (
      <div
        className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center"
        data-testid="favorites-empty"
      >
        <p className="text-lg font-semibold text-slate-900">{t('favorites.empty.title')}</p>
        <p className="mt-2 text-slate-600">{t('favorites.empty.text')}</p>
        <button
          type="button"
          onClick={() => navigate('phones')}
          className="mt-5 rounded-xl bg-emerald-700 px-5 py-2.5 font-semibold text-white hover:bg-emerald-800"
        >
          {t('favorites.empty.browse')}
        </button>
      </div>
    );
  }

  return (
    <section aria-labelledby="favorites-title">
      <h2 id="favorites-title" className="mb-4 text-lg font-semibold text-slate-900">
        {t('favorites.title', { count: phones.length })}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" data-testid="favorites-list">
        {phones.map((phone) => (
          <PhoneCard key={phone.id} phone={phone} onOpen={open} />
        ))}
      </div>
    </section>
  );
}
