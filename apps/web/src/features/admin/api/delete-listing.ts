import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { adminQueryKey } from './admin-keys.ts';

/** DELETE /admin/listings/:id with the reason the seller is told. */
export async function deleteListing(id: string, reason: string): Promise<void> {
  await apiRequest<{ id: string }>(`/admin/listings/${encodeURIComponent(id)}`, { method: 'DELETE', body: { reason } });
}

/** After a delete, done or refused, the lists, stats and log load again. */
export function useDeleteListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => deleteListing(id, reason),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueryKey }),
  });
}
