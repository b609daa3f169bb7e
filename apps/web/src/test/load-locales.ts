import { LANGUAGES, loadLanguage } from '@/lib/i18n/i18n.ts';

// The app fetches a language when it is chosen; tests switch languages synchronously, so all three
// are in place before any test runs.
await Promise.all(LANGUAGES.map(({ code }) => loadLanguage(code)));
