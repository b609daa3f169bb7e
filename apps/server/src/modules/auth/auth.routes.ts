import {
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
} from '@phonekade/shared/auth/auth.schemas';
import type { FastifyInstance } from 'fastify';
import { currentSession, currentUser } from '../../lib/current-user.ts';
import { accountLimit, limit } from '../../plugins/rate-limit.ts';
import {
  CODE_SENT_MESSAGE,
  createAuthService,
  LOGGED_IN_MESSAGE,
  LOGGED_OUT_EVERYWHERE_MESSAGE,
  LOGGED_OUT_MESSAGE,
  PASSWORD_RESET_MESSAGE,
  REGISTERED_MESSAGE,
} from './auth.service.ts';
import { createLoginThrottle } from './login-throttle.ts';

/** /api/auth: sign-up, sign-in, sign-out and password reset. */
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

  // Every limit here, and why it is that size, is in lib/rate-limits.ts.
  const limits = app.rateLimits;
  const loginThrottle = createLoginThrottle(app);
  const resetMails = accountLimit(app, 'reset-mails', limits.resetMailsPerAccount);
  const wrongCodes = accountLimit(app, 'wrong-codes', limits.wrongCodesPerAccount);

  app.post('/register', { config: limit(limits.register) }, async (request, reply) => {
    const input = registerSchema.parse(request.body ?? {});
    const session = await auth.register(input, request.language);
    return reply.status(201).send({ success: true, message: REGISTERED_MESSAGE, data: session });
  });

  app.post('/login', { config: limit(limits.loginPerAddress) }, async (request, reply) => {
    const input = loginSchema.parse(request.body ?? {});
    const session = await loginThrottle.attempt(input.email, reply, () => auth.login(input));
    return { success: true, message: LOGGED_IN_MESSAGE, data: session };
  });

  app.post('/forgot-password', { config: limit(limits.forgotPasswordPerAddress) }, async (request) => {
    const { email } = forgotPasswordSchema.parse(request.body ?? {});
    // Past the account's cap the answer stays the same, as for an address without an account, so it
    // tells no one anything; only the mail is held back.
    if ((await resetMails.take(email)).allowed) await auth.requestPasswordReset(email);
    return { success: true, message: CODE_SENT_MESSAGE, data: { email } };
  });

  app.post('/reset-password', { config: limit(limits.resetPasswordPerAddress) }, async (request, reply) => {
    const input = resetPasswordSchema.parse(request.body ?? {});
    // Counted before the code is checked, so parallel guesses cannot slip past the cap.
    await wrongCodes.charge(input.email, reply);
    await auth.resetPassword(input);
    // The password just changed: earlier wrong guesses no longer slow its owner down.
    await Promise.all([loginThrottle.forget(input.email), wrongCodes.forget(input.email)]);
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
