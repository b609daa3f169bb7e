import {
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
} from '@phonekade/shared/auth/auth.schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { currentSession, currentUser } from '../../plugins/auth.ts';
import { limit } from '../../plugins/rate-limit.ts';
import {
  CODE_SENT_MESSAGE,
  createAuthService,
  LOGGED_IN_MESSAGE,
  LOGGED_OUT_EVERYWHERE_MESSAGE,
  LOGGED_OUT_MESSAGE,
  PASSWORD_RESET_MESSAGE,
  REGISTERED_MESSAGE,
} from './auth.service.ts';

/** The address a body names, as the schema will read it; '' when there is none. */
function bodyEmail(request: FastifyRequest): string {
  const body = request.body;
  const email = typeof body === 'object' && body !== null ? (body as { email?: unknown }).email : undefined;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}

const byIp = (request: FastifyRequest) => request.ip;
// People behind one NAT do not block each other's accounts.
const byIpAndEmail = (request: FastifyRequest) => `${request.ip}:${bodyEmail(request)}`;

/**
 * A counter of `max` per window. Checked in preHandlers, after the body is parsed, since some keys need
 * the address; built on the plugin's store (memory, or Redis with REDIS_URL) so it follows RATE_LIMITS.
 */
function rateCounter(
  app: FastifyInstance,
  name: string,
  max: number,
  timeWindow: string,
  key: (request: FastifyRequest) => string,
) {
  const check = app.createRateLimit({ max, timeWindow, keyGenerator: (request) => `${name}:${key(request)}` });
  const refuse = (reply: FastifyReply, seconds: number) => {
    void reply.header('retry-after', seconds);
    return new AppError('RATE_LIMITED', `Too many requests. Please try again in ${seconds} seconds.`);
  };
  return {
    /** preHandler: counts this call and refuses it past the limit. */
    count: (async (request, reply) => {
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) throw refuse(reply, result.ttlInSeconds);
    }) satisfies preHandlerAsyncHookHandler,
    /** preHandler: refuses once the limit is used up, without counting this call. */
    guard: (async (request, reply) => {
      const result = await check(request, { increment: false });
      if (!result.isAllowed && result.remaining === 0) throw refuse(reply, result.ttlInSeconds);
    }) satisfies preHandlerAsyncHookHandler,
    /** Counts one call (after the fact) without refusing anything. */
    record: async (request: FastifyRequest) => {
      await check(request);
    },
  };
}

/** /api/auth: sign-up, sign-in, sign-out and password reset (spec 7). */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  const auth = createAuthService({
    db: app.db,
    mailer: app.mailer,
    signToken: app.signToken,
    secret: app.config.JWT_SECRET,
    log: app.log,
    liveConnections: app.liveConnections,
  });
  app.addHook('onClose', async () => auth.settle());

  app.post('/register', { config: limit(30, '1 minute') }, async (request, reply) => {
    const input = registerSchema.parse(request.body ?? {});
    const session = await auth.register(input);
    return reply.status(201).send({ success: true, message: REGISTERED_MESSAGE, data: session });
  });

  // DESIGN 6 rate limits. Only failed sign-ins count per address, so people signing in often are
  // never slowed, while guessing one account's password stops after 10 wrong tries a minute. The
  // per-IP cap counts every try, so one machine cannot walk through many addresses either.
  const loginPerIp = rateCounter(app, 'login-ip', 100, '1 minute', byIp);
  const loginFailures = rateCounter(app, 'login-failed', 10, '1 minute', byIpAndEmail);
  app.post(
    '/login',
    {
      preHandler: [loginPerIp.count, loginFailures.guard],
      onResponse: async (request, reply) => {
        if (reply.statusCode === 401) await loginFailures.record(request);
      },
    },
    async (request) => {
      const input = loginSchema.parse(request.body ?? {});
      return { success: true, message: LOGGED_IN_MESSAGE, data: await auth.login(input) };
    },
  );

  // Each call may send an e-mail: 5 a minute for one address, 30 from one IP.
  const forgotPerIp = rateCounter(app, 'forgot-ip', 30, '1 minute', byIp);
  const forgotPerEmail = rateCounter(app, 'forgot', 5, '1 minute', byIpAndEmail);
  app.post('/forgot-password', { preHandler: [forgotPerIp.count, forgotPerEmail.count] }, async (request) => {
    const { email } = forgotPasswordSchema.parse(request.body ?? {});
    await auth.requestPasswordReset(email);
    return { success: true, message: CODE_SENT_MESSAGE, data: { email } };
  });

  // A code burns after 5 wrong tries anyway; this keeps a script from hammering the endpoint.
  const resetPerIp = rateCounter(app, 'reset-ip', 60, '1 minute', byIp);
  const resetPerEmail = rateCounter(app, 'reset', 10, '1 minute', byIpAndEmail);
  app.post('/reset-password', { preHandler: [resetPerIp.count, resetPerEmail.count] }, async (request) => {
    const input = resetPasswordSchema.parse(request.body ?? {});
    await auth.resetPassword(input);
    return { success: true, message: PASSWORD_RESET_MESSAGE, data: { email: input.email } };
  });

  app.post('/logout', { preHandler: app.authenticate }, async (request) => {
    await auth.logout(currentSession(request));
    return { success: true, message: LOGGED_OUT_MESSAGE, data: null };
  });

  app.post('/logout-all', { preHandler: app.authenticate }, async (request) => {
    await auth.logoutEverywhere(currentUser(request).id);
    return { success: true, message: LOGGED_OUT_EVERYWHERE_MESSAGE, data: null };
  });
}
