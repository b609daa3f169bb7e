import type { FastifyRequest } from 'fastify';
import type { Role } from '../db/schema.ts';
import { unauthenticated } from './app-error.ts';

/** Who is asking: set on the request by the auth plugin, read by routes and passed to services. */
export interface AuthUser {
  id: string;
  role: Role;
}

/** A verified token: whom it stands for, and its id and expiry, which logout needs to revoke it. */
export interface TokenSession {
  user: AuthUser;
  tokenId: string;
  expiresAt: Date;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `authenticate`/`requireRole`, or by `optionalUser` when a valid token is present. */
    authUser: AuthUser | null;
    /** The token behind `authUser`. */
    authSession: TokenSession | null;
    authError: Error | null;
  }
}

/** The token of a route guarded by `authenticate` or `requireRole`. */
export function currentSession(request: FastifyRequest): TokenSession {
  if (!request.authSession) throw unauthenticated();
  return request.authSession;
}

/** The signed-in user of a route guarded by `authenticate` or `requireRole`. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.authUser) throw unauthenticated();
  return request.authUser;
}
