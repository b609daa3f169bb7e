import { z } from 'zod';
import { describe, expect, it } from 'vitest';

import {
  EMAIL_PATTERN,
  emailField,
  INVALID_EMAIL_MESSAGE,
  jsonText,
  numberInput,
  optionalNumberInput,
  optionalText,
  uuidField,
} from './fields.ts';
import { errorsOf, parsed } from '../testing/issues.ts';

const issuesOf = (schema: z.ZodType, input: unknown) => schema.safeParse(input).error?.issues ?? [];

describe('emailField', () => {
  it('accepts something@something.something, with dots and any characters but spaces and @', () => {
    for (const email of ['nimal@example.lk', 'a.b+c@mail.example.co.lk', 'x@y.z', 'a@b..c', 'නිමල්@උදා.ලංකා']) {
      expect(EMAIL_PATTERN.test(email)).toBe(true);
    }
  });

  it('refuses an address without a dot after the @, or with a space or a second @', () => {
    for (const email of ['nimal@example', 'nimal@.lk', 'nimal@example.', 'a b@c.d', 'a@b@c.d', '@b.c']) {
      expect(EMAIL_PATTERN.test(email)).toBe(false);
    }
  });

  it('stops at the length: a 64 KB address gets one message, and no pattern reads it', () => {
    const issues = issuesOf(emailField(), 'a@' + '.'.repeat(65_536) + '@');
    expect(issues.map((issue) => issue.message)).toEqual([INVALID_EMAIL_MESSAGE]);
  });

  it('measures the address after trimming, so padding around a valid one is fine', () => {
    expect(parsed(emailField(), `  ${'a'.repeat(240)}@example.lk  `)).toBe(`${'a'.repeat(240)}@example.lk`);
  });
});

describe('uuidField', () => {
  it('refuses a long text with the invalid message alone', () => {
    const issues = issuesOf(uuidField('ID is required', 'Invalid ID'), '0'.repeat(10_000));
    expect(issues.map((issue) => issue.message)).toEqual(['Invalid ID']);
  });
});

describe('optionalText', () => {
  const notes = z.object({ notes: optionalText(10, 'Notes must be at most 10 characters') });

  it('trims, keeps absent as absent and turns null into a cleared value', () => {
    expect(parsed(notes, { notes: '  hello  ' })).toEqual({ notes: 'hello' });
    expect(parsed(notes, {})).toEqual({ notes: undefined });
    expect(parsed(notes, { notes: null })).toEqual({ notes: '' });
  });

  it('measures the trimmed text', () => {
    expect(parsed(notes, { notes: `   ${'x'.repeat(10)}   ` })).toEqual({ notes: 'x'.repeat(10) });
    expect(errorsOf(notes, { notes: 'x'.repeat(11) })).toEqual({ notes: 'Notes must be at most 10 characters' });
  });
});

describe('numbers sent as text', () => {
  const messages = { required: 'Price is required', invalid: 'Price must be a number' };

  it('a very long numeric text is not a number', () => {
    expect(errorsOf(numberInput(messages), '9'.repeat(100_000))).toEqual({ _root: messages.invalid });
    expect(errorsOf(optionalNumberInput(messages), '1'.repeat(33))).toEqual({ _root: messages.invalid });
  });

  it('ordinary numeric text is still read', () => {
    expect(parsed(numberInput(messages), ' 125000 ')).toBe(125_000);
    expect(parsed(optionalNumberInput(messages), '')).toBeUndefined();
  });
});

describe('jsonText', () => {
  const list = jsonText(z.array(z.string()).optional(), 20, 'The list is too long');

  it('parses JSON text up to the limit, and passes values through', () => {
    expect(parsed(list, '["a","b"]')).toEqual(['a', 'b']);
    expect(parsed(list, ['a'])).toEqual(['a']);
    expect(parsed(list, '  ')).toBeUndefined();
  });

  it('refuses longer text before parsing it', () => {
    expect(issuesOf(list, JSON.stringify(['a'.repeat(30)])).map((issue) => issue.message)).toEqual([
      'The list is too long',
    ]);
  });
});
