import { idParamSchema } from '@phonekade/shared/common/id.schemas';
import {
  alertSettingsSchema,
  createSavedSearchSchema,
  SAVED_SEARCH_MESSAGES,
} from '@phonekade/shared/saved-searches/saved-search.schemas';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../lib/current-user.ts';

// GET, POST /saved-searches, DELETE /saved-searches/:id, PUT /saved-searches/settings
// (docs/decisions/070-saved-searches-and-matching.md, docs/decisions/071-price-drop-alerts-and-digest.md).
export async function savedSearchesRoutes(app: FastifyInstance): Promise<void> {
  const savedSearches = app.savedSearches;
  app.addHook('preHandler', app.authenticate);

  app.get('/', async (request) => ({ success: true, data: await savedSearches.list(currentUser(request)) }));

  app.post('/', async (request) => {
    const input = createSavedSearchSchema.parse(request.body ?? {});
    const data = await savedSearches.create(currentUser(request), input);
    return { success: true, message: SAVED_SEARCH_MESSAGES.saved, data };
  });

  app.put('/settings', async (request) => {
    const input = alertSettingsSchema.parse(request.body ?? {});
    const data = await savedSearches.updateSettings(currentUser(request), input);
    return { success: true, message: SAVED_SEARCH_MESSAGES.settingsSaved, data };
  });

  app.delete('/:id', async (request) => {
    const { id } = idParamSchema.parse(request.params);
    await savedSearches.remove(currentUser(request), id);
    return { success: true, message: SAVED_SEARCH_MESSAGES.deleted, data: { id, _id: id } };
  });
}
