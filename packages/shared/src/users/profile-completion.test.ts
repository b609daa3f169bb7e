import { describe, expect, it } from 'vitest';

import { profileCompletion, profileCompletionFields } from './profile-completion.ts';

describe('profileCompletion', () => {
  it('a buyer is measured on 12 fields and a seller on 14', () => {
    expect(profileCompletionFields('buyer')).toHaveLength(12);
    expect(profileCompletionFields('admin')).toHaveLength(12);
    expect(profileCompletionFields('seller')).toHaveLength(14);
  });

  it('a new buyer with name and email is 17% complete', () => {
    expect(profileCompletion({ role: 'buyer', name: 'Nimal', email: 'nimal@example.lk' })).toBe(17);
  });

  it('a new seller with name and email is 14% complete', () => {
    expect(profileCompletion({ role: 'seller', name: 'Nimal', email: 'nimal@example.lk' })).toBe(14);
  });

  it('business fields do not count for a buyer', () => {
    const base = { role: 'buyer', name: 'Nimal', email: 'nimal@example.lk' } as const;
    expect(profileCompletion({ ...base, businessType: 'retailer', businessDescription: 'Shop' })).toBe(
      profileCompletion(base),
    );
  });

  it('blank and whitespace-only values are not filled', () => {
    expect(profileCompletion({ role: 'buyer', name: '  ', email: '', phone: null })).toBe(0);
  });

  it('social links count whether on the user or under socialMedia', () => {
    const own = profileCompletion({ role: 'buyer', instagram: 'nimal' });
    const nested = profileCompletion({ role: 'buyer', socialMedia: { instagram: 'nimal' } });
    expect(own).toBe(8);
    expect(nested).toBe(8);
  });

  it('a fully filled seller profile is 100% complete', () => {
    expect(
      profileCompletion({
        role: 'seller',
        name: 'Nimal',
        email: 'nimal@example.lk',
        phone: '0771234567',
        profilePicture: '/uploads/profiles/a.webp',
        gender: 'male',
        dateOfBirth: '1990-01-01',
        location: 'Colombo',
        favoriteBrand: 'Apple',
        businessType: 'retailer',
        businessDescription: 'Phones since 2010',
        instagram: 'a',
        twitter: 'b',
        facebook: 'c',
        linkedin: 'd',
      }),
    ).toBe(100);
  });

  it('a profile without a role is measured like a buyer', () => {
    expect(profileCompletion({ name: 'Nimal', email: 'nimal@example.lk', phone: '0771234567' })).toBe(25);
  });
});
