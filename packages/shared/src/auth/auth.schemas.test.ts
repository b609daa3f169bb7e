import { describe, expect, it } from 'vitest';

import { errorsOf, parsed } from '../testing/issues.ts';
import {
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordFormSchema,
  resetPasswordSchema,
} from './auth.schemas.ts';

const INVALID_EMAIL = 'Please enter a valid email address';
const SHORT_PASSWORD = 'Password must be at least 6 characters long';
const INVALID_PHONE = 'Please enter a valid Sri Lankan phone number (eg. +94771234567 or 0771234567)';
const FILL_ALL = 'Please fill in all fields';

describe('login', () => {
  it('an address and a password sign in, the address trimmed and lower-cased', () => {
    expect(parsed(loginSchema, { email: ' Nimal@Example.LK ', password: 'secret' })).toEqual({
      email: 'nimal@example.lk',
      password: 'secret',
    });
  });

  it('an address without @ or a dot is refused with the spec message', () => {
    for (const email of ['nimal', 'nimal@example', 'nimal @example.lk', '@example.lk', '']) {
      expect(errorsOf(loginSchema, { email, password: 'secret' })).toEqual({ email: INVALID_EMAIL });
    }
  });

  it('a missing password is refused', () => {
    expect(errorsOf(loginSchema, { email: 'nimal@example.lk', password: '' })).toEqual({
      password: 'Password is required',
    });
  });

  it('a short password may still sign in (old accounts)', () => {
    expect(errorsOf(loginSchema, { email: 'nimal@example.lk', password: '123' })).toBeNull();
  });
});

describe('register', () => {
  const valid = { name: 'Nimal Perera', email: 'nimal@example.lk', password: 'secret1' };

  it('a registration without a role is a buyer', () => {
    expect(parsed(registerSchema, valid)).toEqual({ ...valid, role: 'buyer', phone: undefined });
  });

  it('a seller may register', () => {
    expect(parsed(registerSchema, { ...valid, role: 'seller' }).role).toBe('seller');
  });

  it('asking to be an admin is refused', () => {
    expect(errorsOf(registerSchema, { ...valid, role: 'admin' })).toEqual({
      role: 'Registration is only open to buyers and sellers',
    });
  });

  it('name, email and password are required', () => {
    expect(errorsOf(registerSchema, {})).toEqual({
      name: 'Name is required',
      email: INVALID_EMAIL,
      password: 'Password is required',
    });
  });

  it('a name of spaces is no name', () => {
    expect(errorsOf(registerSchema, { ...valid, name: '   ' })).toEqual({ name: 'Name is required' });
  });

  it('a password of 5 characters is too short, one of 6 is enough', () => {
    expect(errorsOf(registerSchema, { ...valid, password: '12345' })).toEqual({ password: SHORT_PASSWORD });
    expect(errorsOf(registerSchema, { ...valid, password: '123456' })).toBeNull();
  });

  it('a phone number with spaces is accepted and stored without them', () => {
    expect(parsed(registerSchema, { ...valid, phone: '077 123 4567' }).phone).toBe('0771234567');
    expect(parsed(registerSchema, { ...valid, phone: '+94 77 123 4567' }).phone).toBe('+94771234567');
  });

  it('an empty phone means no phone', () => {
    expect(parsed(registerSchema, { ...valid, phone: '' }).phone).toBeUndefined();
    expect(parsed(registerSchema, { ...valid, phone: '  ' }).phone).toBeUndefined();
    expect(parsed(registerSchema, { ...valid, phone: null }).phone).toBeUndefined();
  });

  it('a phone that is not Sri Lankan is refused with the spec message', () => {
    for (const phone of ['12345', '0071234567', '+1 555 123 4567', '94771234567']) {
      expect(errorsOf(registerSchema, { ...valid, phone })).toEqual({ phone: INVALID_PHONE });
    }
  });
});

describe('forgot password', () => {
  it('an empty address asks for one', () => {
    expect(errorsOf(forgotPasswordSchema, { email: '' })).toEqual({ email: 'Please enter your email address' });
    expect(errorsOf(forgotPasswordSchema, {})).toEqual({ email: 'Please enter your email address' });
  });

  it('an invalid address is refused', () => {
    expect(errorsOf(forgotPasswordSchema, { email: 'nimal' })).toEqual({ email: INVALID_EMAIL });
  });
});

describe('reset password', () => {
  const valid = { email: 'nimal@example.lk', code: '123456', newPassword: 'secret1', confirmPassword: 'secret1' };

  it('a filled, matching form passes', () => {
    expect(parsed(resetPasswordFormSchema, valid)).toEqual(valid);
  });

  it('any empty field asks to fill in all fields', () => {
    for (const field of ['email', 'code', 'newPassword', 'confirmPassword'] as const) {
      expect(errorsOf(resetPasswordFormSchema, { ...valid, [field]: '' })).toEqual({ [field]: FILL_ALL });
    }
  });

  it('a mismatch is reported before a short password', () => {
    expect(errorsOf(resetPasswordFormSchema, { ...valid, newPassword: 'abc', confirmPassword: 'abd' })).toEqual({
      confirmPassword: 'Passwords do not match',
    });
  });

  it('a short, matching password is too short', () => {
    expect(errorsOf(resetPasswordFormSchema, { ...valid, newPassword: 'abc', confirmPassword: 'abc' })).toEqual({
      newPassword: SHORT_PASSWORD,
    });
  });

  it('the mismatch check waits until every field is filled', () => {
    expect(errorsOf(resetPasswordFormSchema, { ...valid, code: '', confirmPassword: 'other1' })).toEqual({
      code: FILL_ALL,
    });
  });

  it('a code that is not 6 digits is refused', () => {
    for (const code of ['12345', '1234567', 'abcdef']) {
      expect(errorsOf(resetPasswordFormSchema, { ...valid, code })).toEqual({
        code: 'The verification code is the 6 digits sent to your email',
      });
    }
  });

  it('the server call accepts the spec payload without confirmPassword', () => {
    const payload = { email: valid.email, code: valid.code, newPassword: valid.newPassword };
    expect(parsed(resetPasswordSchema, payload)).toEqual(payload);
  });

  it('the server call still checks confirmPassword when it is sent', () => {
    expect(errorsOf(resetPasswordSchema, { ...valid, confirmPassword: 'other1' })).toEqual({
      confirmPassword: 'Passwords do not match',
    });
  });

  it('the server call refuses a short password', () => {
    expect(errorsOf(resetPasswordSchema, { email: valid.email, code: valid.code, newPassword: '12345' })).toEqual({
      newPassword: SHORT_PASSWORD,
    });
  });
});
