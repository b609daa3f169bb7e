import type { PhoneDto } from '../phones/phone.types.ts';

/**
 * GET /favorites and every favourites change (docs/decisions/017-favourites-stored-on-server.md).
 * `phoneIds` is the stored list of phone ids; `phones` holds those a visitor may open (approved ones,
 * sold included).
 */
export interface FavoritesDto {
  phoneIds: string[];
  phones: PhoneDto[];
}

/** POST /favorites/merge: ids that name no listing one may favourite are skipped. */
export interface MergeFavoritesResult extends FavoritesDto {
  skipped: string[];
}
