import { afterEach, describe, expect, it } from 'vitest';
import en from '@/locales/en/auth.json';
import si from '@/locales/si/auth.json';
import ta from '@/locales/ta/auth.json';
import { ApiError } from '@/lib/api-client.ts';
import { setLanguage, translate } from '@/lib/i18n/i18n.ts';
import { AUTH_MESSAGE_KEYS, failureText, localizeMessage, serverFieldErrors } from './auth-messages.ts';

const texts = { noMessage: 'Invalid login credentials', unexpected: 'Authentication failed' };

function keysOf(node: unknown, prefix = ''): string[] {
  if (typeof node !== 'object' || node === null) return [prefix];
  return Object.entries(node).flatMap(([key, value]) => keysOf(value, prefix ? `${prefix}.${key}` : key));
}

afterEach(async () => setLanguage('en'));

describe('auth texts', () => {
  it('the English locale says every shared message word for word', () => {
    for (const [message, key] of Object.entries(AUTH_MESSAGE_KEYS)) {
      expect(translate('en', key)).toBe(message);
    }
  });

  it('Sinhala and Tamil have every key English has, each translated', () => {
    const english = keysOf(en).sort();
    expect(keysOf(si).sort()).toEqual(english);
    expect(keysOf(ta).sort()).toEqual(english);
    for (const key of Object.values(AUTH_MESSAGE_KEYS)) {
      expect(translate('si', key)).not.toBe(translate('en', key));
      expect(translate('ta', key)).not.toBe(translate('en', key));
    }
  });

  it('shows a known schema or server text in the chosen language and an unknown one as it is', async () => {
    await setLanguage('si');
    expect(localizeMessage('Passwords do not match')).toBe(translate('si', 'auth.validation.passwordsDoNotMatch'));
    expect(localizeMessage('Something the server said')).toBe('Something the server said');
  });
});

describe('failure texts', () => {
  it('shows the server message when the API answered with one', () => {
    expect(failureText(new ApiError('Invalid email or password', 401, 'UNAUTHENTICATED'), texts)).toBe(
      'Invalid email or password',
    );
  });

  it('uses the form default when the reply carried no message of the API', () => {
    expect(failureText(new ApiError('Server error occurred', 502), texts)).toBe('Invalid login credentials');
  });

  it('keeps the network text when no response came back', () => {
    expect(failureText(new ApiError('Network error. Please check your connection.', 0), texts)).toBe(
      'Network error. Please check your connection.',
    );
  });

  it('shows the call’s own text for an answer that was no success, and anything else as the unexpected default', () => {
    expect(failureText(new ApiError('Failed to send verification code', 200), texts)).toBe(
      'Failed to send verification code',
    );
    expect(failureText(new TypeError('x is undefined'), texts)).toBe('Authentication failed');
  });

  it('keeps only the server field messages this form can show', () => {
    const error = new ApiError('Please enter a valid email address', 400, 'VALIDATION', {
      email: 'Please enter a valid email address',
      role: 'Registration is only open to buyers and sellers',
    });
    expect(serverFieldErrors(error, ['email', 'password'])).toEqual({ email: 'Please enter a valid email address' });
    expect(serverFieldErrors(new Error('x'), ['email'])).toEqual({});
  });
});
