import { apiRequest } from '@/lib/api-client.ts';

/** Rejects the listing as the admin saw it (see approveListing). */
export async function rejectListing(
  listing: { id: string; updatedAt: string },
  reason: string,
  adminNotes?: string,
): Promise<string | undefined> {
  const response = await apiRequest(`/admin/listings/${listing.id}/reject`, {
    method: 'PUT',
    body: { reason, adminNotes, expectedUpdatedAt: listing.updatedAt },
  });
  return response.message;
}
