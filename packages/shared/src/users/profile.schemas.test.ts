import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { errorsOf, parsed } from '../testing/issues.ts';
import { profilePictureError, updateProfileSchema } from './profile.schemas.ts';

describe('profile update', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // 2024-06-15 02:00 in Colombo (still the 14th in UTC).
    vi.setSystemTime(new Date('2024-06-14T20:30:00.000Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('an empty update passes and changes nothing', () => {
    expect(parsed(updateProfileSchema, {})).toEqual({});
  });

  it('name and phone are trimmed, the phone without its spaces', () => {
    expect(parsed(updateProfileSchema, { name: '  Nimal  ', phone: ' 077 123 4567 ' })).toEqual({
      name: 'Nimal',
      phone: '0771234567',
    });
  });

  it('the name cannot be cleared', () => {
    expect(errorsOf(updateProfileSchema, { name: '  ' })).toEqual({ name: 'Name cannot be empty' });
  });

  it('an empty string clears an optional field', () => {
    const cleared = {
      phone: '',
      gender: '',
      dateOfBirth: '',
      location: '',
      favoriteBrand: '',
      instagram: '',
      businessType: '',
      businessDescription: '',
    };
    expect(parsed(updateProfileSchema, cleared)).toEqual(cleared);
  });

  it('a phone that is not Sri Lankan is refused', () => {
    expect(errorsOf(updateProfileSchema, { phone: '12345' })).toEqual({
      phone: 'Please enter a valid Sri Lankan phone number (eg. +94771234567 or 0771234567)',
    });
  });

  it('gender, favourite brand and business type come from their lists', () => {
    expect(
      errorsOf(updateProfileSchema, {
        gender: 'prefer-not-to-say',
        favoriteBrand: 'Sony',
        businessType: 'repair-shop',
      }),
    ).toBeNull();
    expect(errorsOf(updateProfileSchema, { gender: 'robot', favoriteBrand: 'Nokia', businessType: 'bank' })).toEqual({
      gender: 'Please choose a gender from the list',
      favoriteBrand: 'Please choose a brand from the list',
      businessType: 'Please choose a business type from the list',
    });
  });

  it('a date of birth is a real date', () => {
    expect(errorsOf(updateProfileSchema, { dateOfBirth: '1990-05-01' })).toBeNull();
    for (const dateOfBirth of ['1990-02-30', '01/05/1990', '1990-5-1', '1850-01-01']) {
      expect(errorsOf(updateProfileSchema, { dateOfBirth })).toEqual({
        dateOfBirth: 'Please enter a valid date of birth',
      });
    }
  });

  it('a date of birth of today in Sri Lanka is accepted, tomorrow is in the future', () => {
    expect(errorsOf(updateProfileSchema, { dateOfBirth: '2024-06-15' })).toBeNull();
    expect(errorsOf(updateProfileSchema, { dateOfBirth: '2024-06-16' })).toEqual({
      dateOfBirth: 'Date of birth cannot be in the future',
    });
  });

  it('a social link may be a web address or a username', () => {
    expect(
      errorsOf(updateProfileSchema, {
        instagram: '@nimal.phones',
        twitter: 'nimal_lk',
        facebook: 'https://facebook.com/nimal.phones',
        linkedin: 'https://www.linkedin.com/in/nimal',
      }),
    ).toBeNull();
  });

  it('a script link or text with spaces is not a social link', () => {
    expect(errorsOf(updateProfileSchema, { facebook: 'javascript:alert(1)', instagram: 'my shop' })).toEqual({
      facebook: 'Please enter a valid Facebook link or username',
      instagram: 'Please enter a valid Instagram link or username',
    });
  });

  it('a business description may be 1000 characters, not more', () => {
    expect(errorsOf(updateProfileSchema, { businessDescription: 'a'.repeat(1000) })).toBeNull();
    expect(errorsOf(updateProfileSchema, { businessDescription: 'a'.repeat(1001) })).toEqual({
      businessDescription: 'Business description must be at most 1000 characters',
    });
  });

  it('email and role are not changed through the profile', () => {
    expect(parsed(updateProfileSchema, { email: 'x@example.lk', role: 'admin', name: 'Nimal' })).toEqual({
      name: 'Nimal',
    });
  });
});

describe('profile picture', () => {
  it('a JPEG, PNG or WebP of up to 5MB is fine', () => {
    for (const type of ['image/jpeg', 'image/jpg', 'image/png', 'image/webp']) {
      expect(profilePictureError({ type, size: 5_242_880 })).toBeNull();
    }
  });

  it('a picture over 5MB is refused', () => {
    expect(profilePictureError({ type: 'image/png', size: 5_242_881 })).toBe('Profile picture must be less than 5MB');
  });

  it('a GIF or a PDF is refused', () => {
    expect(profilePictureError({ type: 'image/gif', size: 10 })).toBe(
      'Profile picture must be a JPEG, PNG, or WebP image',
    );
    expect(profilePictureError({ type: 'application/pdf', size: 10 })).toBe(
      'Profile picture must be a JPEG, PNG, or WebP image',
    );
  });
});
