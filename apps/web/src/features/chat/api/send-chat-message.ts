import { recentHistory } from '@phonekade/shared/chat/recent-history';
import type { ChatReplyDto } from '@phonekade/shared/chat/chat.types';
import type { PhoneDto } from '@phonekade/shared/phones/phone.types';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import type { View } from '@/lib/navigation/navigation.ts';

export interface ChatMessage {
  sender: 'user' | 'bot';
  text: string;
  timestamp: string;
  phones?: PhoneDto[];
  links?: { view: View; label: string }[];
  /** The assistant's first bubble, drawn in the current language. */
  greeting?: boolean;
}

/** POST /chatbot/chat with the message and the last 6 messages before it, so the reply has context. */
export async function sendChatMessage(message: string, history: ChatMessage[]): Promise<ChatMessage> {
  const { data } = await apiRequest<ChatReplyDto>('/chatbot/chat', {
    method: 'POST',
    body: {
      message,
      conversationHistory: recentHistory(history).map(({ sender, text, timestamp }) => ({ sender, text, timestamp })),
    },
  });
  return { sender: 'bot', text: data.reply, timestamp: data.timestamp, phones: data.phones, links: data.links };
}

export function useSendChatMessage() {
  return useMutation({
    mutationFn: ({ message, history }: { message: string; history: ChatMessage[] }) =>
      sendChatMessage(message, history),
  });
}
