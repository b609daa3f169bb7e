import { FAVORITES_STORAGE_KEYS } from '@phonekade/shared/favorites/favorites.schemas';
import type { FavoritesDto, MergeFavoritesResult } from '@phonekade/shared/favorites/favorites.types';
import type { PhoneDto } from '@phonekade/shared/phones/phone.types';
import { apiRequest } from '@/lib/api-client.ts';
import { createStore } from '@/lib/create-store.ts';
import { t } from '@/lib/i18n/i18n.ts';
import { onSignIn, onSignOut, sessionStore } from '@/lib/session.ts';
import { toast } from '@/lib/toast.ts';

export interface FavoritesState {
  /** Newest first. */
  ids: string[];
  /** The favourite phones a signed-in user may open (from the server); empty for guests. */
  phones: PhoneDto[];
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** Phones whose toggle is on its way to the server. */
  busy: string[];
}

function readIds(key: string): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function writeIds(key: string, ids: string[]): void {
  if (ids.length) localStorage.setItem(key, JSON.stringify(ids));
  else localStorage.removeItem(key);
}

const signedIn = () => sessionStore.get().user !== null;
/** spec 7: guests keep theirs under guest_favorites; a signed-in user's list is cached under user_favorites. */
const storageKey = () => (signedIn() ? FAVORITES_STORAGE_KEYS.user : FAVORITES_STORAGE_KEYS.guest);

export const favoritesStore = createStore<FavoritesState>({
  ids: typeof localStorage === 'undefined' ? [] : readIds(storageKey()),
  phones: [],
  status: 'idle',
  busy: [],
});

export const useFavorites = () => favoritesStore.use();
export const useIsFavorite = (phoneId: string) => favoritesStore.use((s) => s.ids.includes(phoneId));
export const useFavoriteBusy = (phoneId: string) => favoritesStore.use((s) => s.busy.includes(phoneId));

function show(data: FavoritesDto): void {
  writeIds(FAVORITES_STORAGE_KEYS.user, data.phoneIds);
  favoritesStore.set((s) => ({ ...s, ids: data.phoneIds, phones: data.phones, status: 'ready' }));
}

let loadGeneration = 0;

/** Signed in: the cached list at once, then the stored one from the server. Guests: the local list. */
export async function loadFavorites(): Promise<void> {
  const generation = ++loadGeneration;
  if (!signedIn()) {
    favoritesStore.set((s) => ({ ...s, ids: readIds(FAVORITES_STORAGE_KEYS.guest), phones: [], status: 'ready' }));
    return;
  }
  favoritesStore.set((s) => ({ ...s, status: 'loading' }));
  try {
    const { data } = await apiRequest<FavoritesDto>('/favorites');
    if (generation === loadGeneration) show(data);
  } catch {
    if (generation === loadGeneration) favoritesStore.set((s) => ({ ...s, status: 'error' }));
  }
}

/**
 * spec 4: the list changes at once; a signed-in user's change is then stored on the server and, if
 * that fails, undone with spec 8's message.
 */
export async function toggleFavorite(phoneId: string): Promise<void> {
  const state = favoritesStore.get();
  if (state.busy.includes(phoneId)) return;
  const adding = !state.ids.includes(phoneId);
  const before = state.ids;
  const next = adding ? [phoneId, ...before] : before.filter((id) => id !== phoneId);
  favoritesStore.set((s) => ({ ...s, ids: next }));
  if (!signedIn()) {
    writeIds(FAVORITES_STORAGE_KEYS.guest, next);
    return;
  }
  favoritesStore.set((s) => ({ ...s, busy: [...s.busy, phoneId] }));
  try {
    const { data } = await apiRequest<FavoritesDto>(`/favorites/${encodeURIComponent(phoneId)}`, {
      method: adding ? 'POST' : 'DELETE',
    });
    show(data);
  } catch {
    favoritesStore.set((s) => ({
      ...s,
      ids: adding ? s.ids.filter((id) => id !== phoneId) : before.filter((id) => id === phoneId || s.ids.includes(id)),
    }));
    toast.error(t(adding ? 'favorites.errors.add' : 'favorites.errors.remove'));
  } finally {
    favoritesStore.set((s) => ({ ...s, busy: s.busy.filter((id) => id !== phoneId) }));
  }
}

/** spec 4: signing in syncs the guest list into the stored one; it stays local if that fails. */
async function mergeGuestFavorites(): Promise<void> {
  const guestIds = readIds(FAVORITES_STORAGE_KEYS.guest);
  if (guestIds.length) {
    try {
      await apiRequest<MergeFavoritesResult>('/favorites/merge', { method: 'POST', body: { phoneIds: guestIds } });
      writeIds(FAVORITES_STORAGE_KEYS.guest, []);
    } catch {
      toast.error(t('favorites.errors.addMany'));
    }
  }
  await loadFavorites();
}

onSignIn(mergeGuestFavorites);

onSignOut(() => {
  writeIds(FAVORITES_STORAGE_KEYS.user, []);
  void loadFavorites();
});

if (typeof window !== 'undefined' && import.meta.env.MODE !== 'test') void loadFavorites();
