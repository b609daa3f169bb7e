import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { passwordResetCodes, revokedTokens } from '../../db/schema.ts';

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

export interface TokenRevocation {
  tokenId: string;
  userId: string;
  /** The token's own expiry: after it the row is no longer needed. */
  expiresAt: Date;
}

/** Revoking a token twice keeps the first row. */
export async function insertRevocation(db: DbOrTx, revocation: TokenRevocation): Promise<void> {
  await db.insert(revokedTokens).values(revocation).onConflictDoNothing();
}

export async function isRevoked(db: DbOrTx, tokenId: string): Promise<boolean> {
  const [row] = await db
    .select({ tokenId: revokedTokens.tokenId })
    .from(revokedTokens)
    .where(eq(revokedTokens.tokenId, tokenId));
  return Boolean(row);
}

// Token expiry is checked on the app's clock and this delete runs on the database's: the margin keeps
// a small difference between the two from bringing a revoked token back before it expires.
const CLOCK_MARGIN = sql`interval '5 minutes'`;

/** Deletes revocations whose token has expired (only the user's, given one); returns how many. */
export async function removeExpiredRevocations(db: DbOrTx, userId?: string): Promise<number> {
  const expired = lt(revokedTokens.expiresAt, sql`now() - ${CLOCK_MARGIN}`);
  const result = await db
    .delete(revokedTokens)
    .where(userId ? and(eq(revokedTokens.userId, userId), expired) : expired);
  return result.rowCount ?? 0;
}
