import { LISTING_CHANGED_MESSAGE } from '@phonekade/shared/admin/admin.schemas';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client.ts';
import en from '@/locales/en/admin.json';
import si from '@/locales/si/admin.json';
import ta from '@/locales/ta/admin.json';
import { isListingChanged } from './listing-changed.ts';

describe('isListingChanged', () => {
  it("is the server's 409 for a listing edited since the admin opened it, in any language", () => {
    const english = 'This listing changed since you opened it. Please review it again.';
    expect(isListingChanged(new ApiError(english, 409, 'CONFLICT', { expectedUpdatedAt: english }))).toBe(true);
    const sinhala = 'ඔබ විවෘත කළ පසු මෙම දැන්වීම වෙනස් වී ඇත. කරුණාකර එය නැවත සමාලෝචනය කරන්න.';
    expect(isListingChanged(new ApiError(sinhala, 409, 'CONFLICT', { a: sinhala, b: sinhala }))).toBe(true);
  });

  it('is not any other refusal', () => {
    expect(isListingChanged(new ApiError('This listing is already approved', 409, 'CONFLICT'))).toBe(false);
    expect(
      isListingChanged(new ApiError('This listing changed since you opened it. Please review it again.', 400)),
    ).toBe(false);
    expect(isListingChanged(new Error('This listing changed since you opened it. Please review it again.'))).toBe(
      false,
    );
  });
});

describe('the text the admin reads', () => {
  it("is the server's message in English and translated in Sinhala and Tamil", () => {
    expect(en.toasts.listingChanged).toBe(LISTING_CHANGED_MESSAGE);
    for (const text of [si.toasts.listingChanged, ta.toasts.listingChanged]) {
      expect(text).not.toBe('');
      expect(text).not.toBe(LISTING_CHANGED_MESSAGE);
    }
  });
});
