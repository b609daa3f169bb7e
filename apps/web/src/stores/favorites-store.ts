import { FAVORITES_STORAGE_KEYS } from '@phonekade/shared/favorites/favorites-storage';
import { createStoreReadAtFirstUse } from '@/lib/create-store.ts';

/**
 * Favourite phone ids kept in this browser, newest first: a guest's own list (merged into the
 * account at sign-in), and the signed-in user's list as last loaded, so hearts show at once.
 */
export interface StoredFavorites {
  guest: string[];
  user: string[];
}

function readIds(key: string): string[] {
  if (typeof localStorage === 'undefined') return [];
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function writeIds(key: string, ids: readonly string[]): void {
  if (ids.length) localStorage.setItem(key, JSON.stringify(ids));
  else localStorage.removeItem(key);
}

export const favoritesStore = createStoreReadAtFirstUse<StoredFavorites>(() => ({
  guest: readIds(FAVORITES_STORAGE_KEYS.guest),
  user: readIds(FAVORITES_STORAGE_KEYS.user),
}));

export function saveGuestFavorites(ids: string[]): void {
  writeIds(FAVORITES_STORAGE_KEYS.guest, ids);
  favoritesStore.set((stored) => ({ ...stored, guest: ids }));
}

export function saveUserFavorites(ids: string[]): void {
  writeIds(FAVORITES_STORAGE_KEYS.user, ids);
  favoritesStore.set((stored) => ({ ...stored, user: ids }));
}

export const useStoredFavorites = () => favoritesStore.use();
