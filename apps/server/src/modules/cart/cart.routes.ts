import { addToCartSchema, CART_MESSAGES, mergeCartSchema, updateCartSchema } from '@phonekade/shared/cart/cart.schemas';
import { phoneIdParamSchema } from '@phonekade/shared/phones/phone.schemas';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../lib/current-user.ts';
import { createCartService } from './cart.service.ts';

// The cart calls; every change answers the whole cart as it now is, so a client needs no reload.
export async function cartRoutes(app: FastifyInstance): Promise<void> {
  const cart = createCartService({
    db: app.db,
    imageBaseUrl: app.config.imageBaseUrl,
    live: app.liveConnections,
    log: app.log,
  });
  app.addHook('onClose', async () => cart.settle());
  app.addHook('preHandler', app.authenticate);

  app.get('/', async (request) => ({ success: true, data: await cart.getCart(currentUser(request)) }));

  app.post('/add', async (request) => {
    const input = addToCartSchema.parse(request.body ?? {});
    return { success: true, message: CART_MESSAGES.added, data: await cart.addItem(currentUser(request), input) };
  });

  app.put('/update', async (request) => {
    const input = updateCartSchema.parse(request.body ?? {});
    return { success: true, message: CART_MESSAGES.updated, data: await cart.updateItem(currentUser(request), input) };
  });

  app.delete('/remove/:phoneId', async (request) => {
    const { phoneId } = phoneIdParamSchema.parse(request.params);
    return {
      success: true,
      message: CART_MESSAGES.removed,
      data: await cart.removeItem(currentUser(request), phoneId),
    };
  });

  app.delete('/clear', async (request) => ({
    success: true,
    message: CART_MESSAGES.cleared,
    data: await cart.clear(currentUser(request)),
  }));

  app.post('/merge', async (request) => {
    const input = mergeCartSchema.parse(request.body ?? {});
    return { success: true, message: CART_MESSAGES.merged, data: await cart.merge(currentUser(request), input) };
  });
}
