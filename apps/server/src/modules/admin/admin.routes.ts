import {
  activityQuerySchema,
  ADMIN_MESSAGES,
  adminDeleteSchema,
  approveSchema,
  batchApproveSchema,
  pendingListingsQuerySchema,
  rejectSchema,
} from '@phonekade/shared/admin/admin.schemas';
import { idParamSchema } from '@phonekade/shared/common/id.schemas';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../lib/current-user.ts';
import { createAdminService } from './admin.service.ts';

// Admin-only paths; the server enforces the role itself (docs/decisions/037-server-enforces-access.md).
/** The admin service wired to this app's parts; its background work is settled when the app closes. */
export function adminServiceOf(app: FastifyInstance) {
  const admin = createAdminService({
    db: app.db,
    notifications: app.notifications,
    storage: app.storage,
    imageBaseUrl: app.config.imageBaseUrl,
    log: app.log,
    live: app.liveConnections,
    catalogueChanged: app.catalogueChanges.catalogueChanged,
    alerts: app.savedSearches,
  });
  app.addHook('onClose', async () => admin.settle());
  return admin;
}

export async function adminRoutes(app: FastifyInstance): Promise<void> {
  const admin = adminServiceOf(app);
  app.addHook('preHandler', app.requireRole('admin'));

  app.get('/dashboard/stats', async () => ({ success: true, data: await admin.dashboard() }));

  app.get('/listings/pending', async (request) => {
    const query = pendingListingsQuerySchema.parse(request.query);
    return { success: true, data: await admin.pendingListings(query) };
  });

  app.put('/listings/batch-approve', async (request) => {
    const input = batchApproveSchema.parse(request.body ?? {});
    const data = await admin.batchApprove(currentUser(request).id, input);
    return { success: true, message: ADMIN_MESSAGES.batchApproved, data };
  });

  app.put('/listings/:id/approve', async (request) => {
    const { id } = idParamSchema.parse(request.params);
    const input = approveSchema.parse(request.body ?? {});
    await admin.approveListing(currentUser(request).id, id, input);
    return { success: true, message: ADMIN_MESSAGES.approved, data: { id, _id: id, status: 'approved' } };
  });

  app.put('/listings/:id/reject', async (request) => {
    const { id } = idParamSchema.parse(request.params);
    const input = rejectSchema.parse(request.body ?? {});
    await admin.rejectListing(currentUser(request).id, id, input);
    return { success: true, message: ADMIN_MESSAGES.rejected, data: { id, _id: id, status: 'rejected' } };
  });

  app.delete('/listings/:id', async (request) => {
    const { id } = idParamSchema.parse(request.params);
    const input = adminDeleteSchema.parse(request.body ?? {});
    await admin.deleteListing(currentUser(request).id, id, input);
    return { success: true, message: ADMIN_MESSAGES.deleted, data: { id, _id: id } };
  });

  app.get('/activity', async (request) => {
    const query = activityQuerySchema.parse(request.query);
    return { success: true, data: await admin.activity(query) };
  });
}
