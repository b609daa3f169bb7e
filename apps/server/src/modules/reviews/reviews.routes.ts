import { idParamSchema } from '@phonekade/shared/common/id.schemas';
import { editReviewSchema } from '@phonekade/shared/orders/order.schemas';
import { hideReviewSchema, REVIEW_EDIT_MESSAGES } from '@phonekade/shared/reviews/review.schemas';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../lib/current-user.ts';
import { createReviewsService } from './reviews.service.ts';

/** PUT /api/reviews/:id: the buyer changes their own review (docs/decisions/065-review-edit-and-hide.md). */
export async function reviewEditRoutes(app: FastifyInstance): Promise<void> {
  const reviews = createReviewsService({
    db: app.db,
    log: app.log,
    catalogueChanged: app.catalogueChanges.catalogueChanged,
  });

  app.put('/:id', { preHandler: app.authenticate }, async (request) => {
    const { id } = idParamSchema.parse(request.params);
    const input = editReviewSchema.parse(request.body ?? {});
    const review = await reviews.edit(currentUser(request), id, input);
    return { success: true, message: REVIEW_EDIT_MESSAGES.updated, data: { review } };
  });
}

/** /api/admin/reviews/:id/hide and /unhide: admins take abusive reviews out of sight. */
export async function adminReviewsRoutes(app: FastifyInstance): Promise<void> {
  const reviews = createReviewsService({
    db: app.db,
    log: app.log,
    catalogueChanged: app.catalogueChanges.catalogueChanged,
  });
  app.addHook('preHandler', app.requireRole('admin'));

  app.put('/:id/hide', async (request) => {
    const { id } = idParamSchema.parse(request.params);
    const input = hideReviewSchema.parse(request.body ?? {});
    await reviews.hide(currentUser(request).id, id, input);
    return { success: true, message: REVIEW_EDIT_MESSAGES.hidden, data: { id, hidden: true } };
  });

  app.put('/:id/unhide', async (request) => {
    const { id } = idParamSchema.parse(request.params);
    await reviews.unhide(currentUser(request).id, id);
    return { success: true, message: REVIEW_EDIT_MESSAGES.unhidden, data: { id, hidden: false } };
  });
}
