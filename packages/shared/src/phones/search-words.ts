// The words of a catalogue search, as the server matches them (docs/decisions/076-search-ranking-and-local-script-brands.md).
// Brand and series names typed in Sinhala or Tamil letters ('ඇපල්', 'சாம்சங்') are read as the Latin word the
// listings are written with, so they find the phones; every other word is kept as typed, lower-cased.

/** At most this many words of a search are matched; the rest are ignored. */
export const SEARCH_MAX_WORDS = 8;

/**
 * The catalogue word, then the ways people in Sri Lanka write it in Sinhala and in Tamil. Listings name
 * their brand in Latin letters (the brand field and the title), so each spelling stands for that word.
 */
export const BRAND_ALIASES: Readonly<Record<string, readonly string[]>> = {
  apple: ['ඇපල්', 'ඇප්ල්', 'ඇපල', 'ஆப்பிள்', 'ஆப்பிள', 'ஆப்பில்'],
  iphone: ['අයිෆෝන්', 'ඇයිෆෝන්', 'අයිෆොන්', 'ஐபோன்', 'ஐஃபோன்'],
  samsung: ['සැම්සුන්', 'සැම්සුං', 'සැම්සන්', 'සම්සුන්', 'සැම්සං', 'சாம்சங்', 'சாம்சுங்', 'சம்சுங்', 'சாம்சூங்'],
  galaxy: ['ගැලැක්සි', 'ගැලක්සි', 'கேலக்ஸி', 'கலக்ஸி'],
  google: ['ගූගල්', 'கூகுள்', 'கூகிள்'],
  pixel: ['පික්සල්', 'පික්සෙල්', 'பிக்சல்', 'பிக்ஸல்'],
  xiaomi: ['ශියෝමි', 'ෂියාඕමි', 'ශාඕමි', 'ෂඕමි', 'ශියාඕමි', 'සියෝමි', 'சியோமி', 'ஷியோமி', 'ஸியோமி'],
  redmi: ['රෙඩ්මි', 'රෙඩ්මී', 'ரெட்மி'],
  huawei: ['හුවාවේ', 'හුවාවෙයි', 'හුආවේ', 'ஹுவாவே', 'ஹூவாய்', 'ஹுவாய்'],
  honor: ['ඔනර්', 'හොනර්', 'ஹானர்', 'ஆனர்'],
  oneplus: ['වන්ප්ලස්', 'වන් ප්ලස්', 'ஒன்பிளஸ்', 'ஒன் பிளஸ்'],
  oppo: ['ඔප්පෝ', 'ඔපෝ', 'ඔප්පො', 'ஒப்போ', 'ஓப்போ'],
  vivo: ['විවෝ', 'විවො', 'விவோ'],
  realme: ['රියල්මි', 'රියල්මී', 'ரியல்மி'],
  tecno: ['ටෙක්නෝ', 'ටෙක්නො', 'டெக்னோ'],
  infinix: ['ඉන්ෆිනික්ස්', 'இன்பினிக்ஸ்', 'இன்ஃபினிக்ஸ்'],
  nokia: ['නොකියා', 'நோக்கியா'],
  motorola: ['මොටරෝලා', 'මොටොරොලා', 'மோட்டோரோலா'],
  sony: ['සෝනි', 'சோனி'],
  lg: ['එල්ජී', 'எல்ஜி'],
};

/**
 * Words that say what every listing here is, a phone for sale, in English, Sinhala and Tamil. A listing
 * need not repeat them to be found: 'samsung phone' is a search for Samsung, 'mobile phone' for anything
 * (docs/decisions/089-words-every-listing-means.md).
 */
export const FILLER_WORDS: readonly string[] = [
  'phone',
  'phones',
  'mobile',
  'mobiles',
  'smartphone',
  'smartphones',
  'handset',
  'handsets',
  'cellphone',
  'cellphones',
  'used',
  'for',
  'sale',
  'sell',
  'selling',
  'buy',
  'ෆෝන්',
  'ෆෝනය',
  'දුරකථන',
  'දුරකථනය',
  'ජංගම',
  'මොබයිල්',
  'විකිණීමට',
  'போன்',
  'மொபைல்',
  'கைபேசி',
  'அலைபேசி',
  'தொலைபேசி',
  'விற்பனைக்கு',
];

// Sinhala writes some conjuncts with a zero-width joiner; a spelling matches with or without it.
const withoutJoiners = (text: string) => text.replace(/[\u200c\u200d]/g, '');

// Spellings of one word only ('වන් ප්ලස්' is matched as two typed words: see joinedSpellings).
const SPELLINGS: readonly [string, string][] = Object.entries(BRAND_ALIASES)
  .flatMap(([word, spellings]) => spellings.map((spelling): [string, string] => [withoutJoiners(spelling), word]))
  // Longest first, so a longer spelling wins over one it starts with.
  .sort(([a], [b]) => b.length - a.length);

/**
 * The catalogue word a typed Sinhala or Tamil word stands for, or undefined. A word that starts with a
 * spelling matches too: both languages join endings to names ('සැම්සුන්ද', 'சாம்சங்கில்').
 */
export function brandWordFor(typed: string): string | undefined {
  const word = withoutJoiners(typed);
  for (const [spelling, latin] of SPELLINGS) {
    if (word.startsWith(spelling.replace(/ /g, ''))) return latin;
  }
  return undefined;
}

const NO_WORDS: ReadonlySet<string> = new Set();

/**
 * The words of a search: runs of letters with their combining marks (Sinhala and Tamil vowel signs and
 * the virama are marks) and digits, lower-cased, with local-script brand names read as their catalogue
 * word; at most SEARCH_MAX_WORDS, not counting the words left out (`leaveOut`). Punctuation only gives no
 * words.
 */
export function searchWords(text: string, leaveOut: ReadonlySet<string> = NO_WORDS): string[] {
  const typed =
    text
      .normalize('NFC')
      .toLowerCase()
      .match(/[\p{L}\p{N}][\p{L}\p{M}\p{N}\u200c\u200d]*/gu) ?? [];
  const words: string[] = [];
  for (let i = 0; i < typed.length && words.length < SEARCH_MAX_WORDS; i += 1) {
    const word = typed[i] ?? '';
    const pair = i + 1 < typed.length ? brandWordFor(`${word}${typed[i + 1] ?? ''}`) : undefined;
    if (pair && !brandWordFor(word)) {
      words.push(pair);
      i += 1;
      continue;
    }
    const single = brandWordFor(word) ?? word;
    if (!leaveOut.has(withoutJoiners(single))) words.push(single);
  }
  return words;
}

const FILLER = new Set(FILLER_WORDS.map(withoutJoiners));

/**
 * The words a catalogue search matches: its search words less the filler words, which do not count towards
 * SEARCH_MAX_WORDS; none at all when it had nothing else ('mobile phone').
 */
export function catalogueSearchWords(text: string): string[] {
  return searchWords(text, FILLER);
}
