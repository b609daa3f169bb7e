import { describe, expect, it } from 'vitest';

import { errorsOf, parsed } from '../testing/issues.ts';
import { LANGUAGE_MESSAGE, updateLanguageSchema } from './language.schemas.ts';

describe('the language of an account', () => {
  it('is English, Sinhala or Tamil', () => {
    for (const language of ['en', 'si', 'ta']) expect(parsed(updateLanguageSchema, { language })).toEqual({ language });
  });

  it('refuses any other language or a missing one with one clear message', () => {
    expect(errorsOf(updateLanguageSchema, { language: 'fr' })).toEqual({ language: LANGUAGE_MESSAGE });
    expect(errorsOf(updateLanguageSchema, {})).toEqual({ language: LANGUAGE_MESSAGE });
    expect(LANGUAGE_MESSAGE).toBe('Language must be one of: en, si, ta');
  });
});
