import type { ChatMessageInput } from '@phonekade/shared/chat/chat.schemas';
import type { ChatLinkView } from '@phonekade/shared/chat/chat.types';
import type { Language } from '@phonekade/shared/i18n/language';
import type { PhoneDto } from '@phonekade/shared/phones/phone.types';
import { phonesQuerySchema } from '@phonekade/shared/phones/phone.schemas';
import { formatLkr } from '@phonekade/shared/money/format-lkr';
import type { PhonesService } from '../phones/phones.service.ts';
import { CHAT_TEXTS, type ChatTexts } from './chat-texts.ts';
import { scriptLanguage, understandConversation, type UnderstoodMessage } from './understand-message.ts';

export type { ChatLinkView };

export interface ChatReply {
  reply: string;
  timestamp: string;
  phones: PhoneDto[];
  links: { view: ChatLinkView; label: string }[];
}

const SHOWN = 3;

/**
 * The language of a reply (docs/decisions/061-chat-answers-in-the-askers-language.md): the script of the
 * message when it is clearly Sinhala or Tamil, otherwise the caller's language (Accept-Language).
 */
export function replyLanguage(message: string, callerLanguage: Language): Language {
  return scriptLanguage(message) ?? callerLanguage;
}

function describeWish(texts: ChatTexts, wish: UnderstoodMessage): string {
  const name = wish.brand ?? wish.model;
  return texts.wish({
    ...(name ? { name } : {}),
    ...(wish.condition ? { condition: wish.condition } : {}),
    ...(wish.minPrice !== undefined ? { minPrice: wish.minPrice } : {}),
    ...(wish.maxPrice !== undefined ? { maxPrice: wish.maxPrice } : {}),
  });
}

/** A budget with only a ceiling is answered with the phones nearest it (at or under it), dearest first. */
function sortFor(wish: UnderstoodMessage): 'price_low' | 'price_high' | 'featured' {
  if (wish.cheapest) return 'price_low';
  if (wish.maxPrice !== undefined && wish.minPrice === undefined) return 'price_high';
  return 'featured';
}

/**
 * The chat assistant (docs/decisions/029-chat-assistant-from-live-catalogue.md): answers from the live
 * catalogue, in English, Sinhala or Tamil. It understands brands, models, storage, condition and
 * budgets, remembers them from the shopper's earlier messages, and answers with real listings and
 * price ranges, or with how the site works, linking into it.
 */
export function createChatService(phones: PhonesService) {
  async function findPhones(wish: UnderstoodMessage, withModel: boolean) {
    const search = [withModel ? wish.model : undefined, wish.storage].filter(Boolean).join(' ') || undefined;
    const query = phonesQuerySchema.parse({
      limit: String(SHOWN),
      ...(search ? { search } : {}),
      ...(wish.brand ? { brand: wish.brand } : {}),
      ...(wish.condition ? { condition: wish.condition } : {}),
      ...(wish.minPrice !== undefined ? { minPrice: String(wish.minPrice) } : {}),
      ...(wish.maxPrice !== undefined ? { maxPrice: String(wish.maxPrice) } : {}),
      sort: sortFor(wish),
    });
    return phones.listPhones(query);
  }

  async function searchReply(texts: ChatTexts, wish: UnderstoodMessage): Promise<Omit<ChatReply, 'timestamp'>> {
    let result = await findPhones(wish, true);
    let broadened = false;
    if (result.pagination.totalItems === 0 && wish.model) {
      result = await findPhones(wish, false);
      broadened = result.pagination.totalItems > 0;
    }
    const { phones: found, pagination } = result;
    if (found.length === 0) {
      return {
        reply: texts.notFound(describeWish(texts, wish)),
        phones: [],
        links: [{ view: 'phones', label: texts.browse }],
      };
    }
    const prices = found.map((p) => p.price);
    const low = Math.min(...prices);
    const high = Math.max(...prices);
    const range = low === high ? formatLkr(low) : texts.range(low, high);
    const lead = broadened
      ? texts.noExactMatch(wish.model!, describeWish(texts, { ...wish, model: undefined }))
      : texts.found(pagination.totalItems, describeWish(texts, wish));
    return {
      reply: `${lead}. ${texts.shown(found.length, range)}`,
      phones: found,
      links: [{ view: 'phones', label: texts.seeAll }],
    };
  }

  async function priceReply(texts: ChatTexts, wish: UnderstoodMessage): Promise<Omit<ChatReply, 'timestamp'>> {
    const model = [wish.model, wish.storage].filter(Boolean).join(' ');
    if (!model) return searchReply(texts, wish);
    const guide = await phones.priceGuide(model);
    const listings = await searchReply(texts, wish);
    if (guide.low === null || guide.high === null || guide.median === null) return listings;
    const summary = texts.priceGuide({
      model: guide.model,
      low: guide.low,
      high: guide.high,
      median: guide.median,
      count: guide.count,
    });
    return {
      ...listings,
      reply: listings.phones.length ? `${summary} ${texts.onSaleNow}` : summary,
    };
  }

  return {
    /** `language` is the caller's (Accept-Language); a message clearly in Sinhala or Tamil wins over it. */
    async reply(input: ChatMessageInput, language: Language = 'en', now = new Date()): Promise<ChatReply> {
      const texts = CHAT_TEXTS[replyLanguage(input.message, language)];
      const earlier = input.conversationHistory.filter((entry) => entry.sender === 'user').map((entry) => entry.text);
      const wish = understandConversation(input.message, earlier);
      const timestamp = now.toISOString();
      switch (wish.intent) {
        case 'greeting':
          return { reply: texts.greeting, timestamp, phones: [], links: [] };
        case 'thanks':
          return { reply: texts.thanks, timestamp, phones: [], links: [] };
        case 'price':
          return { ...(await priceReply(texts, wish)), timestamp };
        case 'search':
          return { ...(await searchReply(texts, wish)), timestamp };
        default:
          return { ...texts.topics[wish.intent], phones: [], timestamp };
      }
    },
  };
}
