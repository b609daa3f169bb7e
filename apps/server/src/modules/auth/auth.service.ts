import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { LoginInput, RegisterInput, ResetPasswordInput } from '@phonekade/shared/auth/auth.schemas';
import { ACCOUNT_MESSAGES } from '@phonekade/shared/admin/account.schemas';
import { AUTH_MESSAGES } from '@phonekade/shared/common/messages';
import { RESET_CODE_LENGTH, RESET_CODE_TTL_MS, RESET_MAX_ATTEMPTS } from '@phonekade/shared/constants/limits';
import type { Language } from '@phonekade/shared/i18n/language';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { createAfterCommit } from '../../lib/after-commit.ts';
import { badRequest, forbidden, unauthenticated } from '../../lib/app-error.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import type { TokenSession } from '../../lib/current-user.ts';
import type { LiveConnections } from '../../lib/live-connections.ts';
import {
  changePassword,
  createAccount,
  findAccountByEmail,
  revokeTokens,
  toUserDto,
  type UserDto,
  type UserRow,
} from '../users/users.service.ts';
import * as repository from './auth.repository.ts';
import { resetMail } from './reset-mail.ts';

export const INVALID_CREDENTIALS_MESSAGE = AUTH_MESSAGES.loginFailed;
export const INVALID_CODE_MESSAGE = AUTH_MESSAGES.resetCodeInvalid;
export const CODE_SENT_MESSAGE = AUTH_MESSAGES.codeSent;
export const PASSWORD_RESET_MESSAGE = AUTH_MESSAGES.resetSuccess;
export const REGISTERED_MESSAGE = 'Registration successful';
export const LOGGED_IN_MESSAGE = 'Login successful';
export const LOGGED_OUT_EVERYWHERE_MESSAGE = 'Signed out on every device';
export const LOGGED_OUT_MESSAGE = 'Logged out';

export interface AuthSession {
  user: UserDto;
  token: string;
}

interface AuthServiceDeps {
  db: Db;
  mailer: Mailer;
  signToken: FastifyInstance['signToken'];
  /** Keys the reset-code hashes, so a copy of the table alone cannot be brute-forced offline. */
  secret: string;
  log: FastifyBaseLogger;
  /** Open sockets end with the sign-in they were opened with. */
  liveConnections: LiveConnections;
}

export function createAuthService({ db, mailer, signToken, secret, log, liveConnections }: AuthServiceDeps) {
  const afterCommit = createAfterCommit(log);
  let decoyHash: Promise<string> | undefined;

  const codeHash = (userId: string, code: string) => createHmac('sha256', secret).update(`${userId}:${code}`).digest();

  function codeMatches(storedHex: string, userId: string, code: string): boolean {
    const stored = Buffer.from(storedHex, 'hex');
    const given = codeHash(userId, code);
    return stored.length === given.length && timingSafeEqual(stored, given);
  }

  async function session(user: UserRow): Promise<AuthSession> {
    return { user: toUserDto(user), token: await signToken(user) };
  }

  // The mail goes out after the answer: waiting for SMTP only when the address has an account would
  // tell a stranger which addresses do. A failure is logged for the operator, never shown.
  function sendInBackground(to: string, subject: string, text: string): void {
    void afterCommit.run({
      failure: 'password reset e-mail could not be sent',
      context: { to },
      work: () => mailer.send({ to, subject, text }),
    });
  }

  return {
    /** `language`: the caller's, which the account's e-mails are written in until they choose another. */
    async register(input: RegisterInput, language: Language = 'en'): Promise<AuthSession> {
      return session(await createAccount(db, { ...input, language }));
    },

    /** The same answer for an unknown address and a wrong password, after the same hashing work. */
    async login(input: LoginInput): Promise<AuthSession> {
      const user = await findAccountByEmail(db, input.email);
      decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
      const passwordOk = await verifyPassword(user?.passwordHash ?? (await decoyHash), input.password);
      if (!user || !passwordOk) throw unauthenticated(INVALID_CREDENTIALS_MESSAGE);
      // Told only to someone who knows the password, so the answer does not reveal who is suspended.
      if (user.suspendedAt) throw forbidden(ACCOUNT_MESSAGES.signInRefused);
      return session(user);
    },

    /**
     * Forgot password: a fresh 6-digit code from the CSPRNG, stored only as an HMAC, valid 10 minutes;
     * earlier unused codes stop working. An unknown address gets no mail and the same answer.
     */
    async requestPasswordReset(email: string): Promise<void> {
      const user = await findAccountByEmail(db, email);
      if (!user) return;
      const code = randomInt(0, 10 ** RESET_CODE_LENGTH)
        .toString()
        .padStart(RESET_CODE_LENGTH, '0');
      await db.transaction(async (tx) => {
        await repository.invalidateUnusedCodes(tx, user.id);
        await repository.insertCode(tx, user.id, codeHash(user.id, code).toString('hex'), RESET_CODE_TTL_MS);
      });
      const mail = resetMail(user.language, user.name, code);
      sendInBackground(user.email, mail.subject, mail.text);
    },

    /**
     * Checks the code against the newest usable one. A wrong code uses up one of its 5 tries; the
     * right one is spent, every other code of the user ends, and the new password revokes old tokens.
     */
    async resetPassword(input: ResetPasswordInput): Promise<void> {
      const user = await findAccountByEmail(db, input.email);
      if (!user) throw badRequest(INVALID_CODE_MESSAGE, { code: INVALID_CODE_MESSAGE });
      const outcome = await db.transaction(async (tx) => {
        const stored = await repository.findUsableCodeForUpdate(tx, user.id, RESET_MAX_ATTEMPTS);
        if (!stored) return 'invalid';
        if (!codeMatches(stored.codeHash, user.id, input.code)) {
          await repository.countFailedAttempt(tx, stored.id);
          return 'invalid';
        }
        await repository.invalidateUnusedCodes(tx, user.id);
        await changePassword(tx, user.id, input.newPassword);
        return 'reset';
      });
      // Thrown after the transaction, so the counted try is committed.
      if (outcome === 'invalid') throw badRequest(INVALID_CODE_MESSAGE, { code: INVALID_CODE_MESSAGE });
      // The new password has ended every earlier token; their open sockets end with them.
      await liveConnections.closeForUser(user.id);
    },

    /** Revokes the one token the call was made with (until it would have expired) and its sockets. */
    async logout(session: TokenSession): Promise<void> {
      const userId = session.user.id;
      await db.transaction(async (tx) => {
        await repository.insertRevocation(tx, { tokenId: session.tokenId, userId, expiresAt: session.expiresAt });
        await repository.removeExpiredRevocations(tx, userId);
      });
      await liveConnections.closeForToken(userId, session.tokenId);
    },

    async logoutEverywhere(userId: string): Promise<void> {
      await revokeTokens(db, userId);
      await liveConnections.closeForUser(userId);
    },

    /** Waits for reset mails still being sent (at shutdown). */
    settle: afterCommit.settle,
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

/** Whether logout revoked this token; the auth plugin asks on every signed-in request. */
export function isTokenRevoked(db: Db, tokenId: string): Promise<boolean> {
  return repository.isRevoked(db, tokenId);
}

/** Forgets the revocations of tokens that have expired anyway. */
export function removeExpiredRevocations(db: Db): Promise<number> {
  return repository.removeExpiredRevocations(db);
}
