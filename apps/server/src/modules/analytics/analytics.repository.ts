import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { listings, orderItems, orders } from '../../db/schema.ts';
import { isLiveListing } from '../phones/listing-visibility.ts';

/** A buyer's orders and spending; cancelled orders count for neither. */
export async function buyerStats(db: DbOrTx, buyerId: string) {
  const [row] = await db
    .select({
      ordersPlaced: sql<number>`count(*)::int`,
      totalSpent: sql<number>`coalesce(sum(${orders.totalAmount}), 0)::bigint`,
    })
    .from(orders)
    .where(and(eq(orders.buyerId, buyerId), sql`${orders.status} <> 'cancelled'`));
  return { ordersPlaced: Number(row?.ordersPlaced ?? 0), totalSpent: Number(row?.totalSpent ?? 0) };
}

/**
 * A seller's units sold and revenue from their own items; items they cancelled count for neither
 * (each seller cancels only their own items of an order: docs/decisions/011-per-seller-fulfilment.md).
 */
export async function sellerSales(db: DbOrTx, sellerId: string) {
  const [row] = await db
    .select({
      totalSold: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::bigint`,
      totalRevenue: sql<number>`coalesce(sum(${orderItems.price} * ${orderItems.quantity}), 0)::bigint`,
    })
    .from(orderItems)
    .where(and(eq(orderItems.sellerId, sellerId), sql`${orderItems.status} <> 'cancelled'`));
  return { totalSold: Number(row?.totalSold ?? 0), totalRevenue: Number(row?.totalRevenue ?? 0) };
}

/** Live listings (approved and in stock) of a seller. */
export async function countActiveListings(db: DbOrTx, sellerId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(listings)
    .where(and(eq(listings.sellerId, sellerId), isLiveListing()));
  return Number(row?.count ?? 0);
}
