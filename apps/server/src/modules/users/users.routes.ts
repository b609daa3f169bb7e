import { LANGUAGE_SAVED_MESSAGE, updateLanguageSchema } from '@phonekade/shared/users/language.schemas';
import { cashOnDeliverySettingSchema } from '@phonekade/shared/orders/order.schemas';
import { updateProfileSchema } from '@phonekade/shared/users/profile.schemas';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../lib/current-user.ts';
import { limit } from '../../plugins/rate-limit.ts';
import { readProfileUpload } from './profile-upload.ts';
import {
  CASH_ON_DELIVERY_SAVED_MESSAGE,
  createUsersService,
  PROFILE_UPDATED_MESSAGE,
  setAccountLanguage,
} from './users.service.ts';

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

  // The header's language switch, so e-mails and stored notifications follow it.
  app.put('/me/language', { preHandler: app.authenticate }, async (request) => {
    const { language } = updateLanguageSchema.parse(request.body ?? {});
    await setAccountLanguage(app.db, currentUser(request).id, language);
    return { success: true, message: LANGUAGE_SAVED_MESSAGE, data: { language } };
  });

  app.put('/cash-on-delivery', { preHandler: app.requireRole('seller') }, async (request) => {
    const { acceptsCashOnDelivery } = cashOnDeliverySettingSchema.parse(request.body ?? {});
    const user = await users.setCashOnDelivery(currentUser(request).id, acceptsCashOnDelivery);
    return { success: true, message: CASH_ON_DELIVERY_SAVED_MESSAGE, data: { user } };
  });
}
