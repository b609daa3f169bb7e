import { idParamSchema } from '@phonekade/shared/common/id.schemas';
import { resolveDisputeSchema } from '@phonekade/shared/orders/order.schemas';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../lib/current-user.ts';
import { createOrderPaymentsService } from './order-payments.ts';

/** /api/admin/disputes: admins decide disputed card payments (docs/decisions/073-disputes-cancellation-and-tracking.md). */
export async function disputesRoutes(app: FastifyInstance): Promise<void> {
  const payments = createOrderPaymentsService({
    db: app.db,
    storage: app.storage,
    notifications: app.notifications,
    imageBaseUrl: app.config.imageBaseUrl,
    log: app.log,
    catalogueChanged: app.catalogueChanges.catalogueChanged,
  });
  app.addHook('preHandler', app.requireRole('admin'));

  app.get('/', async () => ({ success: true, data: await payments.listDisputes() }));

  app.post('/:id/resolve', async (request) => {
    const { id } = idParamSchema.parse(request.params);
    const input = resolveDisputeSchema.parse(request.body ?? {});
    const { message, outcome } = await payments.resolveDispute(currentUser(request).id, id, input);
    return { success: true, message, data: { outcome } };
  });
}
