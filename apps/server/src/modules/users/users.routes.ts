import { updateProfileSchema } from '@phonekade/shared/users/profile.schemas';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../lib/current-user.ts';
import { limit } from '../../plugins/rate-limit.ts';
import { readProfileUpload } from './profile-upload.ts';
import { createUsersService, PROFILE_UPDATED_MESSAGE } from './users.service.ts';

/** /api/users: the signed-in user's own profile. */
export async function usersRoutes(app: FastifyInstance): Promise<void> {
  const users = createUsersService({
    db: app.db,
    storage: app.storage,
    log: app.log,
    catalogueChanged: app.catalogueChanges.catalogueChanged,
  });

  app.get('/profile', { preHandler: app.authenticate }, async (request) => {
    return { success: true, data: { user: await users.getProfile(currentUser(request).id) } };
  });

  app.put(
    '/profile',
    { preHandler: app.authenticate, config: limit(app.rateLimits.profileUpdatePerUser) },
    async (request) => {
      const { fields, picture } = await readProfileUpload(request);
      const input = updateProfileSchema.parse(fields);
      const user = await users.updateProfile(currentUser(request), input, picture);
      return { success: true, message: PROFILE_UPDATED_MESSAGE, data: { user } };
    },
  );
}
