import { and, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { accountSuspensions, listings, orderItems, orders, users } from '../../db/schema.ts';

const OPEN_ORDER_STATUSES = ['pending', 'confirmed', 'dispatched'] as const;
const UUID_LIKE = /^[0-9a-f-]{36}$/i;

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
  if (!UUID_LIKE.test(id)) return undefined;
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
