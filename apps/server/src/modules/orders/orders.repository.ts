import { and, asc, desc, eq, gt, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  idempotencyKeys,
  listings,
  orderItems,
  orders,
  reviews,
  users,
  type DeliveryAddress,
  type OrderStatus,
} from '../../db/schema.ts';
import { isLiveListing } from '../phones/listing-visibility.ts';
import { refreshSellerRating as refreshRatingOfSeller } from '../reviews/seller-rating.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

// ---- idempotency ---------------------------------------------------------------------------------

/**
 * Serialises requests carrying the same key for the same buyer until the transaction ends, so a
 * replay sent while the first is still running waits for its answer instead of racing it.
 */
export async function lockIdempotencyKey(tx: DbOrTx, userId: string, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${userId}:${key}`}, 0))`);
}

export async function findIdempotencyKey(tx: DbOrTx, userId: string, key: string) {
  const [row] = await tx
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  return row;
}

export async function insertIdempotencyKey(
  tx: DbOrTx,
  row: { userId: string; key: string; requestHash: string; responseStatus: number; responseBody: unknown },
): Promise<void> {
  await tx.insert(idempotencyKeys).values(row);
}

// ---- listings being bought -----------------------------------------------------------------------

/**
 * The listings of an order, locked in id order: every checkout takes its locks in the same order, so
 * two checkouts sharing phones wait for each other instead of deadlocking.
 */
export async function lockListings(tx: DbOrTx, ids: string[]) {
  return tx
    .select({
      id: listings.id,
      sellerId: listings.sellerId,
      title: listings.title,
      price: listings.price,
      stock: listings.stock,
      status: listings.status,
      sellerSuspended: listings.sellerSuspended,
      images: listings.images,
    })
    .from(listings)
    .where(inArray(listings.id, ids))
    .orderBy(asc(listings.id))
    .for('update');
}

/** Takes `quantity` units; false when fewer are left (docs/decisions/007-stock-in-order-transaction.md). */
export async function decrementStock(tx: DbOrTx, listingId: string, quantity: number): Promise<boolean> {
  const rows = await tx
    .update(listings)
    .set({ stock: sql`${listings.stock} - ${quantity}` })
    .where(and(eq(listings.id, listingId), gte(listings.stock, quantity), isLiveListing()))
    .returning({ id: listings.id });
  return rows.length === 1;
}

/** Gives back units of a cancelled item, only to a listing still of the seller who cancelled it. */
export async function returnStock(tx: DbOrTx, listingId: string, sellerId: string, quantity: number): Promise<void> {
  await tx
    .update(listings)
    .set({ stock: sql`${listings.stock} + ${quantity}` })
    .where(and(eq(listings.id, listingId), eq(listings.sellerId, sellerId)));
}

// ---- orders --------------------------------------------------------------------------------------

export interface NewOrder {
  orderNumber: string;
  buyerId: string;
  deliveryAddress: DeliveryAddress;
  courierType: string;
  subtotal: number;
  shippingCost: number;
  totalAmount: number;
  transactionId: string;
  paymentMethod: string;
  paymentGateway: string;
  cardLast4: string;
}

/** Inserts the order; undefined when its order number is already taken. */
export async function insertOrder(tx: DbOrTx, order: NewOrder): Promise<OrderRow | undefined> {
  const [row] = await tx.insert(orders).values(order).onConflictDoNothing({ target: orders.orderNumber }).returning();
  return row;
}

export async function insertItems(tx: DbOrTx, items: (typeof orderItems.$inferInsert)[]): Promise<OrderItemRow[]> {
  return tx.insert(orderItems).values(items).returning();
}

export async function findOrderById(db: DbOrTx, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

export async function findOrderByIdForUpdate(tx: DbOrTx, id: string): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  return row;
}

export async function findOrderByNumber(db: DbOrTx, orderNumber: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  return row;
}

/**
 * Takes one of the order's confirmation-mail copies in one conditional update, so buyers asking at
 * once cannot pass the cap together; false when all `cap` are used. The order's updatedAt stays: a
 * mailed copy does not change the order.
 */
export async function takeConfirmationMail(db: DbOrTx, orderId: string, cap: number): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({ confirmationMailCount: sql`${orders.confirmationMailCount} + 1`, updatedAt: sql`${orders.updatedAt}` })
    .where(and(eq(orders.id, orderId), lt(orders.confirmationMailCount, cap)))
    .returning({ id: orders.id });
  return rows.length === 1;
}

