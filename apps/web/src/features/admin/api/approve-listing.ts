import { apiRequest } from '@/lib/api-client.ts';

/**
 * Approves the listing as the admin saw it: `expectedUpdatedAt` is its updatedAt from the pending
 * list, so a seller's edit made since is refused (409) instead of published unseen.
 */
export async function approveListing(
  listing: { id: string; updatedAt: string },
  adminNotes?: string,
): Promise<string | undefined> {
  const response = await apiRequest(`/admin/listings/${listing.id}/approve`, {
    method: 'PUT',
    body: { adminNotes, expectedUpdatedAt: listing.updatedAt },
  });
  return response.message;
}
