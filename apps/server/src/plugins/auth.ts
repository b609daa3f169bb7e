import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Role } from '../db/schema.ts';
import { forbidden, unauthenticated } from '../lib/app-error.ts';
import type { AuthUser, TokenSession } from '../lib/current-user.ts';
import { isTokenRevoked, removeExpiredRevocations } from '../modules/auth/auth.service.ts';
import { findAuthState } from '../modules/users/users.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    signToken: (user: { id: string; role: Role; tokenVersion: number }) => Promise<string>;
    /** The session a token stands for; throws a 401 AppError for a bad, expired or revoked token. */
    verifyToken: (token: string) => Promise<TokenSession>;
    /** preHandler: a valid, unrevoked Bearer token is required. */
    authenticate: preHandlerAsyncHookHandler;
    /** preHandler: signed in with one of these roles (401 without a token, 403 with another role). */
    requireRole: (...roles: Role[]) => preHandlerAsyncHookHandler;
  }
}

const ALGORITHM = 'HS256';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const REVOCATION_CLEANUP_INTERVAL_MS = 60 * 60 * 1000;
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please log in again.';
export const INVALID_AUTHORIZATION_HEADER_MESSAGE = 'Invalid authorization header';
export const INVALID_TOKEN_MESSAGE = 'Invalid or expired token. Please log in again.';

export const authPlugin = fp(async (app: FastifyInstance) => {
  const key = new TextEncoder().encode(app.config.JWT_SECRET);

  app.decorate('signToken', async (user: { id: string; role: Role; tokenVersion: number }) =>
    new SignJWT({ role: user.role, ver: user.tokenVersion })
      .setProtectedHeader({ alg: ALGORITHM })
      .setSubject(user.id)
      // Its own id, so logout can revoke this one token and leave the user's other devices signed in.
      .setJti(randomUUID())
      .setIssuedAt()
      .setExpirationTime(app.config.JWT_EXPIRES_IN)
      .sign(key),
  );

  /** Checks a token's signature, expiry, version and revocation; throws a 401 AppError when it is not good. */
  async function verifyToken(token: string): Promise<TokenSession> {
    let subject: string | undefined;
    let version: unknown;
    let tokenId: string | undefined;
    let expiry: number | undefined;
    try {
      // An algorithm allowlist: a token signed any other way (or 'none') is refused.
      const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM] });
      subject = payload.sub;
      version = payload.ver;
      tokenId = payload.jti;
      expiry = payload.exp;
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) throw unauthenticated(SESSION_EXPIRED_MESSAGE);
      throw unauthenticated(INVALID_TOKEN_MESSAGE);
    }
    // A token without an id could not be revoked by logout, so it is not accepted at all.
    if (!subject || typeof version !== 'number' || !tokenId || !UUID.test(tokenId) || expiry === undefined)
      throw unauthenticated(INVALID_TOKEN_MESSAGE);
    const [state, revoked] = await Promise.all([findAuthState(app.db, subject), isTokenRevoked(app.db, tokenId)]);
    // A password reset or logout everywhere bumps the version, so every earlier token stops working;
    // logout revokes the one token it was called with.
    if (!state || state.tokenVersion !== version || revoked) throw unauthenticated(INVALID_TOKEN_MESSAGE);
    return { user: { id: state.id, role: state.role }, tokenId, expiresAt: new Date(expiry * 1000) };
  }
  app.decorate('verifyToken', verifyToken);

  async function verify(request: FastifyRequest): Promise<TokenSession | null> {
    const header = request.headers.authorization;
    if (!header) return null;
    const [scheme, token] = header.split(' ');
    if (scheme !== 'Bearer' || !token) throw unauthenticated(INVALID_AUTHORIZATION_HEADER_MESSAGE);
    return verifyToken(token);
  }

  app.decorateRequest('authUser', null);
  app.decorateRequest('authSession', null);
  app.decorateRequest('authError', null);

  // Every request learns who is asking, once: public routes use it too (a seller may see their own
  // pending listing); guarded routes turn a bad token into a 401.
  app.addHook('onRequest', async (request) => {
    try {
      request.authSession = await verify(request);
      request.authUser = request.authSession?.user ?? null;
    } catch (error) {
      request.authError = error as Error;
    }
  });

  function signedIn(request: FastifyRequest): AuthUser {
    if (request.authError) throw request.authError;
    if (!request.authUser) throw unauthenticated();
    return request.authUser;
  }

  app.decorate('authenticate', async (request: FastifyRequest) => {
    signedIn(request);
  });

  app.decorate('requireRole', (...roles: Role[]) => async (request: FastifyRequest) => {
    const user = signedIn(request);
    if (!roles.includes(user.role)) {
      throw forbidden(
        roles.length === 1 && roles[0] === 'admin' ? 'Access denied. Admin privileges required.' : undefined,
      );
    }
  });

  // A revocation is only needed until its token expires. Each logout clears the user's own expired
  // rows; this hourly sweep clears the rest. Unref'd, so it never keeps the process alive.
  let cleanupTimer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    cleanupTimer = setInterval(() => {
      removeExpiredRevocations(app.db).catch((error: unknown) =>
        app.log.warn({ err: error }, 'expired token revocations could not be removed'),
      );
    }, REVOCATION_CLEANUP_INTERVAL_MS).unref();
  });
  app.addHook('onClose', async () => clearInterval(cleanupTimer));
});
