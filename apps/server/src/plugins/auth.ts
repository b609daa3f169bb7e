import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Role } from '../db/schema.ts';
import { forbidden, unauthenticated } from '../lib/app-error.ts';
import { findAuthStateById } from '../modules/users/users.repository.ts';

export interface AuthUser {
  id: string;
  role: Role;
}

declare module 'fastify' {
  interface FastifyInstance {
    signToken: (user: { id: string; role: Role; tokenVersion: number }) => Promise<string>;
    /** The user a token stands for; throws a 401 AppError for a bad, expired or revoked token. */
    verifyToken: (token: string) => Promise<AuthUser>;
    /** preHandler: a valid, unrevoked Bearer token is required. */
    authenticate: preHandlerAsyncHookHandler;
    /** preHandler: signed in with one of these roles (401 without a token, 403 with another role). */
    requireRole: (...roles: Role[]) => preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    /** Set by `authenticate`/`requireRole`, or by `optionalUser` when a valid token is present. */
    authUser: AuthUser | null;
    authError: Error | null;
  }
}

const ALGORITHM = 'HS256';

export const authPlugin = fp(async (app: FastifyInstance) => {
  const key = new TextEncoder().encode(app.config.JWT_SECRET);

  app.decorate('signToken', async (user: { id: string; role: Role; tokenVersion: number }) =>
    new SignJWT({ role: user.role, ver: user.tokenVersion })
      .setProtectedHeader({ alg: ALGORITHM })
      .setSubject(user.id)
      .setIssuedAt()
      .setExpirationTime(app.config.JWT_EXPIRES_IN)
      .sign(key),
  );

  /** Checks a token's signature, expiry and version; throws a 401 AppError when it is not good. */
  async function verifyToken(token: string): Promise<AuthUser> {
    let subject: string | undefined;
    let version: unknown;
    try {
      // An algorithm allowlist: a token signed any other way (or 'none') is refused.
      const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM] });
      subject = payload.sub;
      version = payload.ver;
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired)
        throw unauthenticated('Your session has expired. Please log in again.');
      throw unauthenticated('Invalid or expired token. Please log in again.');
    }
    if (!subject || typeof version !== 'number')
      throw unauthenticated('Invalid or expired token. Please log in again.');
    const state = await findAuthStateById(app.db, subject);
    // A password reset bumps the version, so every earlier token stops working.
    if (!state || state.tokenVersion !== version) {
      throw unauthenticated('Invalid or expired token. Please log in again.');
    }
    return { id: state.id, role: state.role };
  }
  app.decorate('verifyToken', verifyToken);

  async function verify(request: FastifyRequest): Promise<AuthUser | null> {
    const header = request.headers.authorization;
    if (!header) return null;
    const [scheme, token] = header.split(' ');
    if (scheme !== 'Bearer' || !token) throw unauthenticated('Invalid authorization header');
    return verifyToken(token);
  }

  app.decorateRequest('authUser', null);
  app.decorateRequest('authError', null);

  // Every request learns who is asking, once: public routes use it too (a seller may see their own
  // pending listing); guarded routes turn a bad token into a 401.
  app.addHook('onRequest', async (request) => {
    try {
      request.authUser = await verify(request);
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
});

/** The signed-in user of a route guarded by `authenticate` or `requireRole`. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.authUser) throw unauthenticated();
  return request.authUser;
}
