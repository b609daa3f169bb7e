import { BRANDS, type Brand } from '@phonekade/shared/constants/catalog';
import type { Language } from '@phonekade/shared/i18n/language';

export type ChatIntent =
  'greeting' | 'thanks' | 'sell' | 'delivery' | 'payment' | 'account' | 'safety' | 'orders' | 'price' | 'search';

export type ChatCondition = 'Excellent' | 'Very Good' | 'Good' | 'Fair';

export interface UnderstoodMessage {
  intent: ChatIntent;
  brand?: Brand;
  minPrice?: number;
  maxPrice?: number;
  storage?: string;
  condition?: ChatCondition;
  /** Model words left once brand, budget and filler are taken out ('13 pro', 'galaxy s23'). */
  model?: string;
  cheapest?: boolean;
}

/**
 * The words of a text: letters with their combining marks (Sinhala and Tamil vowel signs and the
 * virama are marks, \p{M}), the zero-width joiners Sinhala writes conjuncts with ('ශ්‍රී'), and digits.
 * Splitting on anything but \p{L}\p{N} would cut 'ඩිලිවරි' into 'ඩ ල වර'.
 */
export function wordsOf(text: string): string[] {
  return text.match(/[\p{L}\p{M}\p{N}\u200c\u200d]+/gu) ?? [];
}

/**
 * The language a message is clearly written in: Sinhala or Tamil when its letters are of that script
 * and not of the other (brand names in Latin letters may sit among them); otherwise undefined.
 */
export function scriptLanguage(text: string): Exclude<Language, 'en'> | undefined {
  const sinhala = /\p{Script=Sinhala}/u.test(text);
  const tamil = /\p{Script=Tamil}/u.test(text);
  if (sinhala && !tamil) return 'si';
  if (tamil && !sinhala) return 'ta';
  return undefined;
}

// Names people use for a brand's phones, in Latin letters or as written in Sinhala and Tamil.
const BRAND_ALIASES: [RegExp, Brand][] = [
  [/\b(apple|iphone|iphones)\b|ඇපල්|අයිෆෝන්|ஆப்பிள்|ஐபோன்/u, 'Apple'],
  [/\b(samsung|galaxy|samsng|samsun)\b|සැම්සුං|සැම්සන්|சாம்சங்/u, 'Samsung'],
  [/\b(google|pixel)\b|පික්සල්|பிக்சல்/u, 'Google'],
  [/\b(oneplus|one plus|nord)\b/, 'OnePlus'],
  [/\b(xiaomi|redmi|poco|mi)\b|ශාඕමි|රෙඩ්මි|சியோமி|ரெட்மி/u, 'Xiaomi'],
  [/\b(huawei|honor)\b|හුවාවේ|ஹுவாவே/u, 'Huawei'],
  [/\b(sony|xperia)\b/, 'Sony'],
  [/\b(nokia)\b|නොකියා|நோக்கியா/u, 'Nokia'],
  [/\b(motorola|moto)\b/, 'Motorola'],
  [/\b(lg)\b/, 'LG'],
];

// English first; Sinhala and Tamil words are matched inside longer words, since both languages join
// endings to them ('ඩිලිවරි', 'ඩිලිවරියට'; 'டெலிவரி', 'டெலிவரிக்கு').
const INTENTS: [RegExp, ChatIntent][] = [
  [/\b(sell|selling|list my|post (an? )?ad|add (a )?phone|create (a )?listing)\b|විකුණ|විකිණ|விற்க|விற்பனை செய்ய/u, 'sell'],
  [
    /\b(deliver|delivery|courier|shipping|ship|speed post|meet[- ]?up)\b|ඩිලිවරි|බෙදාහැර|කුරියර්|ගෙන්වා|டெலிவரி|விநியோக|கூரியர்|அனுப்ப/u,
    'delivery',
  ],
  [/\b(pay|payment|card|visa|mastercard|cash on delivery|cod)\b|ගෙවීම|ගෙවන්න|කාඩ්|பணம் செலுத்த|கட்டணம்|அட்டை/u, 'payment'],
  [
    /\b(password|sign ?in|log ?in|register|sign ?up|account|profile)\b|මුරපද|ගිණුම|ලියාපදිංචි|கடவுச்சொல்|கணக்கு|பதிவு செய்/u,
    'account',
  ],
  [/\b(safe|safety|scam|fraud|stolen|imei|trust)\b|ආරක්ෂිත|වංචා|සොරකම්|பாதுகாப்|மோசடி|திருட/u, 'safety'],
  [/\b(my orders?|order status|track|tracking|order history)\b|ඇණවුම|ஆர்டர்|ஆணை/u, 'orders'],
  [
    /\b(how much|price of|worth|value of|cost of|what does .* cost|fair price)\b|කීයද|කීයක්|ගාණ|මිල කීය|எவ்வளவு|என்ன விலை|விலை என்ன/u,
    'price',
  ],
];

