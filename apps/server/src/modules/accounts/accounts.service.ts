import {
  ACCOUNT_MESSAGES,
  type AccountsQuery,
  type AdminAccountDto,
  type SuspendAccountInput,
} from '@phonekade/shared/admin/account.schemas';
import { buildPagination, pageOffset, type Pagination } from '@phonekade/shared/common/id.schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { conflict, forbidden, notFound } from '../../lib/app-error.ts';
import { sendUserStatusUpdate, type LiveConnections } from '../../lib/live-connections.ts';
import { conversationCounterparts } from '../conversations/conversations.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import * as repository from './accounts.repository.ts';

interface AccountsServiceDeps {
  db: Db;
  notifications: NotificationsService;
  liveConnections: LiveConnections;
  log: FastifyBaseLogger;
  /** Said after a suspension or its end: the person's listings leave or rejoin every instance's catalogue. */
  catalogueChanged: () => void;
}

/**
 * Admins find people and stop the ones who cheat (docs/decisions/041-suspending-an-account.md): a
 * suspended person cannot sign in, their sessions and sockets end at once, their listings leave the
 * catalogue, and everyone with an open order or a conversation with them is told.
 */
export function createAccountsService({
  db,
  notifications,
  liveConnections,
  log,
  catalogueChanged,
}: AccountsServiceDeps) {
  return {
    async list(query: AccountsQuery): Promise<{ users: AdminAccountDto[]; pagination: Pagination }> {
      const { rows, total } = await repository.findAccountsPage(
        db,
        query.search,
        pageOffset(query.page, query.limit),
        query.limit,
      );
      return {
        users: rows.map((row) => ({
          ...row,
          createdAt: row.createdAt.toISOString(),
          suspendedAt: row.suspendedAt?.toISOString() ?? null,
        })),
        pagination: buildPagination(query.page, query.limit, total),
      };
    },

    async suspend(adminId: string, userId: string, input: SuspendAccountInput): Promise<void> {
      const stored = await db.transaction(async (tx) => {
        const account = await repository.lockAccount(tx, userId);
        if (!account) throw notFound(ACCOUNT_MESSAGES.userNotFound);
        if (account.role === 'admin') throw forbidden(ACCOUNT_MESSAGES.adminNotSuspendable);
        if (account.suspendedAt) throw conflict(ACCOUNT_MESSAGES.alreadySuspended);
        await repository.setSuspension(tx, userId, input.reason);
        await repository.insertSuspensionAction(tx, { userId, adminId, action: 'suspend', reason: input.reason });
        // People with an open order or a conversation with them (docs/decisions/062-messages-and-safety.md).
        const counterparts = [
          ...(await repository.findOpenOrderCounterparts(tx, userId)),
          ...(await conversationCounterparts(tx, userId)),
        ];
        return notifications.store(tx, counterparts, {
          type: 'account_suspended',
          message: ACCOUNT_MESSAGES.counterpartSuspended(account.name),
          data: { userId, name: account.name },
        });
      });
      catalogueChanged();
      // The person's open tabs hear why first; then, since the token version moved in the
      // transaction, the sockets opened with the old tokens close.
      sendUserStatusUpdate(liveConnections, userId, 'suspended');
      await liveConnections.closeForUser(userId);
      notifications.deliver(stored);
      log.info({ userId, adminId }, 'account suspended');
    },

    async unsuspend(adminId: string, userId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const account = await repository.lockAccount(tx, userId);
        if (!account) throw notFound(ACCOUNT_MESSAGES.userNotFound);
        if (!account.suspendedAt) throw conflict(ACCOUNT_MESSAGES.notSuspended);
        await repository.setSuspension(tx, userId, null);
        await repository.insertSuspensionAction(tx, { userId, adminId, action: 'unsuspend', reason: null });
      });
      catalogueChanged();
      sendUserStatusUpdate(liveConnections, userId, 'active');
      log.info({ userId, adminId }, 'account restored');
    },
  };
}
