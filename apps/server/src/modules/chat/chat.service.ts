import type { ChatMessageInput } from '@phonekade/shared/chat/chat.schemas';
import { formatLkr } from '@phonekade/shared/money/format-lkr';
import type { PhoneDto } from '@phonekade/shared/phones/phone.types';
import { phonesQuerySchema } from '@phonekade/shared/phones/phone.schemas';
import type { PhonesService } from '../phones/phones.service.ts';
import { understandMessage, type UnderstoodMessage } from './understand-message.ts';

/** A view of the web app the reply links to (the web app's view names). */
export type ChatLinkView = 'phones' | 'add-phone' | 'auth' | 'profile' | 'cart';

export interface ChatReply {
  reply: string;
  timestamp: string;
  phones: PhoneDto[];
  links: { view: ChatLinkView; label: string }[];
}

const SHOWN = 3;

const ANSWERS: Record<
  'sell' | 'delivery' | 'payment' | 'account' | 'safety' | 'orders',
  Omit<ChatReply, 'timestamp' | 'phones'>
> = {
  sell: {
    reply:
      'To sell a phone, sign in with a seller account and choose Add New Phone: add 1 to 6 photos, the basic details and the specs. An admin reviews every listing before it goes live, usually within a day. Adding the IMEI earns an "IMEI checked" badge.',
    links: [
      { view: 'add-phone', label: 'Add New Phone' },
      { view: 'auth', label: 'Sign In' },
    ],
  },
  delivery: {
    reply:
      'We deliver island-wide to all 25 districts: Standard Courier (LKR 1,000, 3-5 business days) or Speed Post (LKR 1,500, 1-2 business days). You can also meet the seller in a public place.',
    links: [{ view: 'phones', label: 'Browse Phones' }],
  },
  payment: {
    reply:
      'You pay by card at checkout (Visa or Mastercard). Only the last 4 digits of your card are kept with the order, and the phone is reserved for you the moment the payment goes through.',
    links: [{ view: 'cart', label: 'Cart' }],
  },
  account: {
    reply:
      'Sign In lets you log in or register as a buyer or seller. Forgot your password? Choose "Forgot password" on the sign-in page and we e-mail you a 6-digit code.',
    links: [{ view: 'auth', label: 'Sign In' }],
  },
  safety: {
    reply:
      'Stay safe: meet in public places, test the phone before buying, verify the IMEI number (dial *#06#) matches the box and the listing, and use secure payments. Listings marked "IMEI checked" passed our IMEI check.',
    links: [{ view: 'phones', label: 'Browse Phones' }],
  },
  orders: {
    reply: 'Your orders and their status are in your Profile, under Orders. Sellers see their sales under Sales.',
    links: [{ view: 'profile', label: 'Profile' }],
  },
};

function describeWish(wish: UnderstoodMessage): string {
  const parts = [wish.brand ?? '', wish.model && !wish.brand ? wish.model : ''].filter(Boolean);
  let text = parts.join(' ') || 'phones';
  if (wish.minPrice !== undefined && wish.maxPrice !== undefined)
    text += ` between ${formatLkr(wish.minPrice)} and ${formatLkr(wish.maxPrice)}`;
  else if (wish.maxPrice !== undefined) text += ` under ${formatLkr(wish.maxPrice)}`;
  else if (wish.minPrice !== undefined) text += ` over ${formatLkr(wish.minPrice)}`;
  return text;
}

/**
 * The chat assistant (docs/decisions/029-chat-assistant-from-live-catalogue.md): answers from the live
 * catalogue. It understands brands, models,
 * storage, condition and budgets, and answers with real listings and price ranges, or with how the
 * site works, linking into it.
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
      sort: wish.cheapest ? 'price_low' : 'featured',
    });
    return phones.listPhones(query);
  }

  async function searchReply(wish: UnderstoodMessage): Promise<Omit<ChatReply, 'timestamp'>> {
    let result = await findPhones(wish, true);
    let broadened = false;
    if (result.pagination.totalItems === 0 && wish.model) {
      result = await findPhones(wish, false);
      broadened = result.pagination.totalItems > 0;
    }
    const { phones: found, pagination } = result;
    if (found.length === 0) {
      return {
        reply: `I couldn't find ${describeWish(wish)} right now. Try a wider budget or another brand, or browse everything we have.`,
        phones: [],
        links: [{ view: 'phones', label: 'Browse Phones' }],
      };
    }
    const prices = found.map((p) => p.price);
    const range =
      Math.min(...prices) === Math.max(...prices)
        ? formatLkr(prices[0]!)
        : `${formatLkr(Math.min(...prices))} to ${formatLkr(Math.max(...prices))}`;
    const lead = broadened
      ? `No exact match for "${wish.model}", but here are other ${describeWish({ ...wish, model: undefined })}`
      : `I found ${pagination.totalItems} ${describeWish(wish)}`;
    return {
      reply: `${lead}. ${found.length === 1 ? 'Here it is' : `Here are ${found.length}`}, priced ${range}:`,
      phones: found,
      links: [{ view: 'phones', label: 'See all in Browse' }],
    };
  }

  async function priceReply(wish: UnderstoodMessage): Promise<Omit<ChatReply, 'timestamp'>> {
    const model = [wish.model, wish.storage].filter(Boolean).join(' ');
    if (!model) return searchReply(wish);
    const guide = await phones.priceGuide(model);
    const listings = await searchReply(wish);
    if (guide.low === null || guide.high === null || guide.median === null) return listings;
    return {
      ...listings,
      reply:
        `A used ${guide.model} sells on PhoneKade for ${formatLkr(guide.low)} to ${formatLkr(guide.high)} (typically ${formatLkr(guide.median)}, from ${guide.count} listings). ${listings.phones.length ? 'Some on sale now:' : ''}`.trim(),
    };
  }

  return {
    async reply(input: ChatMessageInput, now = new Date()): Promise<ChatReply> {
      const wish = understandMessage(input.message);
      const timestamp = now.toISOString();
      switch (wish.intent) {
        case 'greeting':
          return {
            reply:
              'Hello! I\'m the PhoneKade assistant. I can help you find phones, explain prices and guide you around the site. Try "Samsung under 80k" or "how much is an iPhone 12?"',
            timestamp,
            phones: [],
            links: [],
          };
        case 'thanks':
          return { reply: "You're welcome! Anything else I can help you find?", timestamp, phones: [], links: [] };
        case 'price':
          return { ...(await priceReply(wish)), timestamp };
        case 'search':
          return { ...(await searchReply(wish)), timestamp };
        default:
          return { ...ANSWERS[wish.intent], phones: [], timestamp };
      }
    },
  };
}
