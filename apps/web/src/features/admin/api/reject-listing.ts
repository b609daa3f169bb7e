import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { adminQueryKey } from './admin-keys.ts';
import type { ModeratedListing } from './approve-listing.ts';

/** Rejects the listing as the admin saw it (see approveListing). */
export async function rejectListing(
  listing: { id: string; updatedAt: string },
  reason: string,
  adminNotes?: string,
): Promise<ModeratedListing> {
  const response = await apiRequest<ModeratedListing>(`/admin/listings/${encodeURIComponent(listing.id)}/reject`, {
    method: 'PUT',
    body: { reason, adminNotes, expectedUpdatedAt: listing.updatedAt },
  });
  return response.data;
}

/** After a decision, taken or refused, the lists, stats and log load again. */
export function useRejectListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      listing,
      reason,
      adminNotes,
    }: {
      listing: { id: string; updatedAt: string };
      reason: string;
      adminNotes?: string;
    }) => rejectListing(listing, reason, adminNotes),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueryKey }),
  });
}
