import { idParamSchema } from '@phonekade/shared/common/id.schemas';
import { REVIEW_MESSAGES, reviewReplySchema, sellerReviewsQuerySchema } from '@phonekade/shared/sellers/seller.schemas';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../lib/current-user.ts';
import { createSellersService } from './sellers.service.ts';

/** /api/users/:id/public and /api/users/:id/reviews: what anyone may read about a seller. */
export async function sellerPagesRoutes(app: FastifyInstance): Promise<void> {
  const sellers = createSellersService({ db: app.db });

  app.get('/:id/public', async (request) => {
    const { id } = idParamSchema.parse(request.params);
    return { success: true, data: { user: await sellers.getPublicSeller(id) } };
  });

  app.get('/:id/reviews', async (request) => {
    const { id } = idParamSchema.parse(request.params);
    const query = sellerReviewsQuerySchema.parse(request.query);
    return { success: true, data: await sellers.listReviews(id, query) };
  });
}

/** /api/reviews/:id/reply: the reviewed seller's one answer. */
export async function reviewRepliesRoutes(app: FastifyInstance): Promise<void> {
  const sellers = createSellersService({ db: app.db });

  app.post('/:id/reply', { preHandler: app.requireRole('seller') }, async (request, reply) => {
    const { id } = idParamSchema.parse(request.params);
    const input = reviewReplySchema.parse(request.body);
    await sellers.reply(currentUser(request), id, input);
    return reply.status(201).send({ success: true, message: REVIEW_MESSAGES.replied });
  });
}
