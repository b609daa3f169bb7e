import type { FavoritesDto } from '@phonekade/shared/favorites/favorites.types';
import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client.ts';
import { t } from '@/lib/i18n/i18n.ts';
import { sessionStore } from '@/lib/session.ts';
import { toast } from '@/lib/toast.ts';
import { favoritesStore, saveGuestFavorites, saveUserFavorites } from '@/stores/favorites-store.ts';
import { favoritesKeys } from './get-favorites.ts';

/** POST /favorites/:phoneId adds a favourite, DELETE removes it; either answers the list as it now is. */
export async function setFavorite(phoneId: string, favorite: boolean): Promise<FavoritesDto> {
  const path = `/favorites/${encodeURIComponent(phoneId)}`;
  const failureText = t(favorite ? 'favorites.errors.add' : 'favorites.errors.remove');
  return (await apiRequest<FavoritesDto>(path, { method: favorite ? 'POST' : 'DELETE', failureText })).data;
}

interface ToggleVariables {
  phoneId: string;
  /** true adds the heart, false takes it off. */
  favorite: boolean;
  userId: string;
}

/**
 * The heart's action: the list changes at once. A guest's change stays in this browser; a signed-in
 * user's is then stored on the server and, if that fails, undone with the reason in a notice. A
 * second press while the first is on its way is ignored.
 */
export function useToggleFavorite(): (phoneId: string) => void {
  const queryClient = useQueryClient();
  const pending = usePendingToggles();
  const mutation = useMutation({
    mutationKey: favoritesKeys.toggle,
    mutationFn: ({ phoneId, favorite }: ToggleVariables) => setFavorite(phoneId, favorite),
    onMutate: async ({ phoneId, favorite, userId }) => {
      const key = favoritesKeys.user(userId);
      // A list on its way from before this change must not overwrite it.
      await queryClient.cancelQueries({ queryKey: key });
      const list = queryClient.getQueryData<FavoritesDto>(key) ?? {
        phoneIds: favoritesStore.get().user,
        phones: [],
        recent: [],
      };
      const phoneIds = favorite ? [phoneId, ...list.phoneIds] : list.phoneIds.filter((id) => id !== phoneId);
      queryClient.setQueryData<FavoritesDto>(key, { ...list, phoneIds });
      return { before: list.phoneIds };
    },
    onSuccess: (favorites, { userId }) => {
      queryClient.setQueryData(favoritesKeys.user(userId), favorites);
      saveUserFavorites(favorites.phoneIds);
    },
    onError: (error, { phoneId, favorite, userId }, context) => {
      // Undo only this change: other hearts changed meanwhile stay as they are.
      queryClient.setQueryData<FavoritesDto>(favoritesKeys.user(userId), (current) => {
        if (!current) return current;
        const phoneIds = favorite
          ? current.phoneIds.filter((id) => id !== phoneId)
          : (context?.before ?? []).filter((id) => id === phoneId || current.phoneIds.includes(id));
        return { ...current, phoneIds };
      });
      // The server refused: say what was refused. No answer at all: the list could not be updated.
      const refused = error instanceof ApiError && error.status > 0;
      toast.error(
        t(refused ? (favorite ? 'favorites.errors.add' : 'favorites.errors.remove') : 'favorites.errors.update'),
      );
    },
  });

  return (phoneId: string) => {
    if (pending.includes(phoneId)) return;
    const { user } = sessionStore.get();
    if (!user) {
      const guest = favoritesStore.get().guest;
      saveGuestFavorites(guest.includes(phoneId) ? guest.filter((id) => id !== phoneId) : [phoneId, ...guest]);
      return;
    }
    const shown = queryClient.getQueryData<FavoritesDto>(favoritesKeys.user(user.id))?.phoneIds;
    const favorite = !(shown ?? favoritesStore.get().user).includes(phoneId);
    mutation.mutate({ phoneId, favorite, userId: user.id });
  };
}

function usePendingToggles(): string[] {
  return useMutationState({
    filters: { mutationKey: favoritesKeys.toggle, status: 'pending' },
    select: (mutation) => (mutation.state.variables as ToggleVariables).phoneId,
  });
}

/** Whether this phone's heart is on its way to the server. */
export function useFavoriteBusy(phoneId: string): boolean {
  return usePendingToggles().includes(phoneId);
}
