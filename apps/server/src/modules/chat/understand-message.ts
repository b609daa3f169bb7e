import { BRANDS, type Brand } from '@phonekade/shared/constants/catalog';

export type ChatIntent =
  'greeting' | 'thanks' | 'sell' | 'delivery' | 'payment' | 'account' | 'safety' | 'orders' | 'price' | 'search';

export interface UnderstoodMessage {
  intent: ChatIntent;
  brand?: Brand;
  minPrice?: number;
  maxPrice?: number;
  storage?: string;
  condition?: 'Excellent' | 'Very Good' | 'Good' | 'Fair';
  /** Model words left once brand, budget and filler are taken out ('13 pro', 'galaxy s23'). */
  model?: string;
  cheapest?: boolean;
}

// Names people use for a brand's phones.
const BRAND_ALIASES: [RegExp, Brand][] = [
  [/\b(apple|iphone|iphones)\b/, 'Apple'],
  [/\b(samsung|galaxy|samsng|samsun)\b/, 'Samsung'],
  [/\b(google|pixel)\b/, 'Google'],
  [/\b(oneplus|one plus|nord)\b/, 'OnePlus'],
  [/\b(xiaomi|redmi|poco|mi)\b/, 'Xiaomi'],
  [/\b(huawei|honor)\b/, 'Huawei'],
  [/\b(sony|xperia)\b/, 'Sony'],
  [/\b(nokia)\b/, 'Nokia'],
  [/\b(motorola|moto)\b/, 'Motorola'],
  [/\b(lg)\b/, 'LG'],
];

const INTENTS: [RegExp, ChatIntent][] = [
  [/\b(sell|selling|list my|post (an? )?ad|add (a )?phone|create (a )?listing)\b/, 'sell'],
  [/\b(deliver|delivery|courier|shipping|ship|speed post|meet[- ]?up)\b/, 'delivery'],
  [/\b(pay|payment|card|visa|mastercard|cash on delivery|cod)\b/, 'payment'],
  [/\b(password|sign ?in|log ?in|register|sign ?up|account|profile)\b/, 'account'],
  [/\b(safe|safety|scam|fraud|stolen|imei|trust)\b/, 'safety'],
  [/\b(my orders?|order status|track|tracking|order history)\b/, 'orders'],
  [/\b(how much|price of|worth|value of|cost of|what does .* cost|fair price)\b/, 'price'],
];

const UNITS: Record<string, number> = {
  k: 1_000,
  lakh: 100_000,
  lakhs: 100_000,
  lac: 100_000,
  l: 100_000,
  mn: 1_000_000,
  million: 1_000_000,
};
// The number starts where a run of digits starts (?<!\d): tried from inside a run as well, a long run
// that is not an amount would be rescanned from every digit, in time growing with its square.
const AMOUNT = String.raw`(?:rs\.?|lkr)?\s*(?<!\d)(\d+(?:[.,]\d+)*)\s*(k|lakhs?|lac|l|mn|million)?\b`;

/** '80k' -> 80000, '1.5 lakh' -> 150000, '150,000' -> 150000; bare small numbers are not prices. */
function toAmount(digits: string, unit: string | undefined, explicit: boolean): number | undefined {
  const multiplier = unit ? UNITS[unit] : 1;
  const value = unit ? Number(digits.replace(/,/g, '')) : Number(digits.replace(/[.,]/g, ''));
  if (!Number.isFinite(value) || multiplier === undefined) return undefined;
  const amount = Math.round(value * multiplier);
  // '13' in 'iphone 13' is a model; a price needs a unit, a currency or budget word, or a size.
  if (!unit && !explicit && amount < 5_000) return undefined;
  return amount;
}

