import type { BatchApproveData } from '@phonekade/shared/admin/admin.types';
import { BATCH_APPROVE_NOTE } from '@phonekade/shared/admin/admin.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { adminQueryKey } from './admin-keys.ts';

/** Approves the listings as the admin saw them; one edited since refuses the whole batch (409). */
export async function batchApprove(listings: readonly { id: string; updatedAt: string }[]): Promise<BatchApproveData> {
  const response = await apiRequest<BatchApproveData>('/admin/listings/batch-approve', {
    method: 'PUT',
    body: {
      phoneIds: listings.map((listing) => listing.id),
      adminNotes: BATCH_APPROVE_NOTE,
      expectedUpdatedAt: Object.fromEntries(listings.map((listing) => [listing.id, listing.updatedAt])),
    },
  });
  return response.data;
}

/** After a batch, approved or refused, the lists, stats and log load again. */
export function useBatchApprove() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: batchApprove,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueryKey }),
  });
}
