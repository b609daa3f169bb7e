import { authorizePaymentSchema } from '@phonekade/shared/payments/payment.schemas';
import type { FastifyInstance } from 'fastify';
import { unavailable } from '../../lib/app-error.ts';
import { currentUser } from '../../lib/current-user.ts';
import { limit } from '../../plugins/rate-limit.ts';
import { createPaymentsService } from './payments.service.ts';

export const PAYMENT_AUTHORIZED_MESSAGE = 'Payment authorized';
export const CARD_PAYMENTS_UNAVAILABLE_MESSAGE = 'Card payments are not available right now';

// The sandbox gateway (docs/decisions/010-sandbox-card-gateway.md); buyers only.
export async function paymentsRoutes(app: FastifyInstance): Promise<void> {
  const payments = createPaymentsService({ db: app.db, delayMs: app.config.PAYMENT_SANDBOX_DELAY_MS });
  const sandboxEnabled = app.config.PAYMENT_GATEWAY === 'sandbox';

  app.post(
    '/sandbox/authorize',
    { preHandler: app.requireRole('buyer'), config: limit(app.rateLimits.paymentAuthorizePerUser) },
    async (request, reply) => {
      // A server without a chosen gateway (production by default) must not approve any Luhn-valid
      // number; the card is not even read.
      if (!sandboxEnabled) throw unavailable(CARD_PAYMENTS_UNAVAILABLE_MESSAGE);
      const input = authorizePaymentSchema.parse(request.body ?? {});
      const data = await payments.authorize(currentUser(request).id, input);
      return reply.status(201).send({ success: true, message: PAYMENT_AUTHORIZED_MESSAGE, data });
    },
  );
}
