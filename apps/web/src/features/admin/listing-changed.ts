import { LISTING_CHANGED_MESSAGE } from '@phonekade/shared/admin/admin.schemas';
import { ApiError } from '@/lib/api-client.ts';

/** The server refused a decision because the seller edited the listing after the admin opened it. */
export function isListingChanged(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && error.message === LISTING_CHANGED_MESSAGE;
}
