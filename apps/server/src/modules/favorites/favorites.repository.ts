import { and, count, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { FavoriteAction } from '@phonekade/shared/constants/catalog';
import type { DbOrTx } from '../../db/client.ts';
import { favoriteActions, favorites, listings, users, type Role } from '../../db/schema.ts';
import { listingWithSellerColumns, sellerJoin } from '../phones/listing-row.ts';

/**
 * Which listings a user may keep as favourites: what they may open. Approved ones (sold included) for
 * everybody, their own in any state, and any listing for an admin.
 */
function favouritable(user: { id: string; role: Role }): SQL | undefined {
  if (user.role === 'admin') return undefined;
  return or(eq(listings.status, 'approved'), eq(listings.sellerId, user.id));
}

/** The favourite listings the user may open, newest favourite first, with their seller cards. */
export async function listFavoriteListings(db: DbOrTx, user: { id: string; role: Role }) {
  return db
    .select(listingWithSellerColumns)
    .from(favorites)
    .innerJoin(listings, eq(listings.id, favorites.listingId))
    .innerJoin(users, sellerJoin)
    .where(and(eq(favorites.userId, user.id), favouritable(user)))
    .orderBy(desc(favorites.createdAt), desc(favorites.listingId));
}

/**
 * Adds the listings among `ids` the user may favourite; already stored ones stay as they are.
 * Answers the ids the user may favourite and, of those, the ones newly stored.
 */
export async function addFavorites(
  db: DbOrTx,
  user: { id: string; role: Role },
  ids: readonly string[],
): Promise<{ allowed: string[]; inserted: string[] }> {
  if (ids.length === 0) return { allowed: [], inserted: [] };
  const allowed = await db
    .select({ id: listings.id })
    .from(listings)
    .where(and(inArray(listings.id, [...ids]), favouritable(user)));
  if (allowed.length === 0) return { allowed: [], inserted: [] };
  const inserted = await db
    .insert(favorites)
    .values(allowed.map((row) => ({ userId: user.id, listingId: row.id })))
    .onConflictDoNothing()
    .returning({ id: favorites.listingId });
  return { allowed: allowed.map((row) => row.id), inserted: inserted.map((row) => row.id) };
}

/** Removes the user's own favourites among `ids` (all of them when `ids` is 'all'); answers the ids removed. */
export async function removeFavorites(db: DbOrTx, userId: string, ids: readonly string[] | 'all'): Promise<string[]> {
  const own = eq(favorites.userId, userId);
  const rows = await db
    .delete(favorites)
    .where(ids === 'all' ? own : and(own, inArray(favorites.listingId, [...ids])))
    .returning({ id: favorites.listingId });
  return rows.map((row) => row.id);
}

export async function insertAction(
  db: DbOrTx,
  row: { userId: string; action: FavoriteAction; listingIds: string[] },
): Promise<void> {
  await db.insert(favoriteActions).values(row);
}

export async function listActions(db: DbOrTx, userId: string, limit: number, offset: number) {
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(favoriteActions)
      .where(eq(favoriteActions.userId, userId))
      .orderBy(desc(favoriteActions.createdAt), desc(favoriteActions.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(favoriteActions).where(eq(favoriteActions.userId, userId)),
  ]);
  return { items, total: total?.value ?? 0 };
}
