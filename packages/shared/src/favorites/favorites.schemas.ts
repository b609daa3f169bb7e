import { z } from 'zod';

import { MAX_MERGE_FAVORITES } from '../constants/limits.ts';
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
} as const;

/** POST /favorites/merge with the guest list from local storage; duplicates are dropped. */
export const mergeFavoritesSchema = z.object({
  phoneIds: z
    .array(phoneIdField, { error: PHONE_IDS_MESSAGE })
    .max(MAX_MERGE_FAVORITES, TOO_MANY_FAVORITES_MESSAGE)
    .transform((ids) => [...new Set(ids)]),
});
export type MergeFavoritesInput = z.infer<typeof mergeFavoritesSchema>;
