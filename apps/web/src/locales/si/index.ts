import { SI_MESSAGES } from '@phonekade/shared/i18n/messages.si';

// One chunk per language, loaded when the language is chosen (lib/i18n/i18n.ts): every namespace file
// of this folder, and the API's messages in this language for texts the shared schemas give in English.
export const namespaces = import.meta.glob<Record<string, unknown>>('./*.json', { eager: true, import: 'default' });
export const apiMessages = SI_MESSAGES;
