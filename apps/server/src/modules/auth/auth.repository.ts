import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { passwordResetCodes } from '../../db/schema.ts';

export type ResetCodeRow = typeof passwordResetCodes.$inferSelect;

/** Ends every unused code of the user (a newer code replaces them, a reset ends them all). */
export async function invalidateUnusedCodes(db: DbOrTx, userId: string): Promise<void> {
  await db
    .update(passwordResetCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResetCodes.userId, userId), isNull(passwordResetCodes.usedAt)));
}

/** The expiry is reckoned on the database clock, the same clock the lookup compares it with. */
export async function insertCode(db: DbOrTx, userId: string, codeHash: string, lifetimeMs: number): Promise<void> {
  await db
    .insert(passwordResetCodes)
    .values({ userId, codeHash, expiresAt: sql`now() + make_interval(secs => ${lifetimeMs / 1000})` });
}

/**
 * The user's newest code that can still be tried (unused, unexpired, tries left), locked until the
 * transaction ends so parallel guesses are counted one by one.
 */
export async function findUsableCodeForUpdate(
  db: DbOrTx,
  userId: string,
  maxAttempts: number,
): Promise<ResetCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(passwordResetCodes)
    .where(
      and(
        eq(passwordResetCodes.userId, userId),
        isNull(passwordResetCodes.usedAt),
        gt(passwordResetCodes.expiresAt, sql`now()`),
        lt(passwordResetCodes.attempts, maxAttempts),
      ),
    )
    .orderBy(desc(passwordResetCodes.createdAt))
    .limit(1)
    .for('update');
  return row;
}

export async function countFailedAttempt(db: DbOrTx, id: string): Promise<void> {
  await db
    .update(passwordResetCodes)
    .set({ attempts: sql`${passwordResetCodes.attempts} + 1` })
    .where(eq(passwordResetCodes.id, id));
}
