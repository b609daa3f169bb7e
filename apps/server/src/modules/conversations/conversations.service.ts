import {
  CONVERSATION_MESSAGES,
  MESSAGE_MAIL_DELAY_MS,
  MESSAGE_MAIL_SPACING_MS,
  type MessagesQuery,
  type SendMessageInput,
  type StartConversationInput,
} from '@phonekade/shared/conversations/conversation.schemas';
import type {
  ConversationForAdmin,
  ConversationsList,
  ConversationSummary,
  MessageDto,
  MessagesPage,
} from '@phonekade/shared/conversations/conversation.types';
import { needsSafetyNote } from '@phonekade/shared/conversations/safety-note';
import type { Language } from '@phonekade/shared/i18n/language';
import type { StoredImage } from '../../db/schema.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { badRequest, forbidden, notFound } from '../../lib/app-error.ts';
import type { AuthUser } from '../../lib/current-user.ts';
import type { LiveConnections } from '../../lib/live-connections.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { phoneImageUrl } from '../phones/phone-images.ts';
import * as repository from './conversations.repository.ts';
import { unreadMail } from './unread-mail.ts';

type LogMethod = (details: Record<string, unknown>, message: string) => void;

export interface ConversationsServiceDeps {
  db: Db;
  liveConnections: LiveConnections;
  mailer: Mailer;
  log: { info: LogMethod; warn: LogMethod; error: LogMethod };
  /** config.imageBaseUrl: where phone images are shown from. */
  imageBaseUrl: string;
  /** Where the site is, for the link in a mail (PUBLIC_URL); without it the mail has no link. */
  publicUrl?: string;
}

/** Due mails sent per sweep at most; the rest wait for the next one. */
const MAIL_SWEEP_BATCH = 50;