/** Gives back a copy taken for a mail that could not be sent. */
export async function returnConfirmationMail(db: DbOrTx, orderId: string): Promise<void> {
  await db
    .update(orders)
    .set({ confirmationMailCount: sql`${orders.confirmationMailCount} - 1`, updatedAt: sql`${orders.updatedAt}` })
    .where(and(eq(orders.id, orderId), gt(orders.confirmationMailCount, 0)));
}

export async function updateStatus(tx: DbOrTx, id: string, status: OrderStatus): Promise<OrderRow> {
  const [row] = await tx.update(orders).set({ status }).where(eq(orders.id, id)).returning();
  return row!;
}

/**
 * Moves one seller's items of an order. Cancelled items are final and never move again, so an item
 * turns cancelled (and its stock is returned) at most once: the rows answered are those that moved.
 */
export async function moveSellerItems(
  tx: DbOrTx,
  orderId: string,
  sellerId: string,
  status: OrderStatus,
): Promise<OrderItemRow[]> {
  return tx
    .update(orderItems)
    .set({ status })
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.sellerId, sellerId), ne(orderItems.status, 'cancelled')))
    .returning();
}

export async function listBuyerOrders(db: DbOrTx, buyerId: string): Promise<OrderRow[]> {
  return db.select().from(orders).where(eq(orders.buyerId, buyerId)).orderBy(desc(orders.createdAt), desc(orders.id));
}

/** Orders holding at least one item this seller sold, newest first, with the buyer's name and contact. */
export async function listSellerOrders(db: DbOrTx, sellerId: string) {
  return db
    .select({ order: orders, buyer: { id: users.id, name: users.name, email: users.email, phone: users.phone } })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.buyerId))
    .where(
      inArray(
        orders.id,
        db.selectDistinct({ id: orderItems.orderId }).from(orderItems).where(eq(orderItems.sellerId, sellerId)),
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id));
}

export type ItemWithSeller = OrderItemRow & { sellerName: string; sellerPhone: string | null };

/** The items of these orders with their seller's name and phone; only `sellerId`'s when given. */
export async function listItems(db: DbOrTx, orderIds: string[], sellerId?: string): Promise<ItemWithSeller[]> {
  if (orderIds.length === 0) return [];
  const rows = await db
    .select({ item: orderItems, sellerName: users.name, sellerPhone: users.phone })
    .from(orderItems)
    .innerJoin(users, eq(users.id, orderItems.sellerId))
    .where(
      sellerId
        ? and(inArray(orderItems.orderId, orderIds), eq(orderItems.sellerId, sellerId))
        : inArray(orderItems.orderId, orderIds),
    )
    .orderBy(asc(orderItems.orderId), asc(orderItems.title), asc(orderItems.id));
  return rows.map((row) => ({ ...row.item, sellerName: row.sellerName, sellerPhone: row.sellerPhone }));
}

export async function findBuyer(db: DbOrTx, buyerId: string) {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email, phone: users.phone })
    .from(users)
    .where(eq(users.id, buyerId));
  return row;
}

// ---- reviews -------------------------------------------------------------------------------------

/** One review per seller of the order; sellers already reviewed for it are skipped. */
export async function insertReviews(
  tx: DbOrTx,
  rows: { orderId: string; buyerId: string; sellerId: string; rating: number; comment: string }[],
) {
  return tx.insert(reviews).values(rows).onConflictDoNothing().returning();
}

/** rating and reviewCount are aggregates of the seller's shown reviews, never typed in. */
export const refreshSellerRating = refreshRatingOfSeller;

/** The buyer's own reviews of these orders, oldest first. */
export async function findBuyerReviews(db: DbOrTx, buyerId: string, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({
      id: reviews.id,
      orderId: reviews.orderId,
      rating: reviews.rating,
      comment: reviews.comment,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .where(and(eq(reviews.buyerId, buyerId), inArray(reviews.orderId, orderIds)))
    .orderBy(asc(reviews.createdAt));
}

/** The sellers the buyer has already reviewed, per order, of these orders. */
export async function findReviewedSellers(
  db: DbOrTx,
  buyerId: string,
  orderIds: string[],
): Promise<Map<string, Set<string>>> {
  const reviewed = new Map<string, Set<string>>();
  if (orderIds.length === 0) return reviewed;
  const rows = await db
    .select({ orderId: reviews.orderId, sellerId: reviews.sellerId })
    .from(reviews)
    .where(and(eq(reviews.buyerId, buyerId), inArray(reviews.orderId, orderIds)));
  for (const row of rows) reviewed.set(row.orderId, (reviewed.get(row.orderId) ?? new Set()).add(row.sellerId));
  return reviewed;
}