const GREETING = /^(hi|hello|hey|ayubowan|vanakkam|good (morning|afternoon|evening))\b|^(ආයුබෝවන්|හලෝ|හායි|வணக்கம்|ஹலோ)/u;
const THANKS = /^(thanks|thank you|thx|ok thanks|great)\b|^(ස්තූතියි|ස්තුතියි|බොහොම ස්තූතියි|நன்றி|மிக்க நன்றி)/u;

const UNITS: Record<string, number> = {
  k: 1_000,
  lakh: 100_000,
  lakhs: 100_000,
  lac: 100_000,
  l: 100_000,
  mn: 1_000_000,
  million: 1_000_000,
};

// Lakhs and thousands as written in Sinhala and Tamil, with the endings the languages join to them
// ('ලක්ෂයට', 'ලක්ෂයක්', 'லட்சத்துக்குள்'); read as the Latin units before the budget is parsed.
const NATIVE_LAKH = String.raw`(?:ලක්ෂ|ලක්‍ෂ|ලැක්|லட்ச|லக்ஷ|லகரம்)[\p{L}\p{M}]*`;
const NATIVE_THOUSAND = String.raw`(?:දහස|දාහ|ආයිරම්|ஆயிரம்|ஆயிரத்)[\p{L}\p{M}]*`;
const NUMBER = String.raw`(\d+(?:[.,]\d+)*)`;

/** 'ලක්ෂ 1.5' and '1.5 ලක්ෂයට' -> '1.5 lakh'; '80 දහසට' -> '80 k'. */
function latinUnits(text: string): string {
  // The amount before the word first, so '1.5 ලක්ෂ 128gb' does not read the storage as lakhs.
  return text
    .replace(new RegExp(String.raw`(?<!\d)${NUMBER}\s*${NATIVE_LAKH}`, 'gu'), '$1 lakh')
    .replace(new RegExp(String.raw`${NATIVE_LAKH}\s*${NUMBER}(?![\d.,]|\s*(?:gb|tb))`, 'gu'), '$1 lakh')
    .replace(new RegExp(String.raw`(?<!\d)${NUMBER}\s*${NATIVE_THOUSAND}`, 'gu'), '$1k');
}

// The number starts where a run of digits starts (?<!\d): tried from inside a run as well, a long run
// that is not an amount would be rescanned from every digit, in time growing with its square. It ends
// where no Latin letter or digit follows, so a Sinhala ending ('1.5ට', 'for 1.5') still leaves it whole.
const AMOUNT = String.raw`(?:rs\.?|lkr|රු\.?|ரூ\.?)?\s*(?<!\d)${NUMBER}\s*(k|lakhs?|lac|l|mn|million)?(?![a-z0-9])`;

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
  const between = take(new RegExp(String.raw`(?:between|from)\s+${AMOUNT}\s*(?:and|to|-)\s*${AMOUNT}`, 'u'));
  if (between) {
    const unit = between[4] ?? between[2];
    const low = toAmount(between[1]!, between[2] ?? unit, true);
    const high = toAmount(between[3]!, between[4] ?? unit, true);
    if (low !== undefined && high !== undefined)
      return { minPrice: Math.min(low, high), maxPrice: Math.max(low, high), rest };
  }
  const under = take(
    new RegExp(
      String.raw`(?:under|below|less than|upto|up to|max(?:imum)?|within|budget(?: is| of)?|for)\s+${AMOUNT}`,
      'u',
    ),
  );
  if (under) {
    const max = toAmount(under[1]!, under[2], true);
    if (max !== undefined) return { maxPrice: max, rest };
  }
  const over = take(new RegExp(String.raw`(?:over|above|more than|at least|min(?:imum)?)\s+${AMOUNT}`, 'u'));
  if (over) {
    const min = toAmount(over[1]!, over[2], true);
    if (min !== undefined) return { minPrice: min, rest };
  }
  // The first amount that is a price: 'iphone 12 1.5 lakh' skips the model number 12.
  for (const bare of rest.matchAll(new RegExp(AMOUNT, 'gu'))) {
    const amount = toAmount(bare[1]!, bare[2], /rs|lkr|රු|ரூ/u.test(bare[0]));
    if (amount === undefined) continue;
    if (/^\d+\s*(gb|tb)/.test(rest.slice(bare.index + bare[0].length - (bare[2]?.length ?? 0)))) continue;
    rest = `${rest.slice(0, bare.index)} ${rest.slice(bare.index + bare[0].length)}`;
    // 'ලක්ෂ 2ට වැඩි', '2 லட்சத்துக்கு மேல்': more than the amount.
    const after = rest.slice(bare.index, bare.index + 40);
    if (/^\s*(?:ට|ක්|කට)?\s*(?:වඩා )?(?:වැඩි|ඉහළ)|^\s*\S*\s*(?:மேல்|அதிகம்)/u.test(after)) {
      return { minPrice: amount, rest };
    }
    return { maxPrice: amount, rest };
  }
  return { rest };
}

