import { ACCOUNT_MESSAGES, accountsQuerySchema, suspendAccountSchema } from '@phonekade/shared/admin/account.schemas';
import { idParamSchema } from '@phonekade/shared/common/id.schemas';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../lib/current-user.ts';
import { createAccountsService } from './accounts.service.ts';

/** The accounts service wired to this app's parts. */
export function accountsServiceOf(app: FastifyInstance) {
  return createAccountsService({
    db: app.db,
    notifications: app.notifications,
    liveConnections: app.liveConnections,
    log: app.log,
    catalogueChanged: app.catalogueChanges.catalogueChanged,
  });
}

/** /api/admin/users: the admins' Users tab (docs/decisions/037-server-enforces-access.md). */
export async function accountsRoutes(app: FastifyInstance): Promise<void> {
  const accounts = accountsServiceOf(app);
  app.addHook('preHandler', app.requireRole('admin'));

  app.get('/', async (request) => {
    const query = accountsQuerySchema.parse(request.query);
    return { success: true, data: await accounts.list(query) };
  });

  app.get('/:id', async (request) => {
    const { id } = idParamSchema.parse(request.params);
    return { success: true, data: await accounts.detail(id) };
  });

  app.put('/:id/suspend', async (request) => {
    const { id } = idParamSchema.parse(request.params);
    const input = suspendAccountSchema.parse(request.body ?? {});
    await accounts.suspend(currentUser(request).id, id, input);
    return { success: true, message: ACCOUNT_MESSAGES.suspended, data: { id, suspended: true } };
  });

  app.put('/:id/unsuspend', async (request) => {
    const { id } = idParamSchema.parse(request.params);
    await accounts.unsuspend(currentUser(request).id, id);
    return { success: true, message: ACCOUNT_MESSAGES.unsuspended, data: { id, suspended: false } };
  });
}
