import { authorizePaymentSchema } from '@phonekade/shared/payments/payment.schemas';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../plugins/auth.ts';
import { limit } from '../../plugins/rate-limit.ts';
import { createPaymentsService } from './payments.service.ts';

export const PAYMENT_AUTHORIZED_MESSAGE = 'Payment authorized';

// DESIGN 5.1: the sandbox gateway; buyers only.
export async function paymentsRoutes(app: FastifyInstance): Promise<void> {
  const payments = createPaymentsService({ db: app.db, delayMs: app.config.PAYMENT_SANDBOX_DELAY_MS });

  app.post(
    '/sandbox/authorize',
    // Enough for a few honest retries; stops anyone trying card numbers in bulk.
    { preHandler: app.requireRole('buyer'), config: limit(30, '1 minute') },
    async (request, reply) => {
      const input = authorizePaymentSchema.parse(request.body ?? {});
      const data = await payments.authorize(currentUser(request).id, input);
      return reply.status(201).send({ success: true, message: PAYMENT_AUTHORIZED_MESSAGE, data });
    },
  );
}
