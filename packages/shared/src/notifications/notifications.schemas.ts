import '../common/zod-setup.ts';
import { z } from 'zod';

import { idSchema, limitQuery, pageQuery } from '../common/id.schemas.ts';
import { PAGE_SIZE } from '../constants/limits.ts';

// Ours: the notification centre (docs/decisions/019-stored-notifications.md).
export const MARK_READ_MESSAGE = 'Send the ids to mark as read, or all: true';
export const TOO_MANY_IDS_MESSAGE = 'At most 100 notifications can be marked at once';

/** GET /notifications: newest first. */
export const notificationsQuerySchema = z.object({ page: pageQuery, limit: limitQuery(PAGE_SIZE) });
export type NotificationsQuery = z.infer<typeof notificationsQuerySchema>;

/** PUT /notifications/read: `{ ids }` or `{ all: true }`; only one's own are touched. */
export const markReadSchema = z.union(
  [
    z.object({ all: z.literal(true) }).transform(() => 'all' as const),
    z
      .object({ ids: z.array(idSchema).min(1, MARK_READ_MESSAGE).max(100, TOO_MANY_IDS_MESSAGE) })
      .transform(({ ids }) => [...new Set(ids)]),
  ],
  { error: MARK_READ_MESSAGE },
);
export type MarkReadInput = z.infer<typeof markReadSchema>;
