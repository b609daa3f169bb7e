import { describe, expect, it } from 'vitest';

import { errorsOf, parsed } from '../testing/issues.ts';
import { chatMessageSchema } from './chat.schemas.ts';
import { recentHistory } from './recent-history.ts';

describe('chat message', () => {
  it('a message is trimmed and the history defaults to none', () => {
    expect(parsed(chatMessageSchema, { message: '  phones under 80k?  ' })).toEqual({
      message: 'phones under 80k?',
      conversationHistory: [],
    });
  });

  it('an empty or whitespace message is not sent', () => {
    expect(errorsOf(chatMessageSchema, { message: '   ' })).toEqual({ message: 'Please type a message' });
    expect(errorsOf(chatMessageSchema, {})).toEqual({ message: 'Please type a message' });
  });

  it('a message over 1000 characters is refused', () => {
    expect(errorsOf(chatMessageSchema, { message: 'x'.repeat(1001) })).toEqual({
      message: 'Messages must be at most 1000 characters',
    });
  });

  it('up to 6 earlier messages are accepted, from the user or the bot', () => {
    const history = Array.from({ length: 6 }, (_, i) => ({ sender: i % 2 ? 'bot' : 'user', text: `m${i}` }));
    expect(parsed(chatMessageSchema, { message: 'hi', conversationHistory: history }).conversationHistory).toHaveLength(
      6,
    );
  });

  it('7 earlier messages or an unknown sender are refused', () => {
    const message = 'conversationHistory must be a list of at most 6 messages';
    const seven = Array(7).fill({ sender: 'user', text: 'x' });
    expect(errorsOf(chatMessageSchema, { message: 'hi', conversationHistory: seven })).toEqual({
      conversationHistory: message,
    });
    expect(
      errorsOf(chatMessageSchema, { message: 'hi', conversationHistory: [{ sender: 'admin', text: 'x' }] }),
    ).toEqual({
      'conversationHistory.0.sender': message,
    });
  });

  it('a long earlier reply is cut, not refused', () => {
    const input = { message: 'hi', conversationHistory: [{ sender: 'bot', text: 'x'.repeat(5000) }] };
    expect(parsed(chatMessageSchema, input).conversationHistory[0]?.text).toHaveLength(1000);
  });

  it('the client sends the last 6 messages', () => {
    expect(recentHistory([1, 2, 3, 4, 5, 6, 7, 8])).toEqual([3, 4, 5, 6, 7, 8]);
    expect(recentHistory([1, 2])).toEqual([1, 2]);
  });
});
