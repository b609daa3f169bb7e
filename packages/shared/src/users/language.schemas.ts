import '../common/zod-setup.ts';
import { z } from 'zod';

import { LANGUAGES } from '../i18n/language.ts';

// Ours: the language a signed-in person reads (docs/decisions/060-mail-in-the-accounts-language.md).
export const LANGUAGE_MESSAGE = `Language must be one of: ${LANGUAGES.join(', ')}`;
export const LANGUAGE_SAVED_MESSAGE = 'Language saved';

/** PUT /users/me/language: the language chosen in the header, for e-mails and notifications. */
export const updateLanguageSchema = z.object(
  { language: z.enum(LANGUAGES, { error: LANGUAGE_MESSAGE }) },
  {
    error: LANGUAGE_MESSAGE,
  },
);
export type UpdateLanguageInput = z.infer<typeof updateLanguageSchema>;
