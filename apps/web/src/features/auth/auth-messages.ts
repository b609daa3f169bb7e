import {
  ENTER_EMAIL_MESSAGE,
  FILL_ALL_FIELDS_MESSAGE,
  INVALID_EMAIL_MESSAGE,
  INVALID_PHONE_MESSAGE,
  NAME_REQUIRED_MESSAGE,
  NAME_TOO_LONG_MESSAGE,
  PASSWORD_REQUIRED_MESSAGE,
  PASSWORD_TOO_LONG_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
  PASSWORDS_DO_NOT_MATCH_MESSAGE,
  REGISTRATION_ROLE_MESSAGE,
  RESET_CODE_MESSAGE,
} from '@phonekade/shared/auth/auth.schemas';
import { AUTH_MESSAGES } from '@phonekade/shared/common/messages';
import { ApiError } from '@/lib/api-client.ts';
import { createMessageLocalizer } from '@/lib/localized-messages.ts';

/**
 * The shared schemas (and the server, which uses the same ones) speak English. Each known text has a
 * locale key, so a Sinhala or Tamil reader sees it in their language; the English values are the same
 * texts (auth-messages.test.ts holds them together).
 */
export const AUTH_MESSAGE_KEYS: Record<string, string> = {
  [INVALID_EMAIL_MESSAGE]: 'auth.validation.invalidEmail',
  [ENTER_EMAIL_MESSAGE]: 'auth.validation.enterEmail',
  [PASSWORD_TOO_SHORT_MESSAGE]: 'auth.validation.passwordTooShort',
  [PASSWORD_REQUIRED_MESSAGE]: 'auth.validation.passwordRequired',
  [PASSWORD_TOO_LONG_MESSAGE]: 'auth.validation.passwordTooLong',
  [INVALID_PHONE_MESSAGE]: 'auth.validation.invalidPhone',
  [FILL_ALL_FIELDS_MESSAGE]: 'auth.validation.fillAllFields',
  [PASSWORDS_DO_NOT_MATCH_MESSAGE]: 'auth.validation.passwordsDoNotMatch',
  [NAME_REQUIRED_MESSAGE]: 'auth.validation.nameRequired',
  [NAME_TOO_LONG_MESSAGE]: 'auth.validation.nameTooLong',
  [REGISTRATION_ROLE_MESSAGE]: 'auth.validation.registrationRole',
  [RESET_CODE_MESSAGE]: 'auth.validation.resetCode',
  [AUTH_MESSAGES.loginFailed]: 'auth.messages.loginFailed',
  [AUTH_MESSAGES.registerFailed]: 'auth.messages.registerFailed',
  [AUTH_MESSAGES.authFailed]: 'auth.messages.authFailed',
  [AUTH_MESSAGES.sendCodeFailed]: 'auth.messages.sendCodeFailed',
  [AUTH_MESSAGES.sendResetCodeFailed]: 'auth.messages.sendResetCodeFailed',
  [AUTH_MESSAGES.sendCodeFailedRetry]: 'auth.messages.sendCodeFailedRetry',
  [AUTH_MESSAGES.resetFailed]: 'auth.messages.resetFailed',
  [AUTH_MESSAGES.resetFailedRetry]: 'auth.messages.resetFailedRetry',
  [AUTH_MESSAGES.codeSent]: 'auth.messages.codeSent',
  [AUTH_MESSAGES.resetSuccess]: 'auth.messages.resetSuccess',
  [AUTH_MESSAGES.resetCodeInvalid]: 'auth.messages.resetCodeInvalid',
  [AUTH_MESSAGES.emailTaken]: 'auth.messages.emailTaken',
};

export const { localizeMessage, serverFieldErrors, schemaFieldErrors } = createMessageLocalizer(AUTH_MESSAGE_KEYS);

export interface FailureTexts {
  /** The server answered with a failure but no message of its own (each form's default text). */
  noMessage: string;
  /** Anything else that went wrong in the form (the "Please try again." texts). */
  unexpected: string;
}

/**
 * What a form shows for a failed call: no response gives the network text; the server's own
 * message is shown as it is (in the reader's language when we know it); a failure without a message
 * gives the form's default.
 */
export function failureText(error: unknown, texts: FailureTexts): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return error.message;
    // The API always names an error code; a failed reply without one did not come from it (a proxy
    // page). A reply that came back but was no success carries the call's own text.
    if (error.code || error.status < 400) return localizeMessage(error.message);
    return texts.noMessage;
  }
  return texts.unexpected;
}
