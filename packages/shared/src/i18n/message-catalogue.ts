import type { Language } from './language.ts';

/**
 * One language's texts for the API's English messages, keyed by the English text itself. A key may
 * hold numbered placeholders ('Your listing "{0}" was rejected: {1}'), which match any text and are
 * carried over into the translation.
 */
export type MessageCatalogue = Readonly<Record<string, string>>;

interface Pattern {
  /** The key's fixed text around its placeholders: one more piece than there are placeholders. */
  pieces: string[];
  /** The placeholder number each captured part stands for, in the order they appear. */
  numbers: number[];
  translation: string;
}

/**
 * The parts of `message` that the key's placeholders stand for, or null when it does not fit. Each
 * part ends at the first place the next fixed piece occurs, like a lazy match, but found with indexOf
 * so the time grows with the message's length and never backtracks (messages may carry a listing's
 * title as typed).
 */
export function matchTemplate(pieces: readonly string[], message: string): string[] | null {
  const first = pieces[0] ?? '';
  const last = pieces[pieces.length - 1] ?? '';
  if (pieces.length < 2 || !message.startsWith(first) || !message.endsWith(last)) return null;
  const end = message.length - last.length;
  const parts: string[] = [];
  let at = first.length;
  for (let i = 1; i < pieces.length - 1; i += 1) {
    const next = message.indexOf(pieces[i]!, at + 1);
    if (next < 0 || next > end) return null;
    parts.push(message.slice(at, next));
    at = next + pieces[i]!.length;
  }
  // Every placeholder stands for at least one character.
  if (end - at < 1) return null;
  parts.push(message.slice(at, end));
  return parts;
}

function compile(catalogue: MessageCatalogue): Pattern[] {
  return Object.entries(catalogue)
    .filter(([english]) => /\{\d+\}/.test(english))
    .map(([english, translation]) => ({
      numbers: [...english.matchAll(/\{(\d+)\}/g)].map((match) => Number(match[1])),
      pieces: english.split(/\{\d+\}/),
      translation,
      // Longer fixed text first, so 'Only {0} of "{1}" left' wins over a looser key.
      weight: english.replace(/\{\d+\}/g, '').length,
    }))
    .sort((a, b) => b.weight - a.weight)
    .map(({ pieces, numbers, translation }) => ({ pieces, numbers, translation }));
}

export type MessageTranslator = (language: Language, message: string) => string;

/**
 * Translates the API's English messages: an exact key first, then a key with placeholders, whose
 * captured parts are translated too when they are known words ('pending'); anything unknown stays as
 * it is, so English is always the fallback.
 */
export function createMessageTranslator(catalogues: Partial<Record<Language, MessageCatalogue>>): MessageTranslator {
  const patterns = new Map<Language, Pattern[]>();
  const translate = (language: Language, message: string, depth = 0): string => {
    const catalogue = catalogues[language];
    if (!catalogue || language === 'en') return message;
    const exact = catalogue[message];
    if (exact !== undefined) return exact;
    if (depth > 0) return message;
    let compiled = patterns.get(language);
    if (!compiled) {
      compiled = compile(catalogue);
      patterns.set(language, compiled);
    }
    for (const { pieces, numbers, translation } of compiled) {
      const parts = matchTemplate(pieces, message);
      if (!parts) continue;
      return translation.replace(/\{(\d+)\}/g, (all, number: string) => {
        const at = numbers.indexOf(Number(number));
        const part = at < 0 ? undefined : parts[at];
        return part === undefined ? all : translate(language, part, depth + 1);
      });
    }
    return message;
  };
  return (language, message) => translate(language, message);
}
