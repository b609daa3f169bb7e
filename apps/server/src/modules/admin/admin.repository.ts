import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { jsonRow } from '../../db/json-row.ts';
import {
  adminActions,
  cartItems,
  favorites,
  listings,
  users,
  type AdminActionKind,
  type ListingStatus,
} from '../../db/schema.ts';
import { listingWithSellerColumns, sellerCardColumns, sellerJoin } from '../phones/listing-row.ts';
import { findFairPriceBands } from '../phones/fair-price-bands.ts';
import { holdsSameImei } from '../phones/listing-visibility.ts';

// The phones module's row, so its toPhoneDto maps it; admins also get the seller's e-mail.
// `imeiDuplicate` stays false here: findImeiMatches fills it and also names the other listings.
const adminListingColumns = {
  ...listingWithSellerColumns,
  seller: jsonRow({ ...sellerCardColumns, email: users.email }),
};

function selectListings(db: DbOrTx) {
  return db.select(adminListingColumns).from(listings).innerJoin(users, sellerJoin);
}

export type AdminListingRow = Awaited<ReturnType<typeof selectListings>>[number];

export async function countDashboard(db: DbOrTx) {
  const [[statuses], [people]] = await Promise.all([
    db
      .select({
        pending: sql<number>`count(*) filter (where ${listings.status} = 'pending')`,
        approved: sql<number>`count(*) filter (where ${listings.status} = 'approved')`,
        rejected: sql<number>`count(*) filter (where ${listings.status} = 'rejected')`,
      })
      .from(listings),
    db
      .select({
        users: sql<number>`count(*)`,
        sellers: sql<number>`count(*) filter (where ${users.role} = 'seller')`,
      })
      .from(users),
  ]);
  return {
    pendingCount: statuses?.pending ?? 0,
    approvedCount: statuses?.approved ?? 0,
    rejectedCount: statuses?.rejected ?? 0,
    totalUsers: people?.users ?? 0,
    totalSellers: people?.sellers ?? 0,
  };
}

