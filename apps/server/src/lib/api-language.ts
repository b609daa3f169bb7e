import type { Language } from '@phonekade/shared/i18n/language';
import { createMessageTranslator } from '@phonekade/shared/i18n/message-catalogue';
import { SI_MESSAGES } from '@phonekade/shared/i18n/messages.si';
import { TA_MESSAGES } from '@phonekade/shared/i18n/messages.ta';

/**
 * The API's English messages in the caller's language (one catalogue per language in the shared
 * package, keyed by the English text; docs/decisions/044-api-messages-in-the-callers-language.md).
 */
export const translateApiMessage = createMessageTranslator({ si: SI_MESSAGES, ta: TA_MESSAGES });

/** A field-to-message map (an error's details) in the caller's language. */
export function translateDetails(
  language: Language,
  details: Readonly<Record<string, string>>,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(details).map(([field, message]) => [field, translateApiMessage(language, message)]),
  );
}
