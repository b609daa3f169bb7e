import { buildPagination } from '@phonekade/shared/common/id.schemas';
import { markReadSchema, notificationsQuerySchema } from '@phonekade/shared/notifications/notifications.schemas';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../lib/current-user.ts';

// Stored notifications, so a user who was offline sees what they missed
// (docs/decisions/019-stored-notifications.md).
export async function notificationsRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('preHandler', app.authenticate);

  app.get('/', async (request) => {
    const { page, limit } = notificationsQuerySchema.parse(request.query);
    const { notifications, total, unread } = await app.notifications.list(currentUser(request).id, page, limit);
    return { success: true, data: { notifications, unread, pagination: buildPagination(page, limit, total) } };
  });

  app.put('/read', async (request) => {
    const input = markReadSchema.parse(request.body ?? {});
    const updated = await app.notifications.markRead(currentUser(request).id, input);
    return { success: true, data: { updated } };
  });
}
