import { and, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { favorites, listings, users, type Role } from '../../db/schema.ts';
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

/** Adds the listings among `ids` the user may favourite; already stored ones stay as they are. */
export async function addFavorites(
  db: DbOrTx,
  user: { id: string; role: Role },
  ids: readonly string[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const allowed = await db
    .select({ id: listings.id })
    .from(listings)
    .where(and(inArray(listings.id, [...ids]), favouritable(user)));
  if (allowed.length === 0) return [];
  await db
    .insert(favorites)
    .values(allowed.map((row) => ({ userId: user.id, listingId: row.id })))
    .onConflictDoNothing();
  return allowed.map((row) => row.id);
}

export async function removeFavorite(db: DbOrTx, userId: string, listingId: string): Promise<void> {
  await db.delete(favorites).where(and(eq(favorites.userId, userId), eq(favorites.listingId, listingId)));
}
