import { isLanguage, pickLanguage, type Language } from '@phonekade/shared/i18n/language';
import { createMessageTranslator, type MessageCatalogue } from '@phonekade/shared/i18n/message-catalogue';
import { createStoreReadAtFirstUse } from '../create-store.ts';

export type { Language };
export const LANGUAGES: { code: Language; label: string }[] = [
  { code: 'en', label: 'English' },
  { code: 'si', label: 'සිංහල' },
  { code: 'ta', label: 'தமிழ்' },
];

type Messages = Record<string, unknown>;

interface LocaleChunk {
  namespaces: Record<string, Messages>;
  apiMessages: MessageCatalogue | undefined;
}

// Every locale folder holds one JSON file per feature: locales/<lang>/<namespace>.json, so a key is
// '<namespace>.<path>' (e.g. 'auth.login.title'). English is the product's wording, verbatim
// (docs/decisions/021-locale-files-for-every-text.md). Each language is its own chunk, fetched only
// when it is chosen (docs/decisions/045-languages-loaded-on-demand.md).
const LOADERS: Record<Language, () => Promise<LocaleChunk>> = {
  en: () => import('../../locales/en/index.ts'),
  si: () => import('../../locales/si/index.ts'),
  ta: () => import('../../locales/ta/index.ts'),
};
const catalogs: Partial<Record<Language, Messages>> = {};
const apiCatalogs: Partial<Record<Language, MessageCatalogue>> = {};
const translateApiText = createMessageTranslator(apiCatalogs);

/** Fetches a language's texts once; later calls return at once. */
export async function loadLanguage(language: Language): Promise<void> {
  if (catalogs[language]) return;
  const chunk = await LOADERS[language]();
  const messages: Messages = {};
  for (const [file, namespace] of Object.entries(chunk.namespaces)) {
    const match = /([\w-]+)\.json$/.exec(file);
    if (match) messages[match[1]!] = namespace;
  }
  if (chunk.apiMessages) apiCatalogs[language] = chunk.apiMessages;
  catalogs[language] = messages;
}

const STORAGE_KEY = 'language';

/**
 * The language of this visit: the one chosen before (local storage), else on a first visit the
 * browser's first language when it is Sinhala or Tamil, else English.
 */
export function initialLanguage(): Language {
  const stored = typeof localStorage !== 'undefined' ? localStorage.getItem(STORAGE_KEY) : null;
  if (isLanguage(stored)) return stored;
  const preferred = typeof navigator !== 'undefined' ? (navigator.languages ?? [navigator.language]) : [];
  return pickLanguage(preferred.join(','));
}

export const languageStore = createStoreReadAtFirstUse<Language>(initialLanguage);

/** Switches language once its texts have arrived, so nothing shows keys meanwhile. */
export async function setLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  localStorage.setItem(STORAGE_KEY, language);
  document.documentElement.lang = language;
  languageStore.set(language);
}

export type TranslateVars = Record<string, string | number>;

const pluralRules = new Map<Language, Intl.PluralRules>();
function pluralCategory(language: Language, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

/**
 * A text, or for a key holding plural forms ({ "one": ..., "other": ... }) the form the language's
 * Intl.PluralRules choose for `count` ('other' when the language has no form of that category).
 */
function lookup(language: Language, key: string, count: number | undefined): string | undefined {
  let node: unknown = catalogs[language] ?? {};
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Messages)[part];
  }
  if (typeof node === 'object' && node !== null && count !== undefined) {
    const forms = node as Record<string, unknown>;
    node = forms[pluralCategory(language, count)] ?? forms.other;
  }
  return typeof node === 'string' ? node : undefined;
}

/** The number a plural form is chosen by: `count`, also when it came formatted ('1,234'). */
function countOf(vars: TranslateVars | undefined): number | undefined {
  const count = vars?.count;
  if (count === undefined) return undefined;
  const value = typeof count === 'number' ? count : Number(count.replace(/,/g, ''));
  return Number.isFinite(value) ? value : undefined;
}

/** Looks a key up in the current language, falling back to English, then to the key itself. */
export function translate(language: Language, key: string, vars?: TranslateVars): string {
  const count = countOf(vars);
  const text = lookup(language, key, count) ?? lookup('en', key, count) ?? key;
  return vars ? text.replace(/\{(\w+)\}/g, (all, name: string) => (name in vars ? String(vars[name]) : all)) : text;
}

/** For code outside React (api client, toasts raised by stores). */
export const t = (key: string, vars?: TranslateVars) => translate(languageStore.get(), key, vars);

export function useT() {
  const language = languageStore.use();
  return (key: string, vars?: TranslateVars) => translate(language, key, vars);
}

/**
 * An English text of the shared schemas or the server (a form's own check, an upload limit) in the
 * current language, from the same catalogue the server answers with; unknown texts as they are.
 */
export const localizeApiText = (message: string): string => translateApiText(languageStore.get(), message);
