import { EventEmitter } from 'node:events';
import type { NotificationEventData, NotificationEventName } from '@phonekade/shared/realtime/realtime-events';
import type { Db, DbOrTx } from '../../db/client.ts';
import * as repository from './notifications.repository.ts';

/** One notification: its event name and data come from the shared list of real-time events. */
export type NotificationEvent = {
  [E in NotificationEventName]: { type: E; message: string; data: NotificationEventData[E] };
}[NotificationEventName];

export type StoredNotification = repository.NotificationRow;

export function toNotificationDto(row: StoredNotification) {
  return {
    id: row.id,
    _id: row.id,
    type: row.type,
    message: row.message,
    data: row.data,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Notifications are stored first (a user who is offline sees them later,
 * docs/decisions/019-stored-notifications.md) and delivered
 * live after the caller's transaction commits: `store` inside the transaction, `deliver` after it.
 * Live transports (Socket.IO) subscribe to `delivered`.
 */
export function createNotificationsService(db: Db) {
  const delivered = new EventEmitter<{ notification: [StoredNotification] }>();

  return {
    delivered,

    store: (tx: DbOrTx, userIds: string[], event: NotificationEvent) =>
      repository.insertMany(
        tx,
        [...new Set(userIds)].map((userId) => ({
          userId,
          type: event.type,
          message: event.message,
          data: event.data,
        })),
      ),

    storeForAdmins: async (tx: DbOrTx, event: NotificationEvent) => {
      const adminIds = await repository.findAdminIds(tx);
      return repository.insertMany(
        tx,
        adminIds.map((userId) => ({
          userId,
          type: event.type,
          message: event.message,
          data: event.data,
        })),
      );
    },

    deliver: (rows: StoredNotification[]) => {
      for (const row of rows) delivered.emit('notification', row);
    },

    list: async (userId: string, page: number, limit: number) => {
      const { items, total, unread } = await repository.listForUser(db, userId, limit, (page - 1) * limit);
      return { notifications: items.map(toNotificationDto), total, unread };
    },

    markRead: (userId: string, ids: string[] | 'all') => repository.markRead(db, userId, ids),
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
