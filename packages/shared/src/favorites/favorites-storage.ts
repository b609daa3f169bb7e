// Kept apart from favorites.schemas.ts so the browser can read its favourites at start-up without
// loading the validation library (docs/performance.md).

/** Local storage keys of the favourites list (names older clients already use). */
export const FAVORITES_STORAGE_KEYS = { user: 'user_favorites', guest: 'guest_favorites' } as const;