export async function listRecent(db: DbOrTx, status: 'pending' | 'approved', limit: number) {
  const newest =
    status === 'approved'
      ? desc(sql`coalesce(${listings.approvedAt}, ${listings.createdAt})`)
      : desc(listings.createdAt);
  return selectListings(db).where(eq(listings.status, status)).orderBy(newest, desc(listings.id)).limit(limit);
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

export interface PendingFilter {
  search?: string | undefined;
  brand: string;
  sortBy: 'createdAt' | 'price' | 'title';
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

export async function listPending(db: DbOrTx, filter: PendingFilter) {
  const conditions: SQL[] = [eq(listings.status, 'pending')];
  if (filter.brand !== 'all') conditions.push(sql`lower(${listings.brand}) = lower(${filter.brand})`);
  if (filter.search) {
    // Admins look listings up by what they show and by who posted them.
    const pattern = `%${escapeLike(filter.search)}%`;
    conditions.push(
      or(
        ilike(listings.title, pattern),
        ilike(listings.brand, pattern),
        ilike(listings.description, pattern),
        ilike(users.name, pattern),
        ilike(users.email, pattern),
      )!,
    );
  }
  const where = and(...conditions);
  const column = { createdAt: listings.createdAt, price: listings.price, title: sql`lower(${listings.title})` }[
    filter.sortBy
  ];
  const direction = filter.order === 'asc' ? asc : desc;
  const [rows, [count]] = await Promise.all([
    selectListings(db)
      .where(where)
      .orderBy(direction(column), direction(listings.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db
      .select({ total: sql<number>`count(*)` })
      .from(listings)
      .innerJoin(users, sellerJoin)
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** The live fair price bands of these model keys (docs/decisions/066-fair-price-band.md). */
export const findPriceBands = findFairPriceBands;

/** The other listings holding the same IMEI as each of `listingIds`. */
export async function findImeiMatches(db: DbOrTx, listingIds: string[]) {
  if (listingIds.length === 0) return [];
  const other = alias(listings, 'other');
  return db
    .select({ listingId: listings.id, id: other.id, title: other.title, status: other.status })
    .from(listings)
    .innerJoin(other, holdsSameImei(other, listings.imei, listings.id))
    .where(inArray(listings.id, listingIds));
}

export async function findStatus(db: DbOrTx, id: string) {
  const [row] = await db.select({ id: listings.id, status: listings.status }).from(listings).where(eq(listings.id, id));
  return row;
}

/**
 * Locks the listings of a batch so nobody else moves or edits them until the batch commits: what is
 * checked on these rows (status, updatedAt) stays true until the approval is written.
 */
export async function lockMany(db: DbOrTx, ids: string[]) {
  return db
    .select({ id: listings.id, status: listings.status, updatedAt: listings.updatedAt })
    .from(listings)
    .where(inArray(listings.id, ids))
    .for('update');
}

/**
 * The listing was not changed since `seenUpdatedAt` (the updatedAt the admin's screen showed). Both
 * sides are cut to milliseconds: the database keeps microseconds, the API's timestamps carry
 * milliseconds.
 */
function unchangedSince(seenUpdatedAt: string | undefined): SQL | undefined {
  if (seenUpdatedAt === undefined) return undefined;
  return sql`date_trunc('milliseconds', ${listings.updatedAt}) = date_trunc('milliseconds', ${seenUpdatedAt}::timestamptz)`;
}

// Each move is conditional on the listing still being pending (and, when the admin's copy is given,
// unchanged since), so two admins acting at once cannot both succeed and a seller's edit made after
// the admin opened the listing is not decided on unseen: the update then finds no row.
export async function approvePending(
  db: DbOrTx,
  ids: string[],
  adminId: string,
  notes: string | null,
  seenUpdatedAt?: string,
) {
  return db
    .update(listings)
    .set({
      status: 'approved' satisfies ListingStatus,
      approvedAt: new Date(),
      approvedBy: adminId,
      livePrice: sql`${listings.price}`,
      // Going live below the last live price is a price drop, kept for the 'Price dropped' label;
      // above it, an earlier drop no longer holds (docs/decisions/071-price-drop-alerts-and-digest.md).
      previousPrice: sql`case when ${listings.price} < ${listings.livePrice} then ${listings.livePrice}
        when ${listings.price} > ${listings.livePrice} then null else ${listings.previousPrice} end`,
      priceDroppedAt: sql`case when ${listings.price} < ${listings.livePrice} then now()
        when ${listings.price} > ${listings.livePrice} then null else ${listings.priceDroppedAt} end`,
      adminNotes: notes,
      rejectedAt: null,
      rejectedBy: null,
      rejectionReason: null,
    })
    .where(and(inArray(listings.id, ids), eq(listings.status, 'pending'), unchangedSince(seenUpdatedAt)))
    .returning({
      id: listings.id,
      title: listings.title,
      sellerId: listings.sellerId,
      brand: listings.brand,
      price: listings.price,
      images: listings.images,
      stock: listings.stock,
    });
}

/** The price each listing went live at last time (null when it never was live), read before approving. */
export async function findLivePrices(db: DbOrTx, ids: string[]): Promise<Map<string, number | null>> {
  const rows = await db
    .select({ id: listings.id, livePrice: listings.livePrice })
    .from(listings)
    .where(inArray(listings.id, ids));
  return new Map(rows.map((row) => [row.id, row.livePrice]));
}

/** Everybody with the listing in their cart or favourites. */
export async function findWatchers(db: DbOrTx, listingId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: cartItems.userId })
    .from(cartItems)
    .where(eq(cartItems.listingId, listingId))
    .union(db.select({ userId: favorites.userId }).from(favorites).where(eq(favorites.listingId, listingId)));
  return rows.map((row) => row.userId);
}

export async function rejectPending(
  db: DbOrTx,
  id: string,
  adminId: string,
  reason: string,
  notes: string | null,
  seenUpdatedAt?: string,
) {
  const [row] = await db
    .update(listings)
    .set({
      status: 'rejected' satisfies ListingStatus,
      rejectedAt: new Date(),
      rejectedBy: adminId,
      rejectionReason: reason,
      adminNotes: notes,
      approvedAt: null,
      approvedBy: null,
    })
    .where(and(eq(listings.id, id), eq(listings.status, 'pending'), unchangedSince(seenUpdatedAt)))
    .returning({ id: listings.id, title: listings.title, sellerId: listings.sellerId });
  return row;
}

export async function remove(db: DbOrTx, id: string) {
  const [row] = await db
    .delete(listings)
    .where(eq(listings.id, id))
    .returning({ id: listings.id, title: listings.title, sellerId: listings.sellerId, images: listings.images });
  return row;
}

export async function insertActions(
  db: DbOrTx,
  rows: {
    adminId: string;
    listingId: string;
    listingTitle: string;
    action: AdminActionKind;
    reason?: string | null;
    notes?: string | null;
  }[],
) {
  if (rows.length === 0) return;
  await db.insert(adminActions).values(rows);
}

export async function listActions(db: DbOrTx, action: AdminActionKind | undefined, limit: number, offset: number) {
  const where = action ? eq(adminActions.action, action) : undefined;
  const admin = alias(users, 'admin');
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: adminActions.id,
        action: adminActions.action,
        adminId: admin.id,
        adminName: admin.name,
        listingId: adminActions.listingId,
        listingTitle: adminActions.listingTitle,
        listingStatus: listings.status,
        notes: adminActions.notes,
        reason: adminActions.reason,
        createdAt: adminActions.createdAt,
      })
      .from(adminActions)
      .leftJoin(admin, eq(admin.id, adminActions.adminId))
      .leftJoin(listings, eq(listings.id, adminActions.listingId))
      .where(where)
      .orderBy(desc(adminActions.createdAt), desc(adminActions.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: sql<number>`count(*)` })
      .from(adminActions)
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}
