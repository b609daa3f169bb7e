import type { Language } from '@phonekade/shared/i18n/language';
import { eq, inArray, sql } from 'drizzle-orm';
import { isUuid } from '@phonekade/shared/common/fields';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
/** The columns a profile update may change. */
export type ProfilePatch = Partial<
  Pick<
    NewUserRow,
    | 'name'
    | 'phone'
    | 'gender'
    | 'dateOfBirth'
    | 'location'
    | 'favoriteBrand'
    | 'instagram'
    | 'twitter'
    | 'facebook'
    | 'linkedin'
    | 'profilePicture'
    | 'businessType'
    | 'businessDescription'
  >
>;

export async function findAuthStateById(db: DbOrTx, id: string) {
  // A malformed id in a token must read as "no such user", not as a database error.
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select({ id: users.id, role: users.role, tokenVersion: users.tokenVersion })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

export async function findById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** Locks the row until the transaction ends, so two profile updates never race over the picture. */
export async function findByIdForUpdate(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(users).where(eq(users.id, id)).for('update');
  return row;
}

/** `email` must already be lower-cased; the unique index is on lower(email), so this uses it. */
export async function findByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`);
  return row;
}

export async function insert(db: DbOrTx, values: NewUserRow): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('insert into users returned no row');
  return row;
}

export async function updateProfile(db: DbOrTx, id: string, patch: ProfilePatch): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(patch).where(eq(users.id, id)).returning();
  return row;
}

/** The seller's 'I accept cash on delivery' switch. */
export async function setAcceptsCashOnDelivery(db: DbOrTx, id: string, accepts: boolean): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set({ acceptsCashOnDelivery: accepts }).where(eq(users.id, id)).returning();
  return row;
}

/** A new password revokes every token issued before it (docs/decisions/008-jwt-with-token-version.md). */
export async function setPassword(db: DbOrTx, id: string, passwordHash: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, id));
}

export async function promoteToAdmin(db: DbOrTx, id: string, passwordHash: string | null): Promise<void> {
  await db
    .update(users)
    .set({
      role: 'admin',
      ...(passwordHash ? { passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
    })
    .where(eq(users.id, id));
}

export async function bumpTokenVersion(db: DbOrTx, id: string): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, id));
}

export async function setLanguage(db: DbOrTx, id: string, language: Language): Promise<boolean> {
  const rows = await db.update(users).set({ language }).where(eq(users.id, id)).returning({ id: users.id });
  return rows.length > 0;
}

/** The language each of these people reads (ids without an account are left out). */
export async function findLanguages(db: DbOrTx, ids: readonly string[]): Promise<Map<string, Language>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, language: users.language })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.language]));
}
