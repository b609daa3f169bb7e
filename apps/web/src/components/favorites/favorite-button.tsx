import { useIsFavorite } from '@/api/favorites/get-favorites.ts';
import { useFavoriteBusy, useToggleFavorite } from '@/api/favorites/toggle-favorite.ts';
import { useT } from '@/lib/i18n/i18n.ts';

/**
 * The heart on cards and details: it fills at once; for a signed-in user the change is then
 * stored and undone if that fails. Guests keep their hearts in this browser until they sign in.
 */
export function FavoriteButton({ phoneId, className = '' }: { phoneId: string; className?: string }) {
  const t = useT();
  const favorite = useIsFavorite(phoneId);
  const busy = useFavoriteBusy(phoneId);
  const toggleFavorite = useToggleFavorite();
  if (!phoneId) return null;

  return (
    <button
      type="button"
      data-testid="favorite-button"
      aria-pressed={favorite}
      aria-label={favorite ? t('favorites.button.remove') : t('favorites.button.add')}
      title={favorite ? t('favorites.button.remove') : t('favorites.button.add')}
      aria-busy={busy}
      onClick={(event) => {
        // On a card the heart sits on the image, which opens the phone: this click is the heart's only.
        event.stopPropagation();
        toggleFavorite(phoneId);
      }}
      className={`flex h-10 w-10 items-center justify-center rounded-full border border-slate-200 bg-white/95 shadow-sm transition hover:scale-105 hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600 ${favorite ? 'text-rose-600' : 'text-slate-500 hover:text-rose-500'} ${className}`}
    >
      <svg
        viewBox="0 0 24 24"
        className="h-5 w-5"
        fill={favorite ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden
      >
        <path d="M12 20.5s-7.5-4.6-9.3-9.4C1.4 7.6 3.6 4 7.2 4c2 0 3.6 1.1 4.8 2.8C13.2 5.1 14.8 4 16.8 4c3.6 0 5.8 3.6 4.5 7.1-1.8 4.8-9.3 9.4-9.3 9.4Z" />
      </svg>
    </button>
  );
}
