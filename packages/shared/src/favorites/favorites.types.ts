import type { Pagination } from '../common/id.schemas.ts';
import type { FavoriteAction } from '../constants/catalog.ts';
import type { PhoneDto } from '../phones/phone.types.ts';

/**
 * GET /favorites and every favourites change (docs/decisions/017-favourites-stored-on-server.md).
 * `phoneIds` is the stored list of phone ids; `phones` holds those a visitor may open (approved ones,
 * sold included).
 */
export interface FavoritesDto {
  phoneIds: string[];
  phones: PhoneDto[];
  /** The most recently added of `phones`, newest first (RECENT_FAVORITES_COUNT of them). */
  recent: PhoneDto[];
}

/** POST /favorites/bulk-add and /favorites/bulk-remove: how many actually changed. */
export interface BulkFavoritesResult extends FavoritesDto {
  changed: number;
}

/** One entry of the favourites action log. */
export interface FavoriteActionDto {
  id: string;
  action: FavoriteAction;
  phoneIds: string[];
  createdAt: string;
}

/** GET /favorites/actions */
export interface FavoriteActionsDto {
  actions: FavoriteActionDto[];
  pagination: Pagination;
}

/** POST /favorites/merge: ids that name no listing one may favourite are skipped. */
export interface MergeFavoritesResult extends FavoritesDto {
  skipped: string[];
}
