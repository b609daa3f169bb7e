import type { ListingStatusValue } from '@phonekade/shared/phones/phone.types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { adminQueryKey } from './admin-keys.ts';

/** A listing as a decision left it. */
export interface ModeratedListing {
  id: string;
  _id: string;
  status: ListingStatusValue;
}

/**
 * Approves the listing as the admin saw it: `expectedUpdatedAt` is its updatedAt from the pending
 * list, so a seller's edit made since is refused (409) instead of published unseen.
 */
export async function approveListing(
  listing: { id: string; updatedAt: string },
  adminNotes?: string,
): Promise<ModeratedListing> {
  const response = await apiRequest<ModeratedListing>(`/admin/listings/${encodeURIComponent(listing.id)}/approve`, {
    method: 'PUT',
    body: { adminNotes, expectedUpdatedAt: listing.updatedAt },
  });
  return response.data;
}

/** After a decision, taken or refused, the lists, stats and log load again. */
export function useApproveListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ listing, adminNotes }: { listing: { id: string; updatedAt: string }; adminNotes?: string }) =>
      approveListing(listing, adminNotes),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueryKey }),
  });
}
