import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import type { Db } from '../client.ts';
import { users } from '../schema.ts';

/**
 * ADMIN_EMAIL + ADMIN_PASSWORD (both set) name an admin who exists after every start: created when
 * missing, promoted and given that password when the address already has an account. The
 * environment wins, so an operator locked out of the admin account restarts with a new password.
 */
export async function ensureConfiguredAdmin(db: Db, config: Config, log: FastifyBaseLogger): Promise<void> {
  const { ADMIN_EMAIL: email, ADMIN_PASSWORD: password } = config;
  if (!email || !password) return;
  const [existing] = await db
    .select({ id: users.id, role: users.role, passwordHash: users.passwordHash })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  if (!existing) {
    await db
      .insert(users)
      .values({
        email: email.toLowerCase(),
        name: 'Administrator',
        role: 'admin',
        passwordHash: await hashPassword(password),
      })
      .onConflictDoNothing();
    log.info(`admin account ${email} created from ADMIN_EMAIL`);
    return;
  }
  const passwordMatches = await verifyPassword(existing.passwordHash, password);
  if (existing.role === 'admin' && passwordMatches) return;
  await db
    .update(users)
    .set({
      role: 'admin',
      ...(passwordMatches
        ? {}
        : // A new password revokes tokens issued under the old one, as a reset does.
          { passwordHash: await hashPassword(password), tokenVersion: sql`${users.tokenVersion} + 1` }),
    })
    .where(sql`${users.id} = ${existing.id}`);
  log.info(`admin account ${email} updated from ADMIN_EMAIL/ADMIN_PASSWORD`);
}
