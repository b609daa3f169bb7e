import { idParamSchema } from '@phonekade/shared/common/id.schemas';
import {
  createReportSchema,
  REPORT_MESSAGES,
  reportsQuerySchema,
  resolveReportSchema,
} from '@phonekade/shared/reports/report.schemas';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../lib/current-user.ts';
import { accountsServiceOf } from '../accounts/accounts.routes.ts';
import { adminServiceOf } from '../admin/admin.routes.ts';
import { createReportsService } from './reports.service.ts';

function reportsServiceOf(app: FastifyInstance) {
  const admin = adminServiceOf(app);
  const accounts = accountsServiceOf(app);
  return createReportsService({
    db: app.db,
    notifications: app.notifications,
    log: app.log,
    outcomes: {
      removeListing: (adminId, listingId, input) => admin.deleteListing(adminId, listingId, input),
      suspendSeller: (adminId, sellerId, input) => accounts.suspend(adminId, sellerId, input),
    },
  });
}

/** /api/phones/:id/report: a signed-in person reports a listing (docs/decisions/064-listing-reports.md). */
export async function listingReportRoutes(app: FastifyInstance): Promise<void> {
  const reports = reportsServiceOf(app);
  app.addHook('preHandler', app.authenticate);

  app.get('/:id/report', async (request) => {
    const { id } = idParamSchema.parse(request.params);
    return { success: true, data: { reported: await reports.hasReported(currentUser(request), id) } };
  });

  app.post('/:id/report', async (request, reply) => {
    const { id } = idParamSchema.parse(request.params);
    const input = createReportSchema.parse(request.body ?? {});
    const data = await reports.report(currentUser(request), id, input);
    return reply.status(201).send({ success: true, message: REPORT_MESSAGES.reported, data });
  });
}

/** /api/admin/reports: the admins' Reports tab. */
export async function adminReportsRoutes(app: FastifyInstance): Promise<void> {
  const reports = reportsServiceOf(app);
  app.addHook('preHandler', app.requireRole('admin'));

  app.get('/', async (request) => {
    const query = reportsQuerySchema.parse(request.query);
    return { success: true, data: await reports.list(query) };
  });

  app.put('/:id/resolve', async (request) => {
    const { id } = idParamSchema.parse(request.params);
    const input = resolveReportSchema.parse(request.body ?? {});
    const data = await reports.resolve(currentUser(request).id, id, input);
    return { success: true, message: REPORT_MESSAGES.resolved, data };
  });
}
