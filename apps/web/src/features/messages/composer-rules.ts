import { MESSAGE_MAX_LENGTH } from '@phonekade/shared/conversations/conversation.schemas';

/** What the composer shows and allows for the text typed so far (the server checks the same limit). */
export function composerState(text: string): { length: number; tooLong: boolean; canSend: boolean } {
  const length = text.trim().length;
  const tooLong = length > MESSAGE_MAX_LENGTH;
  return { length, tooLong, canSend: length > 0 && !tooLong };
}
