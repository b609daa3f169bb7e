import { and, asc, count, countDistinct, desc, eq, gt, isNull, max, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { listings, removedListings, users } from '../../db/schema.ts';
import { isLiveListing } from '../phones/listing-visibility.ts';

// What the server-rendered page heads, robots.txt and the sitemap read
// (docs/decisions/068-server-rendered-page-heads.md, docs/decisions/069-robots-sitemap-and-status-codes.md).

/** A listing as its page head shows it, with its seller's name; any status. */
export async function findListingForPage(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      id: listings.id,
      title: listings.title,
      brand: listings.brand,
      condition: listings.condition,
      price: listings.price,
      description: listings.description,
      images: listings.images,
      status: listings.status,
      isAvailable: listings.isAvailable,
      sellerSuspended: listings.sellerSuspended,
      sellerName: users.name,
    })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.sellerId))
    .where(eq(listings.id, id));
  return row;
}

export type ListingForPage = NonNullable<Awaited<ReturnType<typeof findListingForPage>>>;

/** Whether a listing with this id existed and was deleted (the trigger of migration 0007 records it). */
export async function wasRemoved(db: DbOrTx, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: removedListings.listingId })
    .from(removedListings)
    .where(eq(removedListings.listingId, id));
  return row !== undefined;
}

/** A seller account as its page head shows it; buyers and admins have no page. */
export async function findSellerForPage(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ id: users.id, name: users.name, suspendedAt: users.suspendedAt })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'seller')));
  return row;
}

/** A seller's newest live listing, title and photos: the picture of their page's link preview. */
export async function findNewestLiveListing(db: DbOrTx, sellerId: string) {
  const [row] = await db
    .select({ title: listings.title, images: listings.images })
    .from(listings)
    .where(and(eq(listings.sellerId, sellerId), isLiveListing()))
    .orderBy(desc(listings.createdAt))
    .limit(1);
  return row;
}

/** How many live listings, and how many sellers with at least one: the sitemap's size. */
export async function countSitemapEntries(db: DbOrTx): Promise<{ listings: number; sellers: number }> {
  const [row] = await db
    .select({ listings: count(), sellers: countDistinct(listings.sellerId) })
    .from(listings)
    .where(isLiveListing());
  return { listings: row?.listings ?? 0, sellers: row?.sellers ?? 0 };
}

export interface SitemapRow {
  id: string;
  lastmod: Date;
}

/** Rows at a time when the sitemap is written: memory stays flat however many listings there are. */
const BATCH = 5000;

/**
 * `limit` live listings (id, last change) in id order from the `offset`-th: the first batch skips to
 * the offset, each later one starts after the last id seen (the primary key index, never a sort).
 */
export async function* streamLiveListings(db: DbOrTx, offset: number, limit: number): AsyncGenerator<SitemapRow[]> {
  let after: string | undefined;
  let left = limit;
  while (left > 0) {
    const rows = await db
      .select({ id: listings.id, lastmod: listings.updatedAt })
      .from(listings)
      .where(after ? and(isLiveListing(), gt(listings.id, after)) : isLiveListing())
      .orderBy(asc(listings.id))
      .offset(after ? 0 : offset)
      .limit(Math.min(BATCH, left));
    if (!rows.length) return;
    yield rows;
    left -= rows.length;
    after = rows[rows.length - 1]!.id;
    if (rows.length < BATCH) return;
  }
}

/** Sellers who are not suspended and have live listings, in id order, with their latest listing change. */
export async function listSitemapSellers(db: DbOrTx, offset: number, limit: number): Promise<SitemapRow[]> {
  if (limit <= 0) return [];
  return db
    .select({ id: users.id, lastmod: sql<Date>`${max(listings.updatedAt)}`.mapWith(listings.updatedAt) })
    .from(users)
    .innerJoin(listings, and(eq(listings.sellerId, users.id), isLiveListing()))
    .where(and(eq(users.role, 'seller'), isNull(users.suspendedAt)))
    .groupBy(users.id)
    .orderBy(asc(users.id))
    .offset(offset)
    .limit(limit);
}
