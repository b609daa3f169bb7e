import type { FavoritesDto, MergeFavoritesResult } from '@phonekade/shared/favorites/favorites.types';
import type { MergeFavoritesInput } from '@phonekade/shared/favorites/favorites.schemas';
import { PHONE_MESSAGES } from '@phonekade/shared/phones/phone.schemas';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import type { AuthUser } from '../../lib/current-user.ts';
import { toPhoneDto } from '../phones/phone-dto.ts';
import * as repository from './favorites.repository.ts';

// Favourites are stored on the server for any signed-in user (buyers, sellers, admins), so they follow
// the user to another device (docs/decisions/017-favourites-stored-on-server.md).
/** `imageBaseUrl`: where image URLs in answers start (config.imageBaseUrl). */
export function createFavoritesService({ db, imageBaseUrl }: { db: Db; imageBaseUrl: string }) {
  /**
   * The list as the user may see it: a favourite whose listing went back to review (or was rejected)
   * is kept, but shows again only once it is approved.
   */
  async function list(user: AuthUser): Promise<FavoritesDto> {
    const rows = await repository.listFavoriteListings(db, user);
    const view = user.role === 'admin' ? 'admin' : 'public';
    const phones = rows.map((row) => toPhoneDto(row, row.listing.sellerId === user.id ? 'owner' : view, imageBaseUrl));
    return { phoneIds: phones.map((phone) => phone.id), phones };
  }

  /** Idempotent: adding a favourite twice keeps one. Only a listing the user may open can be added. */
  async function add(user: AuthUser, phoneId: string): Promise<FavoritesDto> {
    const added = await repository.addFavorites(db, user, [phoneId]);
    if (added.length === 0) throw notFound(PHONE_MESSAGES.phoneNotFound);
    return list(user);
  }

  /** Idempotent: removing what is not there is not an error (the listing may have been deleted). */
  async function remove(user: AuthUser, phoneId: string): Promise<FavoritesDto> {
    await repository.removeFavorite(db, user.id, phoneId);
    return list(user);
  }

  /** The guest list joins the stored one at sign-in; ids naming nothing the user may open are skipped. */
  async function merge(user: AuthUser, { phoneIds }: MergeFavoritesInput): Promise<MergeFavoritesResult> {
    const added = new Set(await repository.addFavorites(db, user, phoneIds));
    return { ...(await list(user)), skipped: phoneIds.filter((id) => !added.has(id)) };
  }

  return { list, add, remove, merge };
}

export type FavoritesService = ReturnType<typeof createFavoritesService>;
