import { createStore } from '../create-store.ts';

export type Language = 'en' | 'si' | 'ta';
export const LANGUAGES: { code: Language; label: string }[] = [
  { code: 'en', label: 'English' },
  { code: 'si', label: 'සිංහල' },
  { code: 'ta', label: 'தமிழ்' },
];

type Messages = Record<string, unknown>;

// Every locale folder holds one JSON file per feature: locales/<lang>/<namespace>.json, so a key is
// '<namespace>.<path>' (e.g. 'auth.login.title'). English is the product's wording, verbatim
// (docs/decisions/021-locale-files-for-every-text.md).
const files = import.meta.glob<Messages>('../../locales/*/*.json', { eager: true, import: 'default' });
const catalogs: Record<Language, Messages> = { en: {}, si: {}, ta: {} };
for (const [file, messages] of Object.entries(files)) {
  const match = /locales\/(en|si|ta)\/([\w-]+)\.json$/.exec(file);
  if (match) catalogs[match[1] as Language][match[2]!] = messages;
}

const STORAGE_KEY = 'language';
const stored = typeof localStorage !== 'undefined' ? localStorage.getItem(STORAGE_KEY) : null;
export const languageStore = createStore<Language>(stored === 'si' || stored === 'ta' ? stored : 'en');

export function setLanguage(language: Language): void {
  localStorage.setItem(STORAGE_KEY, language);
  document.documentElement.lang = language;
  languageStore.set(language);
}

function lookup(catalog: Messages, key: string): string | undefined {
  let node: unknown = catalog;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Messages)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export type TranslateVars = Record<string, string | number>;

/** Looks a key up in the current language, falling back to English, then to the key itself. */
export function translate(language: Language, key: string, vars?: TranslateVars): string {
  const text = lookup(catalogs[language], key) ?? lookup(catalogs.en, key) ?? key;
  return vars ? text.replace(/\{(\w+)\}/g, (all, name: string) => (name in vars ? String(vars[name]) : all)) : text;
}

/** For code outside React (api client, toasts raised by stores). */
export const t = (key: string, vars?: TranslateVars) => translate(languageStore.get(), key, vars);

export function useT() {
  const language = languageStore.use();
  return (key: string, vars?: TranslateVars) => translate(language, key, vars);
}
