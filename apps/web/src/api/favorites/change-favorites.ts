import type { BulkFavoritesResult } from '@phonekade/shared/favorites/favorites.types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { t } from '@/lib/i18n/i18n.ts';
import { useSessionUser } from '@/lib/session.ts';
import { toast } from '@/lib/toast.ts';
import { saveUserFavorites } from '@/stores/favorites-store.ts';
import { favoritesKeys } from './get-favorites.ts';

/** POST /favorites/bulk-remove: the selected favourites go; ids that are not the user's change nothing. */
export async function removeFavorites(phoneIds: string[]): Promise<BulkFavoritesResult> {
  return (
    await apiRequest<BulkFavoritesResult>('/favorites/bulk-remove', {
      method: 'POST',
      body: { phoneIds },
      failureText: t('favorites.errors.removeMany'),
    })
  ).data;
}

/** DELETE /favorites: every favourite of the user goes. */
export async function clearFavorites(): Promise<BulkFavoritesResult> {
  return (
    await apiRequest<BulkFavoritesResult>('/favorites', { method: 'DELETE', failureText: t('favorites.errors.clear') })
  ).data;
}

/** The list after a bulk change replaces the cached one; a failure says which change failed. */
function useBulkChange<V>(change: (variables: V) => Promise<BulkFavoritesResult>, failure: string) {
  const queryClient = useQueryClient();
  const userId = useSessionUser()?.id;
  return useMutation({
    mutationFn: change,
    onSuccess: (favorites) => {
      if (userId) queryClient.setQueryData(favoritesKeys.user(userId), favorites);
      saveUserFavorites(favorites.phoneIds);
    },
    onError: () => toast.error(t(failure)),
  });
}

export function useRemoveFavorites() {
  return useBulkChange((phoneIds: string[]) => removeFavorites(phoneIds), 'favorites.errors.removeMany');
}

export function useClearFavorites() {
  return useBulkChange(() => clearFavorites(), 'favorites.errors.clear');
}
