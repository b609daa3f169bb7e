import { localizeApiText } from '@/lib/i18n/i18n.ts';
import {
  EDIT_OWN_LISTINGS_MESSAGE,
  IMAGE_TOO_LARGE_MESSAGE,
  PHONE_MESSAGES,
} from '@phonekade/shared/phones/phone.schemas';
import { ApiError, errorMessage } from '@/lib/api-client.ts';

/**
 * The edit form's error helper (load, update, delete; docs/decisions/036-listing-form-limits-and-error-texts.md).
 * 400 is the server's own message,
 * 403 'You can only edit your own listings', 404 'Listing not found', 413 'Image size must be less
 * than 10MB'; no response is the network text; anything else what the API client says.
 */
export function listingErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    switch (error.status) {
      case 403:
        return localizeApiText(EDIT_OWN_LISTINGS_MESSAGE);
      case 404:
        return localizeApiText(PHONE_MESSAGES.listingNotFound);
      case 413:
        return localizeApiText(IMAGE_TOO_LARGE_MESSAGE);
    }
  }
  return errorMessage(error);
}