function parseBudget(text: string): { minPrice?: number; maxPrice?: number; rest: string } {
  let rest = text;
  const take = (pattern: RegExp) => {
    const match = pattern.exec(rest);
    if (match) rest = rest.replace(match[0], ' ');
    return match;
  };
  const between = take(new RegExp(String.raw`(?:between|from)\s+${AMOUNT}\s*(?:and|to|-)\s*${AMOUNT}`));
  if (between) {
    const unit = between[4] ?? between[2];
    const low = toAmount(between[1]!, between[2] ?? unit, true);
    const high = toAmount(between[3]!, between[4] ?? unit, true);
    if (low !== undefined && high !== undefined)
      return { minPrice: Math.min(low, high), maxPrice: Math.max(low, high), rest };
  }
  const under = take(
    new RegExp(String.raw`(?:under|below|less than|upto|up to|max(?:imum)?|within|budget(?: is| of)?|for)\s+${AMOUNT}`),
  );
  if (under) {
    const max = toAmount(under[1]!, under[2], true);
    if (max !== undefined) return { maxPrice: max, rest };
  }
  const over = take(new RegExp(String.raw`(?:over|above|more than|at least|min(?:imum)?)\s+${AMOUNT}`));
  if (over) {
    const min = toAmount(over[1]!, over[2], true);
    if (min !== undefined) return { minPrice: min, rest };
  }
  const bare = new RegExp(AMOUNT).exec(rest);
  if (bare) {
    const amount = toAmount(bare[1]!, bare[2], /rs|lkr/.test(bare[0]));
    if (
      amount !== undefined &&
      !/^\d+\s*(gb|tb)/.test(rest.slice(bare.index + bare[0].length - (bare[2]?.length ?? 0)))
    ) {
      rest = rest.replace(bare[0], ' ');
      return { maxPrice: amount, rest };
    }
  }
  return { rest };
}

const FILLER = new Set(
  "i im i'm am a an the is are was for me my to want wanted looking look find show need get buy some any phone phones mobile mobiles smartphone used second hand good cheap cheapest best budget rs lkr price prices with and or in of on please can you do have there what which how much worth value cost under below above over between around about like new condition hi hello".split(
    ' ',
  ),
);

/** Reads what a shopper asks for: brand, budget ('80k', '1.5 lakh', 'under 150,000'), storage, condition. */
export function understandMessage(message: string): UnderstoodMessage {
  const text = message.toLowerCase().replace(/[?!]/g, ' ').replace(/\s+/g, ' ').trim();
  if (
    /^(hi|hello|hey|ayubowan|vanakkam|good (morning|afternoon|evening))\b/.test(text) &&
    text.split(' ').length <= 3
  ) {
    return { intent: 'greeting' };
  }
  if (/^(thanks|thank you|thx|ok thanks|great)\b/.test(text)) return { intent: 'thanks' };

  const { minPrice, maxPrice, rest } = parseBudget(text);
  const storage = /\b(\d{2,4})\s*(gb|tb)\b/.exec(rest);
  const brand = BRAND_ALIASES.find(([pattern]) => pattern.test(rest))?.[1];
  const condition = /\blike new|excellent\b/.test(rest)
    ? 'Excellent'
    : /\bvery good\b/.test(rest)
      ? 'Very Good'
      : /\bfair\b/.test(rest)
        ? 'Fair'
        : undefined;
  const intent = INTENTS.find(([pattern]) => pattern.test(text))?.[1] ?? 'search';
  const brandWords = new Set([
    'apple',
    'samsung',
    'google',
    'oneplus',
    'xiaomi',
    'huawei',
    'sony',
    'nokia',
    'motorola',
    'lg',
  ]);
  const model = rest
    .replace(/\b\d{2,4}\s*(gb|tb)\b/g, ' ')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word && !FILLER.has(word) && !brandWords.has(word))
    .join(' ');

  return {
    intent,
    ...(brand && BRANDS.includes(brand) ? { brand } : {}),
    ...(minPrice !== undefined ? { minPrice } : {}),
    ...(maxPrice !== undefined ? { maxPrice } : {}),
    ...(storage ? { storage: `${storage[1]}${storage[2]!.toUpperCase()}` } : {}),
    ...(condition ? { condition } : {}),
    ...(model ? { model } : {}),
    ...(/\bcheap(est)?\b|\blowest\b/.test(text) ? { cheapest: true } : {}),
  };
}
