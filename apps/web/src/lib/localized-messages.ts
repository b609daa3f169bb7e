import { fieldErrors } from '@phonekade/shared/common/zod-errors';
import { ApiError } from '@/lib/api-client.ts';
import { localizeApiText, t } from '@/lib/i18n/i18n.ts';

export interface MessageLocalizer {
  /** A schema's or the server's English text in the reader's language (unknown texts as they are). */
  localizeMessage: (message: string) => string;
  /** The server's per-field messages for the fields this form shows; the rest stay in the main message. */
  serverFieldErrors: <F extends string>(error: unknown, fields: readonly F[]) => Partial<Record<F, string>>;
  /** A schema's first message per field, localized. */
  schemaFieldErrors: (error: Parameters<typeof fieldErrors>[0]) => Record<string, string>;
}

/**
 * The shared schemas (and the server, which uses the same ones) speak English. A feature maps each text
 * it knows to a locale key, so a Sinhala or Tamil reader sees it in their language.
 */
export function createMessageLocalizer(keys: Readonly<Record<string, string>>): MessageLocalizer {
  const localizeMessage = (message: string): string => {
    const key = keys[message];
    return key ? t(key) : localizeApiText(message);
  };
  return {
    localizeMessage,
    serverFieldErrors<F extends string>(error: unknown, fields: readonly F[]) {
      if (!(error instanceof ApiError) || !error.details) return {};
      const errors: Partial<Record<F, string>> = {};
      for (const [field, message] of Object.entries(error.details)) {
        if ((fields as readonly string[]).includes(field)) errors[field as F] = localizeMessage(message);
      }
      return errors;
    },
    schemaFieldErrors(error) {
      return Object.fromEntries(
        Object.entries(fieldErrors(error)).map(([field, message]) => [field, localizeMessage(message)]),
      );
    },
  };
}
