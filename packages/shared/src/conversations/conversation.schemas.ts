import { z } from 'zod';
import { requiredText, uuidField } from '../common/fields.ts';
import { ID_REQUIRED_MESSAGE, INVALID_ID_MESSAGE } from '../common/id.schemas.ts';

/** A message is text only, up to this many characters (docs/decisions/062-messages-and-safety.md). */
export const MESSAGE_MAX_LENGTH = 2000;
/** Messages in one page of a thread; the newest page comes first. */
export const MESSAGES_PAGE_SIZE = 30;
export const MESSAGES_PAGE_MAX = 100;
/** An unread message is mailed about after this long, and a conversation at most once in the next span. */
export const MESSAGE_MAIL_DELAY_MS = 15 * 60 * 1000;
export const MESSAGE_MAIL_SPACING_MS = 60 * 60 * 1000;

export const CONVERSATION_MESSAGES = {
  textRequired: 'Please write a message',
  textTooLong: `A message can be at most ${MESSAGE_MAX_LENGTH} characters`,
  phoneIdRequired: 'Phone ID is required',
  beforeInvalid: 'before must be the id of a message in this conversation',
  limitInvalid: `limit must be a whole number from 1 to ${MESSAGES_PAGE_MAX}`,
  conversationNotFound: 'Conversation not found',
  phoneNotFound: 'Phone not found',
  ownListing: 'You cannot message yourself about your own listing',
  blocked: 'You cannot send messages in this conversation because one of you has blocked the other',
  suspended: 'This conversation is closed because the account has been suspended',
  userNotFound: 'User not found',
  cannotBlockSelf: 'You cannot block yourself',
  blockedUser: 'User blocked. Neither of you can send messages to the other.',
  unblockedUser: 'User unblocked',
  started: 'Message sent',
  sent: 'Message sent',
  read: 'Conversation marked as read',
  /** The note shown to both people beside a message that asks for money or moves off the site. */
  safetyNote: 'Never pay before you have seen the phone',
} as const;

/** POST /conversations body: the first (or a further) message to the seller of a phone. */
export const messageTextField = requiredText(
  CONVERSATION_MESSAGES.textRequired,
  MESSAGE_MAX_LENGTH,
  CONVERSATION_MESSAGES.textTooLong,
);

export const startConversationSchema = z.object({
  phoneId: uuidField(CONVERSATION_MESSAGES.phoneIdRequired, INVALID_ID_MESSAGE),
  text: messageTextField,
});
export type StartConversationInput = z.infer<typeof startConversationSchema>;

/** POST /conversations/:id/messages body. */
export const sendMessageSchema = z.object({ text: messageTextField });
export type SendMessageInput = z.infer<typeof sendMessageSchema>;

/**
 * GET /conversations/:id/messages query. Without `before`: the newest page. With `before` (a message
 * id): the page of messages just older than it. Each page lists its messages oldest first.
 */
export const messagesQuerySchema = z.object({
  before: uuidField(ID_REQUIRED_MESSAGE, CONVERSATION_MESSAGES.beforeInvalid).optional(),
  limit: z.coerce
    .number({ error: CONVERSATION_MESSAGES.limitInvalid })
    .int(CONVERSATION_MESSAGES.limitInvalid)
    .min(1, CONVERSATION_MESSAGES.limitInvalid)
    .max(MESSAGES_PAGE_MAX, CONVERSATION_MESSAGES.limitInvalid)
    .default(MESSAGES_PAGE_SIZE),
});
export type MessagesQuery = z.infer<typeof messagesQuerySchema>;
