import { and, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { isUuid } from '@phonekade/shared/common/fields';
import type { DbOrTx } from '../../db/client.ts';
import { alias } from 'drizzle-orm/pg-core';
import { accountSuspensions, listingReports, listings, orderItems, orders, reviews, users } from '../../db/schema.ts';

const OPEN_ORDER_STATUSES = ['pending', 'confirmed', 'dispatched'] as const;

/** `%` and `_` typed by an admin are letters, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function findAccountsPage(db: DbOrTx, search: string | undefined, offset: number, limit: number) {
  const where = search
    ? or(ilike(users.name, likePattern(search)), ilike(users.email, likePattern(search)))
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        role: users.role,
        createdAt: users.createdAt,
        suspendedAt: users.suspendedAt,
        suspensionReason: users.suspensionReason,
        // Written out: inside a select Drizzle drops the table names, and "id" would mean the inner table's.
        listings: sql<number>`(select count(*)::int from listings l where l.seller_id = users.id)`,
        orders: sql<number>`(select count(*)::int from orders o where o.buyer_id = users.id)`,
      })
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .offset(offset)
      .limit(limit),
    db.select({ accounts: count() }).from(users).where(where),
  ]);
  return { rows, total: total?.accounts ?? 0 };
}

/** The account, locked until the transaction ends so two admins' decisions do not cross. */
export async function lockAccount(tx: DbOrTx, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await tx
    .select({ id: users.id, name: users.name, role: users.role, suspendedAt: users.suspendedAt })
    .from(users)
    .where(eq(users.id, id))
    .for('update');
  return row;
}

/** Suspends or restores the account; suspending also ends every token it holds. */
export async function setSuspension(tx: DbOrTx, id: string, reason: string | null) {
  await tx
    .update(users)
    .set(
      reason === null
        ? { suspendedAt: null, suspensionReason: null }
        : { suspendedAt: new Date(), suspensionReason: reason, tokenVersion: sql`${users.tokenVersion} + 1` },
    )
    .where(eq(users.id, id));
  await tx
    .update(listings)
    .set({ sellerSuspended: reason !== null })
    .where(eq(listings.sellerId, id));
}

export async function insertSuspensionAction(
  tx: DbOrTx,
  values: { userId: string; adminId: string; action: 'suspend' | 'unsuspend'; reason: string | null },
) {
  await tx.insert(accountSuspensions).values(values);
}

/** Everyone with an order still open with this person: buyers of their items, sellers of their orders. */
export async function findOpenOrderCounterparts(db: DbOrTx, userId: string): Promise<string[]> {
  const open = inArray(orderItems.status, [...OPEN_ORDER_STATUSES]);
  const [buyers, sellers] = await Promise.all([
    db
      .selectDistinct({ id: orders.buyerId })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(eq(orderItems.sellerId, userId), open)),
    db
      .selectDistinct({ id: orderItems.sellerId })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(eq(orders.buyerId, userId), open)),
  ]);
  return [...new Set([...buyers, ...sellers].map((row) => row.id))].filter((id) => id !== userId);
}

/** The person and, newest first and at most `limit` each, what they did (the admin's view of one person). */
export async function findAccountDetail(db: DbOrTx, id: string, limit: number) {
  if (!isUuid(id)) return undefined;
  const [user] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      phone: users.phone,
      location: users.location,
      rating: users.rating,
      reviewCount: users.reviewCount,
      createdAt: users.createdAt,
      suspendedAt: users.suspendedAt,
      suspensionReason: users.suspensionReason,
      listings: sql<number>`(select count(*)::int from listings l where l.seller_id = users.id)`,
      orders: sql<number>`(select count(*)::int from orders o where o.buyer_id = users.id)`,
    })
    .from(users)
    .where(eq(users.id, id));
  if (!user) return undefined;
  const other = alias(users, 'other');
  const reviewColumns = {
    id: reviews.id,
    rating: reviews.rating,
    comment: reviews.comment,
    createdAt: reviews.createdAt,
    editedAt: reviews.editedAt,
    hiddenAt: reviews.hiddenAt,
    hiddenReason: reviews.hiddenReason,
    otherName: other.name,
  };
  const reportColumns = {
    id: listingReports.id,
    listingId: listingReports.listingId,
    listingTitle: listingReports.listingTitle,
    reason: listingReports.reason,
    details: listingReports.details,
    createdAt: listingReports.createdAt,
    resolution: listingReports.resolution,
  };
  const [ownListings, ownOrders, sales, reviewsWritten, reviewsReceived, reportsMade, reportsReceived] =
    await Promise.all([
      db
        .select({
          id: listings.id,
          title: listings.title,
          status: listings.status,
          price: listings.price,
          stock: listings.stock,
          createdAt: listings.createdAt,
        })
        .from(listings)
        .where(eq(listings.sellerId, id))
        .orderBy(desc(listings.createdAt))
        .limit(limit),
      db
        .select({
          id: orders.id,
          orderNumber: orders.orderNumber,
          status: orders.status,
          totalAmount: orders.totalAmount,
          createdAt: orders.createdAt,
        })
        .from(orders)
        .where(eq(orders.buyerId, id))
        .orderBy(desc(orders.createdAt))
        .limit(limit),
      db
        .select({
          orderId: orders.id,
          orderNumber: orders.orderNumber,
          title: orderItems.title,
          status: orderItems.status,
          amount: sql<number>`(${orderItems.price} * ${orderItems.quantity})::int`,
          createdAt: orders.createdAt,
        })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(eq(orderItems.sellerId, id))
        .orderBy(desc(orders.createdAt))
        .limit(limit),
      db
        .select(reviewColumns)
        .from(reviews)
        .innerJoin(other, eq(other.id, reviews.sellerId))
        .where(eq(reviews.buyerId, id))
        .orderBy(desc(reviews.createdAt))
        .limit(limit),
      db
        .select(reviewColumns)
        .from(reviews)
        .innerJoin(other, eq(other.id, reviews.buyerId))
        .where(eq(reviews.sellerId, id))
        .orderBy(desc(reviews.createdAt))
        .limit(limit),
      db
        .select(reportColumns)
        .from(listingReports)
        .where(eq(listingReports.reporterId, id))
        .orderBy(desc(listingReports.createdAt))
        .limit(limit),
      db
        .select(reportColumns)
        .from(listingReports)
        .where(eq(listingReports.sellerId, id))
        .orderBy(desc(listingReports.createdAt))
        .limit(limit),
    ]);
  return {
    user,
    listings: ownListings,
    orders: ownOrders,
    sales,
    reviewsWritten,
    reviewsReceived,
    reportsMade,
    reportsReceived,
  };
}
