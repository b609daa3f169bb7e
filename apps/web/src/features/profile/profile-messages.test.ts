import { describe, expect, it } from 'vitest';
import en from '@/locales/en/profile.json';
import si from '@/locales/si/profile.json';
import ta from '@/locales/ta/profile.json';
import { ApiError } from '@/lib/api-client.ts';
import { translate } from '@/lib/i18n/i18n.ts';
import { PROFILE_MESSAGE_KEYS, loadErrorText, updateErrorText } from './profile-messages.ts';

function keysOf(node: unknown, prefix = ''): string[] {
  if (typeof node !== 'object' || node === null) return [prefix];
  return Object.entries(node).flatMap(([key, value]) => keysOf(value, prefix ? `${prefix}.${key}` : key));
}

describe('profile texts', () => {
  it('the English locale says every shared message word for word', () => {
    for (const [message, key] of Object.entries(PROFILE_MESSAGE_KEYS)) expect(translate('en', key)).toBe(message);
  });

  it('Sinhala and Tamil have every key English has, each message translated', () => {
    const english = keysOf(en).sort();
    expect(keysOf(si).sort()).toEqual(english);
    expect(keysOf(ta).sort()).toEqual(english);
    for (const key of Object.values(PROFILE_MESSAGE_KEYS)) {
      expect(translate('si', key)).not.toBe(translate('en', key));
      expect(translate('ta', key)).not.toBe(translate('en', key));
    }
  });
});

describe('profile load failure text', () => {
  it('is the server message when the API gave one', () => {
    expect(loadErrorText(new ApiError('User not found', 404, 'NOT_FOUND'))).toBe('User not found');
  });

  it("is 'Server error: ' plus the status when the reply had no message", () => {
    expect(loadErrorText(new ApiError('Server error occurred', 502))).toBe('Server error: 502');
  });

  it('is the network text when no response came', () => {
    expect(loadErrorText(new ApiError('whatever', 0))).toBe('Network error. Please check your connection.');
  });

  it("is 'Unknown error occurred' for anything else, and a wrapper's own text as it is", () => {
    expect(loadErrorText(new TypeError('boom'))).toBe('Unknown error occurred');
    expect(loadErrorText(new ApiError('Failed to get profile', 200))).toBe('Failed to get profile');
  });
});

describe('profile update failure text', () => {
  it("shows the server's message or the network text, else 'Failed to update profile'", () => {
    expect(updateErrorText(new ApiError('Profile picture must be less than 5MB', 413, 'PAYLOAD_TOO_LARGE'))).toBe(
      'Profile picture must be less than 5MB',
    );
    expect(updateErrorText(new ApiError('Network error. Please check your connection.', 0))).toBe(
      'Network error. Please check your connection.',
    );
    expect(updateErrorText(new ApiError('Server error occurred', 502))).toBe('Failed to update profile');
    expect(updateErrorText(new Error('x'))).toBe('Failed to update profile');
  });
});
