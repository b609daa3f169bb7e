import { and, asc, count, desc, eq, gt, gte, inArray, lt, lte, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { DisputeStatus } from '@phonekade/shared/orders/dispute';
import type { PaymentActor, PaymentMethod, PaymentState } from '@phonekade/shared/orders/order-status';
import {
  disputes,
  idempotencyKeys,
  paymentEvents,
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
  transactionId: string | null;
  paymentMethod: PaymentMethod;
  paymentGateway: string;
  cardLast4: string | null;
  paymentStatus: PaymentState;
}

/** Inserts the order; undefined when its order number or short number is already taken. */
export async function insertOrder(tx: DbOrTx, order: NewOrder): Promise<OrderRow | undefined> {
  const [row] = await tx.insert(orders).values(order).onConflictDoNothing().returning();
  return row;
}

/**
 * Whether each seller takes cash on delivery: their own switch, or while they never set it, yes for
 * individual sellers (no business type, or 'individual') and no for shops.
 */
export async function findSellersCashOnDelivery(db: DbOrTx, sellerIds: string[]) {
  if (sellerIds.length === 0) return [];
  return db
    .select({
      id: users.id,
      name: users.name,
      accepts: sql<boolean>`coalesce(${users.acceptsCashOnDelivery}, coalesce(${users.businessType}, '') in ('', 'individual'))`,
    })
    .from(users)
    .where(and(inArray(users.id, sellerIds), eq(users.role, 'seller')));
}

/** Moves the order's money; false when it was no longer in `from` (someone else moved it first). */
export async function movePayment(tx: DbOrTx, orderId: string, from: PaymentState, to: PaymentState): Promise<boolean> {
  const rows = await tx
    .update(orders)
    .set({ paymentStatus: to })
    .where(and(eq(orders.id, orderId), eq(orders.paymentStatus, from)))
    .returning({ id: orders.id });
  return rows.length === 1;
}

/**
 * Stamps the moment every item going ahead was delivered, by the database's clock, and when a held
 * payment falls due for capture `dueDays` after it.
 */
export async function markDelivered(tx: DbOrTx, orderId: string, dueDays: number): Promise<OrderRow> {
  const [row] = await tx
    .update(orders)
    .set({ deliveredAt: sql`now()`, captureDueAt: sql`now() + make_interval(days => ${dueDays})` })
    .where(eq(orders.id, orderId))
    .returning();
  return row!;
}

/** Records a move of an order's money or of its dispute (the audit trail). */
export async function insertPaymentEvent(
  tx: DbOrTx,
  event: {
    orderId: string;
    actorId: string | null;
    actorRole: PaymentActor;
    action: string;
    fromStatus?: PaymentState;
    toStatus?: PaymentState;
    note?: string;
  },
): Promise<void> {
  await tx.insert(paymentEvents).values(event);
}

export async function listPaymentEvents(db: DbOrTx, orderId: string) {
  return db
    .select()
    .from(paymentEvents)
    .where(eq(paymentEvents.orderId, orderId))
    .orderBy(asc(paymentEvents.createdAt));
}

/**
 * Held payments whose dispute window has closed without an open dispute, locked; rows another sweep
 * already holds are skipped, so two instances never capture the same order.
 */
export async function lockDueCaptures(tx: DbOrTx, max: number): Promise<OrderRow[]> {
  return tx
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.paymentStatus, 'held'),
        lte(orders.captureDueAt, sql`now()`),
        sql`not exists (select 1 from ${disputes} where ${disputes.orderId} = ${orders.id} and ${disputes.status} = 'open')`,
      ),
    )
    .orderBy(asc(orders.captureDueAt))
    .limit(max)
    .for('update', { skipLocked: true });
}

// ---- disputes ------------------------------------------------------------------------------------

export type DisputeRow = typeof disputes.$inferSelect;

export async function insertDispute(
  tx: DbOrTx,
  row: { orderId: string; buyerId: string; reason: DisputeRow['reason']; note: string; images?: DisputeRow['images'] },
): Promise<DisputeRow | undefined> {
  const [inserted] = await tx.insert(disputes).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function findDisputes(db: DbOrTx, orderIds: string[]): Promise<DisputeRow[]> {
  if (orderIds.length === 0) return [];
  return db.select().from(disputes).where(inArray(disputes.orderId, orderIds));
}

export async function findDisputeByIdForUpdate(tx: DbOrTx, id: string): Promise<DisputeRow | undefined> {
  const [row] = await tx.select().from(disputes).where(eq(disputes.id, id)).for('update');
  return row;
}

export async function resolveDispute(
  tx: DbOrTx,
  id: string,
  resolution: { status: DisputeStatus; resolutionNote: string; resolvedBy: string },
): Promise<DisputeRow> {
  const [row] = await tx
    .update(disputes)
    .set({ ...resolution, resolvedAt: new Date() })
    .where(eq(disputes.id, id))
    .returning();
  return row!;
}

/** Open disputes first (oldest first), then the most recently decided ones. */
export async function listDisputes(db: DbOrTx, max: number) {
  return db
    .select({ dispute: disputes, order: orders, buyer: { id: users.id, name: users.name, email: users.email } })
    .from(disputes)
    .innerJoin(orders, eq(orders.id, disputes.orderId))
    .innerJoin(users, eq(users.id, disputes.buyerId))
    .orderBy(
      sql`case when ${disputes.status} = 'open' then 0 else 1 end`,
      sql`case when ${disputes.status} = 'open' then ${disputes.createdAt} end asc`,
      desc(disputes.resolvedAt),
    )
    .limit(max);
}

export async function countOpenDisputes(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(disputes).where(eq(disputes.status, 'open'));
  return row?.n ?? 0;
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
  trackingNumber?: string,
): Promise<OrderItemRow[]> {
  return tx
    .update(orderItems)
    .set(trackingNumber ? { status, trackingNumber } : { status })
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.sellerId, sellerId), ne(orderItems.status, 'cancelled')))
    .returning();
}

/** Cancels every item of the order not cancelled yet (the buyer's cancel); answers those that moved. */
export async function cancelOrderItems(tx: DbOrTx, orderId: string): Promise<OrderItemRow[]> {
  return tx
    .update(orderItems)
    .set({ status: 'cancelled' })
    .where(and(eq(orderItems.orderId, orderId), ne(orderItems.status, 'cancelled')))
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
