import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../plugins/auth.ts';
import { createAnalyticsService } from './analytics.service.ts';

// spec 7 GET /analytics/dashboard: the signed-in user's stats (DESIGN 4 Analytics).
export async function analyticsRoutes(app: FastifyInstance): Promise<void> {
  const analytics = createAnalyticsService(app.db);

  app.get('/dashboard', { preHandler: app.authenticate }, async (request) => {
    const user = currentUser(request);
    return { success: true, data: { role: user.role, stats: await analytics.dashboard(user) } };
  });
}
