import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { notifications, users } from '../../db/schema.ts';

export type NotificationRow = typeof notifications.$inferSelect;

export async function insertMany(
  db: DbOrTx,
  rows: { userId: string; type: string; message: string; data: Record<string, unknown> }[],
): Promise<NotificationRow[]> {
  if (rows.length === 0) return [];
  return db.insert(notifications).values(rows).returning();
}

export async function findAdminIds(db: DbOrTx): Promise<string[]> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin'));
  return rows.map((r) => r.id);
}

export async function listForUser(db: DbOrTx, userId: string, limit: number, offset: number) {
  const [items, [counts]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt))
      .limit(limit)
      .offset(offset),
    db
      .select({
        total: sql<number>`count(*)`,
        unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)`,
      })
      .from(notifications)
      .where(eq(notifications.userId, userId)),
  ]);
  return { items, total: counts?.total ?? 0, unread: counts?.unread ?? 0 };
}

export async function markRead(db: DbOrTx, userId: string, ids: string[] | 'all'): Promise<number> {
  const own = and(eq(notifications.userId, userId), isNull(notifications.readAt));
  const rows = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(ids === 'all' ? own : and(own, inArray(notifications.id, ids)))
    .returning({ id: notifications.id });
  return rows.length;
}
