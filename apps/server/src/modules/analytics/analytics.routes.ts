import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../lib/current-user.ts';
import { createAnalyticsService } from './analytics.service.ts';

// GET /analytics/dashboard: the signed-in user's own stats, for the profile's Overview tab.
export async function analyticsRoutes(app: FastifyInstance): Promise<void> {
  const analytics = createAnalyticsService(app.db);

  app.get('/dashboard', { preHandler: app.authenticate }, async (request) => {
    const user = currentUser(request);
    return { success: true, data: { role: user.role, stats: await analytics.dashboard(user) } };
  });
}
