import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fieldErrors } from '@phonekade/shared/common/zod-errors';
import { editableFields, formValuesFrom, parseProfileForm } from './profile-form.ts';
import type { ProfileUser } from './profile.types.ts';

const buyer: ProfileUser = { id: 'u1', name: 'Nimal Perera', email: 'nimal@example.lk', role: 'buyer' };

describe('profile-edit form', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2024-06-14T20:30:00.000Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('offers business fields to sellers only', () => {
    expect(editableFields('seller')).toContain('businessType');
    expect(editableFields('seller')).toContain('businessDescription');
    expect(editableFields('buyer')).not.toContain('businessType');
    expect(editableFields('buyer')).toContain('linkedin');
  });

  it('starts from the user, with blanks for missing fields, links from socialMedia and a plain date', () => {
    const values = formValuesFrom({
      ...buyer,
      phone: null,
      dateOfBirth: '1990-04-12T00:00:00.000Z',
      socialMedia: { instagram: '@nimal' },
    });
    expect(values).toMatchObject({
      name: 'Nimal Perera',
      phone: '',
      dateOfBirth: '1990-04-12',
      instagram: '@nimal',
      twitter: '',
    });
  });

  it('sends name and phone trimmed and only the fields the role may edit', () => {
    const values = { ...formValuesFrom(buyer), name: '  Nimal  ', phone: ' 077 123 4567 ', businessType: 'retailer' };
    const parsed = parseProfileForm(values, 'buyer');
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({ name: 'Nimal', phone: '0771234567' });
    expect(parsed.data).not.toHaveProperty('businessType');
    expect(parseProfileForm(values, 'seller').data).toMatchObject({ businessType: 'retailer' });
  });

  it('refuses what the server would refuse, with the same messages', () => {
    const values = {
      ...formValuesFrom(buyer),
      name: ' ',
      phone: '12345',
      dateOfBirth: '2030-01-01',
      instagram: 'javascript:alert(1)',
    };
    const parsed = parseProfileForm(values, 'buyer');
    expect(parsed.success).toBe(false);
    expect(fieldErrors(parsed.error!)).toEqual({
      name: 'Name cannot be empty',
      phone: 'Please enter a valid Sri Lankan phone number (eg. +94771234567 or 0771234567)',
      dateOfBirth: 'Date of birth cannot be in the future',
      instagram: 'Please enter a valid Instagram link or username',
    });
  });
});
