import type {
  BulkFavoritesResult,
  FavoriteActionsDto,
  FavoritesDto,
  MergeFavoritesResult,
} from '@phonekade/shared/favorites/favorites.types';
import type {
  BulkFavoritesInput,
  FavoriteActionsQuery,
  MergeFavoritesInput,
} from '@phonekade/shared/favorites/favorites.schemas';
import { buildPagination, pageOffset } from '@phonekade/shared/common/id.schemas';
import type { FavoriteAction } from '@phonekade/shared/constants/catalog';
import { RECENT_FAVORITES_COUNT } from '@phonekade/shared/constants/limits';
import { PHONE_MESSAGES } from '@phonekade/shared/phones/phone.schemas';
import type { Db, DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import type { AuthUser } from '../../lib/current-user.ts';
import { toPhoneDto } from '../phones/phone-dto.ts';
import * as repository from './favorites.repository.ts';

// Favourites are stored on the server for any signed-in user (buyers, sellers, admins), so they follow
// the user to another device (docs/decisions/017-favourites-stored-on-server.md). Every change that
// changed something is written to the action log in the same transaction
// (docs/decisions/048-favourites-actions.md). `imageBaseUrl`: where image URLs in answers start.
export function createFavoritesService({ db, imageBaseUrl }: { db: Db; imageBaseUrl: string }) {
  /**
   * The list as the user may see it: a favourite whose listing went back to review (or was rejected)
   * is kept, but shows again only once it is approved.
   */
  async function list(user: AuthUser, tx: DbOrTx = db): Promise<FavoritesDto> {
    const rows = await repository.listFavoriteListings(tx, user);
    const view = user.role === 'admin' ? 'admin' : 'public';
    const phones = rows.map((row) => toPhoneDto(row, row.listing.sellerId === user.id ? 'owner' : view, imageBaseUrl));
    return { phoneIds: phones.map((phone) => phone.id), phones, recent: phones.slice(0, RECENT_FAVORITES_COUNT) };
  }

  async function logged(tx: DbOrTx, userId: string, action: FavoriteAction, listingIds: string[]): Promise<void> {
    if (listingIds.length > 0) await repository.insertAction(tx, { userId, action, listingIds });
  }

  /** Idempotent: adding a favourite twice keeps one. Only a listing the user may open can be added. */
  async function add(user: AuthUser, phoneId: string): Promise<FavoritesDto> {
    return db.transaction(async (tx) => {
      const { allowed, inserted } = await repository.addFavorites(tx, user, [phoneId]);
      if (allowed.length === 0) throw notFound(PHONE_MESSAGES.phoneNotFound);
      await logged(tx, user.id, 'added', inserted);
      return list(user, tx);
    });
  }

  /** Idempotent: removing what is not there is not an error (the listing may have been deleted). */
  async function remove(user: AuthUser, phoneId: string): Promise<FavoritesDto> {
    return db.transaction(async (tx) => {
      await logged(tx, user.id, 'removed', await repository.removeFavorites(tx, user.id, [phoneId]));
      return list(user, tx);
    });
  }

  /** Several at once; ids naming nothing the user may open are left out, the rest are added. */
  async function addMany(user: AuthUser, { phoneIds }: BulkFavoritesInput): Promise<BulkFavoritesResult> {
    return db.transaction(async (tx) => {
      const { inserted } = await repository.addFavorites(tx, user, phoneIds);
      await logged(tx, user.id, 'bulk_added', inserted);
      return { ...(await list(user, tx)), changed: inserted.length };
    });
  }

  /** Only the user's own favourites are removed; other ids change nothing. */
  async function removeMany(user: AuthUser, { phoneIds }: BulkFavoritesInput): Promise<BulkFavoritesResult> {
    return db.transaction(async (tx) => {
      const removed = await repository.removeFavorites(tx, user.id, phoneIds);
      await logged(tx, user.id, 'bulk_removed', removed);
      return { ...(await list(user, tx)), changed: removed.length };
    });
  }

  async function clear(user: AuthUser): Promise<BulkFavoritesResult> {
    return db.transaction(async (tx) => {
      const removed = await repository.removeFavorites(tx, user.id, 'all');
      await logged(tx, user.id, 'cleared', removed);
      return { ...(await list(user, tx)), changed: removed.length };
    });
  }

  /** The guest list joins the stored one at sign-in; ids naming nothing the user may open are skipped. */
  async function merge(user: AuthUser, { phoneIds }: MergeFavoritesInput): Promise<MergeFavoritesResult> {
    return db.transaction(async (tx) => {
      const { allowed, inserted } = await repository.addFavorites(tx, user, phoneIds);
      await logged(tx, user.id, 'bulk_added', inserted);
      const kept = new Set(allowed);
      return { ...(await list(user, tx)), skipped: phoneIds.filter((id) => !kept.has(id)) };
    });
  }

  async function actions(user: AuthUser, { page, limit }: FavoriteActionsQuery): Promise<FavoriteActionsDto> {
    const { items, total } = await repository.listActions(db, user.id, limit, pageOffset(page, limit));
    return {
      actions: items.map((row) => ({
        id: row.id,
        action: row.action,
        phoneIds: row.listingIds,
        createdAt: row.createdAt.toISOString(),
      })),
      pagination: buildPagination(page, limit, total),
    };
  }

  return { list, add, remove, addMany, removeMany, clear, merge, actions };
}

export type FavoritesService = ReturnType<typeof createFavoritesService>;
