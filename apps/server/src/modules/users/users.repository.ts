import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

export async function findAuthStateById(db: DbOrTx, id: string) {
  // A malformed id in a token must read as "no such user", not as a database error.
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const [row] = await db
    .select({ id: users.id, role: users.role, tokenVersion: users.tokenVersion })
    .from(users)
    .where(eq(users.id, id));
  return row;
}
