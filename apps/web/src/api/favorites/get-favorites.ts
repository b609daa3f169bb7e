import type { FavoritesDto } from '@phonekade/shared/favorites/favorites.types';
import type { PhoneDto } from '@phonekade/shared/phones/phone.types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { t } from '@/lib/i18n/i18n.ts';
import { useSessionUser } from '@/lib/session.ts';
import { saveUserFavorites, useStoredFavorites } from '@/stores/favorites-store.ts';

export const favoritesKeys = {
  all: ['favorites'] as const,
  user: (userId: string) => ['favorites', userId] as const,
  toggle: ['favorites', 'toggle'] as const,
};

/** GET /favorites: the signed-in user's stored list, and the phones of it they may open. */
export async function getFavorites(signal?: AbortSignal): Promise<FavoritesDto> {
  return (await apiRequest<FavoritesDto>('/favorites', { signal, failureText: t('favorites.errors.load') })).data;
}

export function favoritesQueryOptions(userId: string) {
  return queryOptions({
    queryKey: favoritesKeys.user(userId),
    queryFn: async ({ signal }) => {
      const favorites = await getFavorites(signal);
      // Kept in this browser too, so the hearts are right at once next time.
      saveUserFavorites(favorites.phoneIds);
      return favorites;
    },
    retry: false,
  });
}

export interface FavoritesView {
  /** Newest first. */
  ids: string[];
  /** The favourite phones a signed-in user may open; none for guests (theirs are ids only). */
  phones: PhoneDto[];
  /** The five most recently added of `phones`, newest first. */
  recent: PhoneDto[];
  status: 'loading' | 'ready' | 'error';
  reload: () => Promise<void>;
}

/**
 * The favourites of whoever is signed in: a guest's from this browser; a signed-in user's from the
 * server, shown from the copy in this browser until it comes. `fresh` loads it again whenever the
 * view appears.
 */
export function useFavorites(options: { fresh?: boolean } = {}): FavoritesView {
  const user = useSessionUser();
  const stored = useStoredFavorites();
  const server = useQuery({
    ...favoritesQueryOptions(user?.id ?? ''),
    enabled: Boolean(user),
    refetchOnMount: options.fresh ? 'always' : true,
  });
  if (!user) return { ids: stored.guest, phones: [], recent: [], status: 'ready', reload: async () => {} };
  return {
    ids: server.data?.phoneIds ?? stored.user,
    phones: server.data?.phones ?? [],
    recent: server.data?.recent ?? [],
    status: server.data ? 'ready' : server.isError ? 'error' : 'loading',
    reload: async () => void (await server.refetch()),
  };
}

/** Whether a phone is a favourite of whoever is signed in; it never loads the list again by itself. */
export function useIsFavorite(phoneId: string): boolean {
  const user = useSessionUser();
  const stored = useStoredFavorites();
  const server = useQuery({ ...favoritesQueryOptions(user?.id ?? ''), enabled: Boolean(user), staleTime: Infinity });
  if (!user) return stored.guest.includes(phoneId);
  return (server.data?.phoneIds ?? stored.user).includes(phoneId);
}
