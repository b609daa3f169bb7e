import '../common/zod-setup.ts';
import { z } from 'zod';

import {
  CHAT_HISTORY_LENGTH,
  CHAT_HISTORY_TEXT_MAX_LENGTH,
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_TIMESTAMP_MAX_LENGTH,
} from '../constants/limits.ts';

// Texts of our own (the widget itself never sends an empty or whitespace message).
export const CHAT_MESSAGE_REQUIRED_MESSAGE = 'Please type a message';
export const CHAT_MESSAGE_TOO_LONG_MESSAGE = `Messages must be at most ${CHAT_MESSAGE_MAX_LENGTH} characters`;
export const CHAT_HISTORY_MESSAGE = `conversationHistory must be a list of at most ${CHAT_HISTORY_LENGTH} messages`;
export const CHAT_HISTORY_TEXT_TOO_LONG_MESSAGE = `Earlier messages must be at most ${CHAT_HISTORY_TEXT_MAX_LENGTH} characters`;
export const CHAT_TIMESTAMP_MESSAGE = `Message timestamps must be at most ${CHAT_TIMESTAMP_MAX_LENGTH} characters`;

export const CHAT_SENDERS = ['user', 'bot'] as const;
export type ChatSender = (typeof CHAT_SENDERS)[number];

export const chatHistoryEntrySchema = z.object({
  sender: z.enum(CHAT_SENDERS, { error: CHAT_HISTORY_MESSAGE }),
  // Earlier replies are only context: long ones are cut rather than refused.
  text: z
    .string({ error: CHAT_HISTORY_MESSAGE })
    .max(CHAT_HISTORY_TEXT_MAX_LENGTH, { message: CHAT_HISTORY_TEXT_TOO_LONG_MESSAGE, abort: true })
    .transform((text) => text.slice(0, CHAT_MESSAGE_MAX_LENGTH)),
  timestamp: z.string().max(CHAT_TIMESTAMP_MAX_LENGTH, { message: CHAT_TIMESTAMP_MESSAGE, abort: true }).optional(),
});
export type ChatHistoryEntry = z.infer<typeof chatHistoryEntrySchema>;

/** POST /chatbot/chat: the message and the last 6 messages before it, so a reply has context. */
export const chatMessageSchema = z.object({
  message: z
    .string({ error: CHAT_MESSAGE_REQUIRED_MESSAGE })
    .trim()
    .min(1, CHAT_MESSAGE_REQUIRED_MESSAGE)
    .max(CHAT_MESSAGE_MAX_LENGTH, { message: CHAT_MESSAGE_TOO_LONG_MESSAGE, abort: true }),
  conversationHistory: z
    .array(chatHistoryEntrySchema, { error: CHAT_HISTORY_MESSAGE })
    .max(CHAT_HISTORY_LENGTH, CHAT_HISTORY_MESSAGE)
    .default([]),
});
export type ChatMessageInput = z.infer<typeof chatMessageSchema>;
