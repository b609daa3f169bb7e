import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client.ts';
import { listingErrorMessage } from './listing-error-message.ts';

describe('listingErrorMessage', () => {
  it('maps each error status to its text', () => {
    expect(listingErrorMessage(new ApiError('Forbidden', 403))).toBe('You can only edit your own listings');
    expect(listingErrorMessage(new ApiError('Not found', 404))).toBe('Listing not found');
    expect(listingErrorMessage(new ApiError('Too large', 413))).toBe('Image size must be less than 10MB');
  });

  it("passes a 400's own message through and says the network text when nothing answered", () => {
    expect(listingErrorMessage(new ApiError('Maximum 6 images allowed', 400))).toBe('Maximum 6 images allowed');
    expect(listingErrorMessage(new ApiError('Network error. Please check your connection.', 0))).toBe(
      'Network error. Please check your connection.',
    );
  });

  it('falls back to the general text for something that is not an error', () => {
    expect(listingErrorMessage('boom')).toBe('An unexpected error occurred');
  });
});
