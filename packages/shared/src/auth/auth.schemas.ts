import { z } from 'zod';

import { DEFAULT_ROLE, REGISTRATION_ROLES } from '../constants/catalog.ts';
import {
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  NAME_MAX_LENGTH,
  PHONE_INPUT_MAX_LENGTH,
  RESET_CODE_LENGTH,
} from '../constants/limits.ts';
import { emailField, whenFieldsValid } from '../common/fields.ts';
import { isValidSriLankanPhone, normalizePhone } from '../common/phone-number.ts';

export { INVALID_EMAIL_MESSAGE } from '../common/fields.ts';
export { isValidSriLankanPhone, normalizePhone } from '../common/phone-number.ts';

// The product's own texts, word for word.
export const PASSWORD_TOO_SHORT_MESSAGE = 'Password must be at least 6 characters long';
export const INVALID_PHONE_MESSAGE = 'Please enter a valid Sri Lankan phone number (eg. +94771234567 or 0771234567)';
export const ENTER_EMAIL_MESSAGE = 'Please enter your email address';
export const FILL_ALL_FIELDS_MESSAGE = 'Please fill in all fields';
export const PASSWORDS_DO_NOT_MATCH_MESSAGE = 'Passwords do not match';
// Texts of our own, for cases the product's texts do not cover.
export const NAME_REQUIRED_MESSAGE = 'Name is required';
export const NAME_TOO_LONG_MESSAGE = `Name must be at most ${NAME_MAX_LENGTH} characters`;
export const PASSWORD_REQUIRED_MESSAGE = 'Password is required';
export const PASSWORD_TOO_LONG_MESSAGE = `Password must be at most ${MAX_PASSWORD_LENGTH} characters long`;
export const REGISTRATION_ROLE_MESSAGE = 'Registration is only open to buyers and sellers';
export const RESET_CODE_MESSAGE = 'The verification code is the 6 digits sent to your email';

// Exported so common/patterns.test.ts times it like every other pattern of the package.
export const RESET_CODE_PATTERN = new RegExp(`^\\d{${RESET_CODE_LENGTH}}$`);

/** An optional account phone: absent, null or blank gives undefined; otherwise spaces are removed. */
export const optionalPhoneField = z
  .string({ error: INVALID_PHONE_MESSAGE })
  .max(PHONE_INPUT_MAX_LENGTH, { message: INVALID_PHONE_MESSAGE, abort: true })
  .nullish()
  .transform((value) => (value == null ? undefined : normalizePhone(value) || undefined))
  .refine((value) => value === undefined || isValidSriLankanPhone(value), INVALID_PHONE_MESSAGE);

export const loginSchema = z.object({
  email: emailField(),
  // No length rule on sign-in beyond the hashing guard: the password is checked against the account.
  password: z
    .string({ error: PASSWORD_REQUIRED_MESSAGE })
    .min(1, PASSWORD_REQUIRED_MESSAGE)
    .max(MAX_PASSWORD_LENGTH, { message: PASSWORD_TOO_LONG_MESSAGE, abort: true }),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const newPasswordField = z
  .string({ error: PASSWORD_REQUIRED_MESSAGE })
  .min(MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT_MESSAGE)
  .max(MAX_PASSWORD_LENGTH, { message: PASSWORD_TOO_LONG_MESSAGE, abort: true });

export const registerSchema = z.object({
  name: z
    .string({ error: NAME_REQUIRED_MESSAGE })
    .trim()
    .min(1, NAME_REQUIRED_MESSAGE)
    .max(NAME_MAX_LENGTH, { message: NAME_TOO_LONG_MESSAGE, abort: true }),
  email: emailField(),
  password: newPasswordField,
  phone: optionalPhoneField,
  // Admins are created by the seed or by another admin, never through registration.
  role: z.enum(REGISTRATION_ROLES, { error: REGISTRATION_ROLE_MESSAGE }).default(DEFAULT_ROLE),
});
export type RegisterInput = z.infer<typeof registerSchema>;

export const forgotPasswordSchema = z.object({
  email: emailField(ENTER_EMAIL_MESSAGE),
});
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

const filled = z.string({ error: FILL_ALL_FIELDS_MESSAGE }).min(1, FILL_ALL_FIELDS_MESSAGE);
const filledPassword = filled.max(MAX_PASSWORD_LENGTH, { message: PASSWORD_TOO_LONG_MESSAGE, abort: true });

const resetFields = {
  email: emailField(FILL_ALL_FIELDS_MESSAGE),
  code: filled
    .trim()
    .max(RESET_CODE_LENGTH, { message: RESET_CODE_MESSAGE, abort: true })
    .min(1, FILL_ALL_FIELDS_MESSAGE)
    .regex(RESET_CODE_PATTERN, RESET_CODE_MESSAGE),
  newPassword: filledPassword,
};

// A reset is checked in this order: any empty field, then a mismatch, then the length. The last two
// run together so that order holds; they run only once every field is filled.
function checkNewPassword(
  value: { newPassword: string; confirmPassword?: string | undefined },
  ctx: z.RefinementCtx,
): void {
  if (value.confirmPassword !== undefined && value.confirmPassword !== value.newPassword) {
    ctx.addIssue({ code: 'custom', message: PASSWORDS_DO_NOT_MATCH_MESSAGE, path: ['confirmPassword'] });
  } else if (value.newPassword.length < MIN_PASSWORD_LENGTH) {
    ctx.addIssue({ code: 'custom', message: PASSWORD_TOO_SHORT_MESSAGE, path: ['newPassword'] });
  }
}

/**
 * The verify form (the auth view's 'verify' mode): all four fields, confirmPassword required.
 */
export const resetPasswordFormSchema = z
  .object({ ...resetFields, confirmPassword: filledPassword })
  .superRefine(checkNewPassword, { when: whenFieldsValid() });
export type ResetPasswordFormInput = z.infer<typeof resetPasswordFormSchema>;

/**
 * POST /auth/reset-password. Clients send email, code and newPassword; confirmPassword is optional
 * here and, when sent, must match. The same checks and texts as the form otherwise.
 */
export const resetPasswordSchema = z
  .object({ ...resetFields, confirmPassword: filledPassword.optional() })
  .superRefine(checkNewPassword, { when: whenFieldsValid() });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;
