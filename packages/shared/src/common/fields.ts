// Zod building blocks the domain schemas share, so a rule (what an e-mail is, how a number typed
// into a form or sent as a multipart field is read) is written once.
//
// Every text is measured before any pattern, parse or clean-up reads it, and a text that is too long
// stops there (`abort: true`): zod otherwise goes on to the later checks after a failed one, and a
// pattern run over a huge text holds up every other request the server is answering. Patterns are
// written so that no two neighbouring parts can match the same characters, which keeps their time
// linear in the text (common/patterns.test.ts times every one of them).
import './zod-setup.ts';
import { z } from 'zod';

import { EMAIL_MAX_LENGTH, NUMBER_TEXT_MAX_LENGTH } from '../constants/limits.ts';

/**
 * A basic address pattern: something@something.something, no spaces. The domain is read as
 * "up to its first dot, the dot, the rest" (which accepts the same addresses as "anything, a dot,
 * anything") so there is only one way to split it.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]+$/;
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address';

// Any 8-4-4-4-12 hex id, as PostgreSQL's uuid type accepts it. z.uuid() would also demand RFC 9562
// version and variant bits, which hand-written fixture ids often lack.
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const UUID_LENGTH = 36;

export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}

/** A trimmed string that must not be empty; `message` is also given for a missing or non-text value. */
export function requiredText(message: string, max: number, maxMessage: string) {
  return z.string({ error: message }).trim().min(1, message).max(max, { message: maxMessage, abort: true });
}

/**
 * A trimmed optional string. '' stays '' and null becomes '': for fields that can be cleared, blank
 * means "clear" while an absent field (undefined) means "leave as it is".
 */
export function optionalText(max: number, maxMessage: string) {
  return z
    .string()
    .trim()
    .max(max, { message: maxMessage, abort: true })
    .nullish()
    .transform((value) => (value === null ? '' : value));
}

/**
 * A trimmed, lower-cased e-mail address. `requiredMessage` is given for a missing or empty value;
 * anything else that is not an address gets 'Please enter a valid email address'.
 */
export function emailField(requiredMessage: string = INVALID_EMAIL_MESSAGE) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .max(EMAIL_MAX_LENGTH, { message: INVALID_EMAIL_MESSAGE, abort: true })
    .min(1, requiredMessage)
    .regex(EMAIL_PATTERN, INVALID_EMAIL_MESSAGE)
    .toLowerCase();
}

/** A uuid, trimmed and lower-cased. */
export function uuidField(requiredMessage: string, invalidMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .max(UUID_LENGTH, { message: invalidMessage, abort: true })
    .min(1, requiredMessage)
    .regex(UUID_PATTERN, invalidMessage)
    .toLowerCase();
}

export interface NumberMessages {
  /** For a missing value, null or ''. */
  readonly required: string;
  /** For anything that is not a number ('abc', true, NaN). */
  readonly invalid: string;
}

const NUMERIC_TEXT = /^[-+]?\d+(?:\.\d+)?$/;

// Multipart fields and query strings carry numbers as text. Only plain decimal text becomes a number,
// so 'abc' or '1e5' is reported as not a number instead of turning into NaN, and '' counts as absent.
function readNumber(value: string | number | null | undefined): unknown {
  if (typeof value !== 'string') return value ?? undefined;
  const text = value.trim();
  if (text === '') return undefined;
  return NUMERIC_TEXT.test(text) ? Number(text) : text;
}

/** Numeric text, no longer than any real number written out. */
function numberText(messages: NumberMessages) {
  return z.string().max(NUMBER_TEXT_MAX_LENGTH, { message: messages.invalid, abort: true });
}

function numberSchema(messages: NumberMessages) {
  return z.number({ error: (issue) => (issue.input === undefined ? messages.required : messages.invalid) });
}

/**
 * A required number given as a number or as numeric text. `refine` adds the checks
 * (`(n) => n.int(...).min(...)`).
 */
export function numberInput(messages: NumberMessages, refine: (n: z.ZodNumber) => z.ZodNumber = (n) => n) {
  return z
    .union([z.number(), numberText(messages)], {
      error: (issue) => (issue.input == null ? messages.required : messages.invalid),
    })
    .transform(readNumber)
    .pipe(refine(numberSchema(messages)));
}

/** Like numberInput, but a missing value, null or '' gives undefined. */
export function optionalNumberInput(messages: NumberMessages, refine: (n: z.ZodNumber) => z.ZodNumber = (n) => n) {
  return z
    .union([z.number(), numberText(messages), z.null()], { error: messages.invalid })
    .optional()
    .transform(readNumber)
    .pipe(refine(numberSchema(messages)).optional());
}

/**
 * Like optionalNumberInput, but null or blank text gives null: on an edit that clears the stored
 * value, while an absent field (undefined) leaves it as it is.
 */
export function clearableNumberInput(messages: NumberMessages, refine: (n: z.ZodNumber) => z.ZodNumber = (n) => n) {
  return z
    .union([z.number(), numberText(messages), z.null()], { error: messages.invalid })
    .optional()
    .transform((value) =>
      value === null || (typeof value === 'string' && value.trim() === '') ? null : readNumber(value),
    )
    .pipe(refine(numberSchema(messages)).nullable().optional());
}

/** Something uploaded: a browser File or a multipart part, as far as the size and type rules go. */
export interface FileLike {
  readonly type: string;
  readonly size: number;
}

/** A whole number with a default, as query strings and multipart fields send it ('' takes the default). */
export function intWithDefault(
  defaultValue: number,
  messages: NumberMessages,
  min: number,
  max: number,
  rangeMessage: string,
) {
  return optionalNumberInput(messages, (n) =>
    n.int(messages.invalid).min(min, rangeMessage).max(max, rangeMessage),
  ).transform((value) => value ?? defaultValue);
}

/**
 * Parses a JSON text (multipart sends objects and lists as text); blank text counts as absent. Text
 * that is not JSON, and anything that is not text, is returned unchanged for the schema to report.
 */
export function parseJsonText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return undefined;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/**
 * `schema` over a value multipart may send as JSON text (see parseJsonText). Text longer than
 * `maxLength` is refused with `tooLongMessage` before it is parsed.
 */
export function jsonText<T extends z.ZodType>(schema: T, maxLength: number, tooLongMessage: string) {
  return z.preprocess((value, ctx) => {
    if (typeof value === 'string' && value.length > maxLength) {
      ctx.addIssue({ code: 'custom', message: tooLongMessage, input: value });
      return z.NEVER;
    }
    return parseJsonText(value);
  }, schema);
}

/**
 * For an object's cross-field check: run it only when the fields it reads passed their own rules (with
 * no fields named: only when every field passed). Zod otherwise runs object checks even after a field
 * failed a length or format rule. An issue about the value as a whole (a list or text sent instead of
 * the object) always stops the check: it would read fields of something that has none.
 */
export function whenFieldsValid(...fields: readonly string[]) {
  return (payload: z.core.ParsePayload): boolean =>
    !payload.issues.some(
      (issue) => fields.length === 0 || !issue.path?.length || fields.includes(String(issue.path[0])),
    );
}
