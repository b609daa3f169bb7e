import type { Language } from './language.ts';

/**
 * One language's texts for the API's English messages, keyed by the English text itself. A key may
 * hold numbered placeholders ('Your listing "{0}" was rejected: {1}'), which match any text and are
 * carried over into the translation.
 */
export type MessageCatalogue = Readonly<Record<string, string>>;

interface Pattern {
  regex: RegExp;
  /** The placeholder number each capture group stands for, in the order they appear. */
  numbers: number[];
  translation: string;
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function compile(catalogue: MessageCatalogue): Pattern[] {
  return Object.entries(catalogue)
    .filter(([english]) => /\{\d+\}/.test(english))
    .map(([english, translation]) => ({
      numbers: [...english.matchAll(/\{(\d+)\}/g)].map((match) => Number(match[1])),
      regex: new RegExp(
        `^${english
          .split(/(\{\d+\})/)
          .map((piece) => (/^\{\d+\}$/.test(piece) ? '([\\s\\S]+?)' : escapeRegex(piece)))
          .join('')}$`,
      ),
      translation,
      // Longer fixed text first, so 'Only {0} of "{1}" left' wins over a looser key.
      weight: english.replace(/\{\d+\}/g, '').length,
    }))
    .sort((a, b) => b.weight - a.weight)
    .map(({ regex, numbers, translation }) => ({ regex, numbers, translation }));
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
    for (const { regex, numbers, translation } of compiled) {
      const match = regex.exec(message);
      if (!match) continue;
      return translation.replace(/\{(\d+)\}/g, (all, number: string) => {
        const at = numbers.indexOf(Number(number));
        const part = at < 0 ? undefined : match[at + 1];
        return part === undefined ? all : translate(language, part, depth + 1);
      });
    }
    return message;
  };
  return (language, message) => translate(language, message);
}
