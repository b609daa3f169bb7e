import type { ResolveDisputeInput } from '@phonekade/shared/orders/order.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { adminQueryKey } from './admin-keys.ts';

/** POST /admin/disputes/:id/resolve: refund (void) or release (capture), with a note for both sides. */
export async function resolveDispute(disputeId: string, input: ResolveDisputeInput): Promise<string | undefined> {
  const path = `/admin/disputes/${encodeURIComponent(disputeId)}/resolve`;
  return (await apiRequest(path, { method: 'POST', body: input })).message;
}

export function useResolveDispute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ disputeId, input }: { disputeId: string; input: ResolveDisputeInput }) =>
      resolveDispute(disputeId, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueryKey }),
  });
}
