// Kept apart from chat.schemas.ts so the chat widget, on every view, does not load the validation
// library (docs/performance.md).
import { CHAT_HISTORY_LENGTH } from '../constants/limits.ts';

/** The last messages a client sends along (the last 6). */
export function recentHistory<T>(messages: readonly T[]): T[] {
  return messages.slice(-CHAT_HISTORY_LENGTH);
}