function conditionOf(text: string): ChatCondition | undefined {
  if (/\blike new|excellent\b|අලුත් වගේ|අලුත් වාගේ|ඉතා හොඳ තත්ත්ව|புதியது போல|புதிது போல/u.test(text)) return 'Excellent';
  if (/\bvery good\b|ගොඩක් හොඳ|மிக நல்ல/u.test(text)) return 'Very Good';
  if (/\bgood (condition|shape)\b|හොඳ තත්ත්ව|හොඳ කන්ඩිෂන්|நல்ல நிலை|நல்ல கண்டிஷன்/u.test(text)) return 'Good';
  if (/\bfair\b|සාමාන්‍ය තත්ත්ව|சுமாரான/u.test(text)) return 'Fair';
  return undefined;
}

const FILLER = new Set(
  "i im i'm am a an the is are was for me my to want wanted looking look find show need get buy some any phone phones mobile mobiles smartphone used second hand good cheap cheaper cheapest best budget rs lkr price prices with and or in of on please can you do have there what which how much worth value cost under below above over between around about like new condition hi hello ones one those these them more only other".split(
    ' ',
  ),
);

const BRAND_WORDS = new Set(BRANDS.map((brand) => brand.toLowerCase()));

/**
 * Reads what a shopper asks for, in English, Sinhala or Tamil: brand (also in Latin letters inside
 * Sinhala or Tamil text), budget ('80k', '1.5 lakh', 'ලක්ෂ 1.5', '1.5 லட்சம்', 'under 150,000'),
 * storage, condition, and questions about the site.
 */
export function understandMessage(message: string): UnderstoodMessage {
  const text = latinUnits(message.toLowerCase().replace(/[?!]/g, ' ').replace(/\s+/g, ' ').trim());
  if (GREETING.test(text) && text.split(' ').length <= 3) return { intent: 'greeting' };
  if (THANKS.test(text)) return { intent: 'thanks' };

  const { minPrice, maxPrice, rest } = parseBudget(text);
  const storage = /\b(\d{2,4})\s*(gb|tb)\b/.exec(rest);
  const brand = BRAND_ALIASES.find(([pattern]) => pattern.test(rest))?.[1];
  const condition = conditionOf(rest);
  const intent = INTENTS.find(([pattern]) => pattern.test(text))?.[1] ?? 'search';
  // Model names are written in Latin letters and digits ('galaxy s23', 'iphone 13'), also inside
  // Sinhala or Tamil sentences, whose own words are not part of a model.
  const model = wordsOf(rest.replace(/\b\d{2,4}\s*(gb|tb)\b/g, ' '))
    .filter((word) => /^[a-z0-9]+$/.test(word) && !FILLER.has(word) && !BRAND_WORDS.has(word))
    .join(' ');

  return {
    intent,
    ...(brand && BRANDS.includes(brand) ? { brand } : {}),
    ...(minPrice !== undefined ? { minPrice } : {}),
    ...(maxPrice !== undefined ? { maxPrice } : {}),
    ...(storage ? { storage: `${storage[1]}${storage[2]!.toUpperCase()}` } : {}),
    ...(condition ? { condition } : {}),
    ...(model ? { model } : {}),
    ...(/\bcheapest\b|\bcheap\b|\blowest\b|අඩුම|ලාබම|மலிவான|குறைந்த விலை/u.test(text) ? { cheapest: true } : {}),
  };
}

/**
 * A follow-up ('cheaper ones under 120000?', 'any in good condition?') read with the shopper's earlier
 * messages (oldest first): what it does not say itself is taken from them. A new brand keeps the budget
 * and condition but not the earlier model and storage, which belonged to the earlier brand.
 */
export function understandConversation(message: string, earlier: readonly string[]): UnderstoodMessage {
  const current = understandMessage(message);
  if (current.intent !== 'search' && current.intent !== 'price') return current;
  let context: Omit<UnderstoodMessage, 'intent'> = {};
  for (const text of earlier) {
    const before = understandMessage(text);
    if (before.intent !== 'search' && before.intent !== 'price') continue;
    context = mergeWish(context, before);
  }
  return { ...mergeWish(context, current), intent: current.intent };
}

function mergeWish(
  context: Omit<UnderstoodMessage, 'intent'>,
  next: UnderstoodMessage | Omit<UnderstoodMessage, 'intent'>,
): Omit<UnderstoodMessage, 'intent'> {
  const newBrand = next.brand !== undefined && next.brand !== context.brand;
  const keep = newBrand
    ? { condition: context.condition, minPrice: context.minPrice, maxPrice: context.maxPrice }
    : context;
  const hasBudget = next.minPrice !== undefined || next.maxPrice !== undefined;
  const merged: Omit<UnderstoodMessage, 'intent'> = {
    brand: next.brand ?? keep.brand,
    model: next.model ?? keep.model,
    storage: next.storage ?? keep.storage,
    condition: next.condition ?? keep.condition,
    minPrice: hasBudget ? next.minPrice : keep.minPrice,
    maxPrice: hasBudget ? next.maxPrice : keep.maxPrice,
    cheapest: next.cheapest,
  };
  return Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== undefined));
}
