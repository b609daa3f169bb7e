// What POST /chatbot/chat answers: a reply grounded in the live catalogue.
import type { PhoneDto } from '../phones/phone.types.ts';

/** A view of the web app a reply links to (its view names). */
export type ChatLinkView = 'phones' | 'add-phone' | 'auth' | 'profile' | 'cart';

export interface ChatReplyDto {
  reply: string;
  timestamp: string;
  phones: PhoneDto[];
  links: { view: ChatLinkView; label: string }[];
}
