import {
  bulkFavoritesSchema,
  favoriteActionsQuerySchema,
  FAVORITES_MESSAGES,
  mergeFavoritesSchema,
} from '@phonekade/shared/favorites/favorites.schemas';
import { phoneIdParamSchema } from '@phonekade/shared/phones/phone.schemas';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../lib/current-user.ts';
import { createFavoritesService } from './favorites.service.ts';

// GET /favorites, POST and DELETE /favorites/:phoneId, POST /favorites/merge
// (docs/decisions/017-favourites-stored-on-server.md); DELETE /favorites (clear all),
// POST /favorites/bulk-add and /favorites/bulk-remove, GET /favorites/actions
// (docs/decisions/048-favourites-actions.md).
export async function favoritesRoutes(app: FastifyInstance): Promise<void> {
  const favorites = createFavoritesService({ db: app.db, imageBaseUrl: app.config.imageBaseUrl });
  app.addHook('preHandler', app.authenticate);

  app.get('/', async (request) => ({ success: true, data: await favorites.list(currentUser(request)) }));

  app.delete('/', async (request) => ({
    success: true,
    message: FAVORITES_MESSAGES.cleared,
    data: await favorites.clear(currentUser(request)),
  }));

  app.get('/actions', async (request) => {
    const query = favoriteActionsQuerySchema.parse(request.query);
    return { success: true, data: await favorites.actions(currentUser(request), query) };
  });

  app.post('/merge', async (request) => {
    const input = mergeFavoritesSchema.parse(request.body ?? {});
    return {
      success: true,
      message: FAVORITES_MESSAGES.merged,
      data: await favorites.merge(currentUser(request), input),
    };
  });

  app.post('/bulk-add', async (request) => {
    const input = bulkFavoritesSchema.parse(request.body ?? {});
    return {
      success: true,
      message: FAVORITES_MESSAGES.bulkAdded,
      data: await favorites.addMany(currentUser(request), input),
    };
  });

  app.post('/bulk-remove', async (request) => {
    const input = bulkFavoritesSchema.parse(request.body ?? {});
    return {
      success: true,
      message: FAVORITES_MESSAGES.bulkRemoved,
      data: await favorites.removeMany(currentUser(request), input),
    };
  });

  app.post('/:phoneId', async (request) => {
    const { phoneId } = phoneIdParamSchema.parse(request.params);
    return {
      success: true,
      message: FAVORITES_MESSAGES.added,
      data: await favorites.add(currentUser(request), phoneId),
    };
  });

  app.delete('/:phoneId', async (request) => {
    const { phoneId } = phoneIdParamSchema.parse(request.params);
    return {
      success: true,
      message: FAVORITES_MESSAGES.removed,
      data: await favorites.remove(currentUser(request), phoneId),
    };
  });
}
