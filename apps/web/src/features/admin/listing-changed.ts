import { ApiError } from '@/lib/api-client.ts';

/**
 * The server refused a decision because the seller edited the listing after the admin opened it: a 409
 * whose details name each refused listing (or expectedUpdatedAt) with that same message. The message
 * itself comes in the admin's language, so it is not compared with the English text.
 */
export function isListingChanged(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 409 || !error.details) return false;
  const problems = Object.values(error.details);
  return problems.length > 0 && problems.every((problem) => problem === error.message);
}
