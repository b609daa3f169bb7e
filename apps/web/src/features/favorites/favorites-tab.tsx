import type { PhoneDto } from '@phonekade/shared/phones/phone.types';
import { useState } from 'react';
import { useClearFavorites, useRemoveFavorites } from '@/api/favorites/change-favorites.ts';
import { useFavorites } from '@/api/favorites/get-favorites.ts';
import { PhoneCard, PhoneCardSkeleton } from '@/components/phone/phone-card.tsx';
import { AlertBanner } from '@/components/ui/alert-banner.tsx';
import { useT } from '@/lib/i18n/i18n.ts';
import { useNavigation } from '@/lib/navigation/navigation.ts';
import { useConfirm } from '@/components/ui/confirm-dialog.tsx';

/**
 * The profile's Favorites tab: the five most recently added, then every phone the user keeps, newest
 * first; Select picks phones to remove together, Clear all empties the list
 * (docs/decisions/017-favourites-stored-on-server.md, docs/decisions/048-favourites-actions.md).
 */
export function FavoritesTab() {
  const t = useT();
  const { confirm, dialog: confirmDialog } = useConfirm();
  const { navigate } = useNavigation();
  // Loaded again each time the tab opens: hearts changed on another device show here.
  const favorites = useFavorites({ fresh: true });
  const removeMany = useRemoveFavorites();
  const clearAll = useClearFavorites();
  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);
  const busy = removeMany.isPending || clearAll.isPending;

  const toggleSelected = (id: string) =>
    setSelected((ids) => (ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id]));
  const stopSelecting = () => {
    setSelecting(false);
    setSelected([]);
  };
  const removeSelected = () => removeMany.mutate(selected, { onSuccess: stopSelecting });
  const clear = async () => {
    const ok = await confirm({
      message: t('favorites.manage.confirmClear'),
      confirmLabel: t('favorites.manage.clearAll'),
      danger: true,
    });
    if (ok) clearAll.mutate(undefined, { onSuccess: stopSelecting });
  };

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
      {favorites.recent.length > 0 ? (
        <div className="mb-6" data-testid="favorites-recent">
          <h3 className="mb-2 text-sm font-semibold text-slate-700">{t('favorites.recent')}</h3>
          <ul className="flex flex-wrap gap-2">
            {favorites.recent.map((phone) => (
              <li key={phone.id}>
                <button
                  type="button"
                  onClick={() => open(phone)}
                  className="rounded-full bg-emerald-50 px-3 py-1 text-sm text-emerald-800 ring-1 ring-emerald-200 hover:bg-emerald-100"
                >
                  {phone.title}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="favorites-title" className="text-lg font-semibold text-slate-900">
          {t('favorites.title', { count: phones.length })}
        </h2>
        <div className="flex flex-wrap gap-2">
          {selecting ? (
            <>
              <button
                type="button"
                disabled={busy || selected.length === 0}
                onClick={removeSelected}
                className="rounded-lg bg-rose-600 px-3 py-2 text-sm font-semibold text-white hover:bg-rose-700 disabled:opacity-50"
              >
                {t('favorites.manage.removeSelected', { count: selected.length })}
              </button>
              <button
                type="button"
                onClick={stopSelecting}
                className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50"
              >
                {t('favorites.manage.cancel')}
              </button>
            </>
          ) : (
            <button
              type="button"
              onClick={() => setSelecting(true)}
              className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50"
            >
              {t('favorites.manage.select')}
            </button>
          )}
          <button
            type="button"
            disabled={busy}
            onClick={() => void clear()}
            className="rounded-lg border border-rose-300 bg-white px-3 py-2 text-sm font-medium text-rose-700 hover:bg-rose-50 disabled:opacity-50"
          >
            {t('favorites.manage.clearAll')}
          </button>
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" data-testid="favorites-list">
        {phones.map((phone) =>
          selecting ? (
            <label key={phone.id} className="relative block cursor-pointer">
              <input
                type="checkbox"
                checked={selected.includes(phone.id)}
                onChange={() => toggleSelected(phone.id)}
                aria-label={t('favorites.manage.selectPhone', { title: phone.title })}
                className="absolute top-3 left-3 z-10 h-5 w-5 accent-emerald-700"
              />
              <div className="pointer-events-none">
                <PhoneCard phone={phone} onOpen={open} />
              </div>
            </label>
          ) : (
            <PhoneCard key={phone.id} phone={phone} onOpen={open} />
          ),
        )}
      </div>
      {confirmDialog}
    </section>
  );
}