export function toMessageDto(row: repository.MessageRow): MessageDto {
  return {
    id: row.id,
    conversationId: row.conversationId,
    senderId: row.senderId,
    text: row.text,
    safetyNote: row.safetyNote,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Everyone who has a conversation with this person (the suspension notice goes to them too). */
export function conversationCounterparts(tx: DbOrTx, userId: string): Promise<string[]> {
  return repository.findConversationCounterparts(tx, userId);
}

/**
 * Buyers and sellers talk on the site (docs/decisions/062-messages-and-safety.md): only the two people
 * of a conversation read or write it (anyone else, admins included, is told it does not exist), a block
 * either way or a suspended account closes it, messages that ask for money up front carry the safety
 * note, and unread messages are mailed about once, 15 minutes later, at most hourly.
 */
export function createConversationsService(deps: ConversationsServiceDeps) {
  const { db, liveConnections, mailer, log, imageBaseUrl, publicUrl } = deps;

  async function requireConversation(conversationId: string, userId: string) {
    const conversation = await repository.findConversationFor(db, conversationId, userId);
    if (!conversation) throw notFound(CONVERSATION_MESSAGES.conversationNotFound);
    return conversation;
  }

  /** A block either way or a suspension refuses the message (checked inside the sending transaction). */
  async function assertOpen(tx: DbOrTx, senderId: string, recipientId: string) {
    if (await repository.isBlockedEitherWay(tx, senderId, recipientId)) throw forbidden(CONVERSATION_MESSAGES.blocked);
    const [sender, recipient] = await Promise.all([
      repository.findUserState(tx, senderId),
      repository.findUserState(tx, recipientId),
    ]);
    if (!recipient) throw notFound(CONVERSATION_MESSAGES.conversationNotFound);
    if (sender?.suspendedAt || recipient.suspendedAt) throw forbidden(CONVERSATION_MESSAGES.suspended);
  }

  /** Adds the message in `tx`; the caller pushes it live once the transaction has committed. */
  async function addMessage(tx: DbOrTx, conversation: repository.ConversationRow, senderId: string, text: string) {
    const recipientId = senderId === conversation.buyerId ? conversation.sellerId : conversation.buyerId;
    await assertOpen(tx, senderId, recipientId);
    const message = await repository.insertMessage(tx, {
      conversationId: conversation.id,
      senderId,
      text,
      safetyNote: needsSafetyNote(text),
    });
    const { firstReply } = await repository.recordMessage(tx, conversation, message);
    if (firstReply) await repository.refreshReplyMedian(tx, conversation.sellerId);
    await repository.scheduleMail(
      tx,
      conversation.id,
      recipientId,
      new Date(message.createdAt.getTime() + MESSAGE_MAIL_DELAY_MS),
    );
    return { message: toMessageDto(message), recipientId };
  }

  function pushLive(recipientId: string, message: MessageDto) {
    liveConnections.sendToUsers([recipientId], 'new_message', { conversationId: message.conversationId, message });
  }

  function toSummary(row: Awaited<ReturnType<typeof repository.listConversations>>[number], userId: string) {
    const { conversation, other, listing, lastMessage } = row;
    const firstImage = (listing?.images as StoredImage[] | null | undefined)?.[0];
    const summary: ConversationSummary = {
      id: conversation.id,
      role: conversation.buyerId === userId ? 'buyer' : 'seller',
      otherPerson: { id: other.id, name: other.name, profilePicture: other.profilePicture },
      phone: {
        id: listing?.id ?? null,
        title: listing?.title ?? conversation.listingTitle,
        image: firstImage ? phoneImageUrl(imageBaseUrl, firstImage.name, 'thumb') : null,
        price: listing?.price ?? null,
      },
      lastMessage: lastMessage
        ? {
            id: lastMessage.id,
            conversationId: conversation.id,
            senderId: lastMessage.sender_id,
            text: lastMessage.text,
            safetyNote: lastMessage.safety_note,
            createdAt: new Date(lastMessage.created_at).toISOString(),
          }
        : null,
      unreadCount: row.unreadCount,
      blockedByMe: row.blockedByMe,
      closed: row.blockedByMe || row.blockedByThem || other.suspendedAt !== null,
      updatedAt: conversation.lastMessageAt.toISOString(),
    };
    return summary;
  }

  return {
    /**
     * The buyer's first message about a phone, or a further one in the conversation they already have
     * about it (one conversation per buyer and phone). `created` tells which.
     */
    async start(user: AuthUser, input: StartConversationInput) {
      const listing = await repository.findListingForMessage(db, input.phoneId);
      if (!listing || listing.status !== 'approved') throw notFound(CONVERSATION_MESSAGES.phoneNotFound);
      if (listing.sellerId === user.id) throw forbidden(CONVERSATION_MESSAGES.ownListing);
      const result = await db.transaction(async (tx) => {
        const { row, created } = await repository.insertConversationOnce(tx, {
          listingId: listing.id,
          listingTitle: listing.title,
          buyerId: user.id,
          sellerId: listing.sellerId,
        });
        const locked = await repository.findConversationFor(tx, row.id, user.id, true);
        if (!locked) throw notFound(CONVERSATION_MESSAGES.conversationNotFound);
        const sent = await addMessage(tx, locked, user.id, input.text);
        return { conversationId: row.id, created, ...sent };
      });
      pushLive(result.recipientId, result.message);
      return { conversation: { id: result.conversationId }, message: result.message, created: result.created };
    },

    async send(user: AuthUser, conversationId: string, input: SendMessageInput): Promise<MessageDto> {
      const result = await db.transaction(async (tx) => {
        const conversation = await repository.findConversationFor(tx, conversationId, user.id, true);
        if (!conversation) throw notFound(CONVERSATION_MESSAGES.conversationNotFound);
        return addMessage(tx, conversation, user.id, input.text);
      });
      pushLive(result.recipientId, result.message);
      return result.message;
    },

    async list(user: AuthUser): Promise<ConversationsList> {
      const rows = await repository.listConversations(db, user.id);
      const conversations = rows.map((row) => toSummary(row, user.id));
      return {
        conversations,
        unreadConversations: conversations.filter((conversation) => conversation.unreadCount > 0).length,
      };
    },

    async messages(user: AuthUser, conversationId: string, query: MessagesQuery): Promise<MessagesPage> {
      await requireConversation(conversationId, user.id);
      if (query.before && !(await repository.messageBelongsTo(db, query.before, conversationId))) {
        throw badRequest(CONVERSATION_MESSAGES.beforeInvalid, { before: CONVERSATION_MESSAGES.beforeInvalid });
      }
      const page = await repository.findMessagesPage(db, conversationId, query.before, query.limit);
      return {
        messages: page.messages.map(toMessageDto),
        nextBefore: page.hasOlder ? (page.messages[0]?.id ?? null) : null,
      };
    },

    /** The reader has seen everything so far: no badge for it, and no mail about it. */
    async markRead(user: AuthUser, conversationId: string): Promise<void> {
      const conversation = await requireConversation(conversationId, user.id);
      await db.transaction(async (tx) => {
        await repository.markRead(tx, conversation, user.id);
        await repository.cancelMail(tx, conversationId, user.id);
      });
    },

    async block(user: AuthUser, otherId: string): Promise<void> {
      if (otherId === user.id) throw badRequest(CONVERSATION_MESSAGES.cannotBlockSelf);
      if (!(await repository.findUserState(db, otherId))) throw notFound(CONVERSATION_MESSAGES.userNotFound);
      await repository.insertBlock(db, user.id, otherId);
    },

    async unblock(user: AuthUser, otherId: string): Promise<void> {
      if (otherId === user.id) throw badRequest(CONVERSATION_MESSAGES.cannotBlockSelf);
      if (!(await repository.findUserState(db, otherId))) throw notFound(CONVERSATION_MESSAGES.userNotFound);
      await repository.removeBlock(db, user.id, otherId);
    },

    /**
     * The whole conversation, for an admin handling a report about it. There is deliberately no route:
     * the reports work calls this once a report names the conversation.
     */
    async readConversationForAdmin(conversationId: string): Promise<ConversationForAdmin> {
      const conversation = await repository.findConversationById(db, conversationId);
      if (!conversation) throw notFound(CONVERSATION_MESSAGES.conversationNotFound);
      const rows = await repository.allMessages(db, conversationId);
      log.info({ conversationId }, 'conversation read for a report');
      return {
        id: conversation.id,
        buyerId: conversation.buyerId,
        sellerId: conversation.sellerId,
        phoneId: conversation.listingId,
        phoneTitle: conversation.listingTitle,
        createdAt: conversation.createdAt.toISOString(),
        messages: rows.map(toMessageDto),
      };
    },

    /**
     * Sends the unread-message mails due by `now` and answers how many went. A mail whose messages
     * were read meanwhile is dropped; one that would come within an hour of the last is moved to that
     * hour's end. Marked sent before sending: a mail lost to a crash is better than two.
     */
    async sendDueMails(now = new Date()): Promise<number> {
      const toSend = await db.transaction(async (tx) => {
        const due = await repository.lockDueMails(tx, now, MAIL_SWEEP_BATCH);
        const mails: { email: string; language: Language; title: string; unread: number; conversationId: string }[] =
          [];
        for (const row of due) {
          const details = await repository.findMailDetails(tx, row.conversationId, row.userId);
          if (!details || details.unread === 0 || details.suspendedAt) {
            await repository.setMailDue(tx, row.conversationId, row.userId, null);
            continue;
          }
          const spacedUntil = row.lastSentAt ? row.lastSentAt.getTime() + MESSAGE_MAIL_SPACING_MS : 0;
          if (spacedUntil > now.getTime()) {
            await repository.setMailDue(tx, row.conversationId, row.userId, new Date(spacedUntil));
            continue;
          }
          await repository.setMailSent(tx, row.conversationId, row.userId, now);
          mails.push({
            email: details.email,
            language: details.language,
            title: details.listingTitle,
            unread: details.unread,
            conversationId: row.conversationId,
          });
        }
        return mails;
      });
      let sent = 0;
      for (const mail of toSend) {
        const link = publicUrl ? `${publicUrl.replace(/\/+$/, '')}/messages/${mail.conversationId}` : undefined;
        try {
          await mailer.send(unreadMail(mail.email, mail.language, { title: mail.title, unread: mail.unread, link }));
          sent += 1;
        } catch (error) {
          log.warn({ err: error, conversationId: mail.conversationId }, 'unread message e-mail failed');
        }
      }
      return sent;
    },
  };
}

export type ConversationsService = ReturnType<typeof createConversationsService>;
