import type { MergeFavoritesResult } from '@phonekade/shared/favorites/favorites.types';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest } from '@/lib/api-client.ts';
import { t } from '@/lib/i18n/i18n.ts';
import { onSignIn, onSignOut } from '@/lib/session.ts';
import { reloadAfterWrite } from '@/lib/reload-after-write.ts';
import { toast } from '@/lib/toast.ts';
import { favoritesStore, saveGuestFavorites, saveUserFavorites } from '@/stores/favorites-store.ts';
import { favoritesKeys } from './get-favorites.ts';

/** POST /favorites/merge: a guest's hearts join the account's list; ids of no phone one may keep are skipped. */
export async function mergeFavorites(phoneIds: string[]): Promise<MergeFavoritesResult> {
  return (
    await apiRequest<MergeFavoritesResult>('/favorites/merge', {
      method: 'POST',
      body: { phoneIds },
      failureText: t('favorites.errors.addMany'),
    })
  ).data;
}

/**
 * While the app runs: signing in merges the guest's hearts into the account (they stay in this
 * browser if that fails), then the list loads. Signing out forgets the signed-in user's list here.
 */
export function useGuestFavoritesMerge(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const offSignIn = onSignIn(async (user) => {
      const guestIds = favoritesStore.get().guest;
      if (guestIds.length) {
        try {
          await mergeFavorites(guestIds);
          saveGuestFavorites([]);
        } catch {
          toast.error(t('favorites.errors.addMany'));
        }
      }
      await reloadAfterWrite(queryClient, favoritesKeys.user(user.id));
    });
    const offSignOut = onSignOut(() => {
      saveUserFavorites([]);
      queryClient.removeQueries({ queryKey: favoritesKeys.all });
    });
    return () => {
      offSignIn();
      offSignOut();
    };
  }, [queryClient]);
}
