import '../common/zod-setup.ts';
import { z } from 'zod';

import { limitQuery, pageQuery } from '../common/id.schemas.ts';
import { MAX_BULK_FAVORITES, MAX_MERGE_FAVORITES, PAGE_SIZE } from '../constants/limits.ts';
import { phoneIdField } from '../phones/phone.schemas.ts';

export const PHONE_IDS_MESSAGE = 'phoneIds must be a list of phone IDs';
export const TOO_MANY_FAVORITES_MESSAGE = `At most ${MAX_MERGE_FAVORITES} favourites can be merged at once`;

/** Favourites texts. */
export const FAVORITES_MESSAGES = {
  loadFailed: 'Failed to load favorites',
  updateFailed: 'Failed to update favorites',
  addFailed: 'Failed to add to favorites',
  removeFailed: 'Failed to remove from favorites',
  addManyFailed: 'Failed to add multiple favorites',
  removeManyFailed: 'Failed to remove multiple favorites',
  clearFailed: 'Failed to clear favorites',
  // Ours: favourites stored on the server (docs/decisions/017-favourites-stored-on-server.md).
  added: 'Added to favorites',
  removed: 'Removed from favorites',
  merged: 'Favorites merged',
  cleared: 'Favorites cleared',
  bulkAdded: 'Favorites added',
  bulkRemoved: 'Favorites removed',
} as const;

/** POST /favorites/merge with the guest list from local storage; duplicates are dropped. */
export const mergeFavoritesSchema = z.object({
  phoneIds: z
    .array(phoneIdField, { error: PHONE_IDS_MESSAGE })
    .max(MAX_MERGE_FAVORITES, TOO_MANY_FAVORITES_MESSAGE)
    .transform((ids) => [...new Set(ids)]),
});
export type MergeFavoritesInput = z.infer<typeof mergeFavoritesSchema>;

// Ours: bulk changes and the action log (docs/decisions/048-favourites-actions.md).
export const NO_PHONES_SELECTED_MESSAGE = 'Select at least one phone';
export const TOO_MANY_BULK_FAVORITES_MESSAGE = `At most ${MAX_BULK_FAVORITES} favourites can be changed at once`;

/** POST /favorites/bulk-add and /favorites/bulk-remove: one or more phone ids; duplicates are dropped. */
export const bulkFavoritesSchema = z.object({
  phoneIds: z
    .array(phoneIdField, { error: PHONE_IDS_MESSAGE })
    .min(1, NO_PHONES_SELECTED_MESSAGE)
    .max(MAX_BULK_FAVORITES, TOO_MANY_BULK_FAVORITES_MESSAGE)
    .transform((ids) => [...new Set(ids)]),
});
export type BulkFavoritesInput = z.infer<typeof bulkFavoritesSchema>;

/** GET /favorites/actions: the person's own favourites changes, newest first. */
export const favoriteActionsQuerySchema = z.object({ page: pageQuery, limit: limitQuery(PAGE_SIZE) });
export type FavoriteActionsQuery = z.infer<typeof favoriteActionsQuerySchema>;
