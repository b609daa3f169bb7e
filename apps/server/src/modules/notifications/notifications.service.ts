import { EventEmitter } from 'node:events';
import type { NotificationEventData, NotificationEventName } from '@phonekade/shared/realtime/realtime-events';
import type { Db, DbOrTx } from '../../db/client.ts';
import { translateApiMessage } from '../../lib/api-language.ts';
import { accountLanguages } from '../users/users.service.ts';
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

  /**
   * Each recipient's copy is written in the language their account reads, whoever caused it
   * (docs/decisions/060-mail-in-the-accounts-language.md); `data` keeps the plain values.
   */
  async function storeFor(tx: DbOrTx, userIds: readonly string[], event: NotificationEvent) {
    const recipients = [...new Set(userIds)];
    const languages = await accountLanguages(tx, recipients);
    return repository.insertMany(
      tx,
      recipients.map((userId) => ({
        userId,
        type: event.type,
        message: translateApiMessage(languages.get(userId) ?? 'en', event.message),
        data: event.data,
      })),
    );
  }

  return {
    delivered,

    store: (tx: DbOrTx, userIds: string[], event: NotificationEvent) => storeFor(tx, userIds, event),

    storeForAdmins: async (tx: DbOrTx, event: NotificationEvent) =>
      storeFor(tx, await repository.findAdminIds(tx), event),

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
