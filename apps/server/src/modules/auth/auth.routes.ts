import {
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
} from '@phonekade/shared/auth/auth.schemas';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { currentUser } from '../../plugins/auth.ts';
import { limit } from '../../plugins/rate-limit.ts';
import {
  CODE_SENT_MESSAGE,
  createAuthService,
  LOGGED_IN_MESSAGE,
  LOGGED_OUT_EVERYWHERE_MESSAGE,
  PASSWORD_RESET_MESSAGE,
  REGISTERED_MESSAGE,
} from './auth.service.ts';

/** The address a body names, as the schema will read it; '' when there is none. */
function bodyEmail(request: FastifyRequest): string {
  const body = request.body;
  const email = typeof body === 'object' && body !== null ? (body as { email?: unknown }).email : undefined;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}

/**
 * Route config: at most `max` calls per window for one address from one IP. Runs after the body is
 * parsed (preHandler), since the key needs the address; people behind one NAT do not block each other.
 */
function perIpAndEmail(name: string, max: number, timeWindow: string) {
  return {
    rateLimit: {
      max,
      timeWindow,
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) => `${name}:${request.ip}:${bodyEmail(request)}`,
    },
  };
}

/**
 * A wider cap per IP alone, beside the per-address one, so one machine cannot walk through many
 * addresses. Checked by hand: the plugin runs only one of its own limiters per request.
 */
function perIpCap(app: FastifyInstance, name: string, max: number, timeWindow: string): preHandlerAsyncHookHandler {
  const check = app.createRateLimit({ max, timeWindow, keyGenerator: (request) => `${name}-ip:${request.ip}` });
  return async (request) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) {
      throw new AppError('RATE_LIMITED', `Too many requests. Please try again in ${result.ttlInSeconds} seconds.`);
    }
  };
}

/** /api/auth: sign-up, sign-in and password reset (spec 7). */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  const auth = createAuthService({
    db: app.db,
    mailer: app.mailer,
    signToken: app.signToken,
    secret: app.config.JWT_SECRET,
    log: app.log,
  });
  app.addHook('onClose', async () => auth.settle());

  app.post('/register', { config: limit(30, '1 minute') }, async (request, reply) => {
    const input = registerSchema.parse(request.body ?? {});
    const session = await auth.register(input);
    return reply.status(201).send({ success: true, message: REGISTERED_MESSAGE, data: session });
  });

  app.post(
    '/login',
    { preHandler: perIpCap(app, 'login', 100, '1 minute'), config: perIpAndEmail('login', 10, '1 minute') },
    async (request) => {
      const input = loginSchema.parse(request.body ?? {});
      return { success: true, message: LOGGED_IN_MESSAGE, data: await auth.login(input) };
    },
  );

  app.post(
    '/forgot-password',
    { preHandler: perIpCap(app, 'forgot', 30, '1 minute'), config: perIpAndEmail('forgot', 5, '1 minute') },
    async (request) => {
      const { email } = forgotPasswordSchema.parse(request.body ?? {});
      await auth.requestPasswordReset(email);
      return { success: true, message: CODE_SENT_MESSAGE, data: { email } };
    },
  );

  app.post(
    '/reset-password',
    { preHandler: perIpCap(app, 'reset', 60, '1 minute'), config: perIpAndEmail('reset', 10, '1 minute') },
    async (request) => {
      const input = resetPasswordSchema.parse(request.body ?? {});
      await auth.resetPassword(input);
      return { success: true, message: PASSWORD_RESET_MESSAGE, data: { email: input.email } };
    },
  );

  app.post('/logout-all', { preHandler: app.authenticate }, async (request) => {
    await auth.logoutEverywhere(currentUser(request).id);
    return { success: true, message: LOGGED_OUT_EVERYWHERE_MESSAGE, data: null };
  });
}
