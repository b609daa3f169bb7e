import { useMutation, useQueryClient } from '@tanstack/react-query';
import { phoneKeys } from '@/api/phones/phone-keys.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { listingKeys } from './get-my-listings.ts';

/** DELETE /phones/:id: the seller's own listing. */
export async function deleteListing(id: string): Promise<void> {
  await apiRequest<{ id: string }>(`/phones/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** After a delete, failed or not, the lists load again: they show what the server now holds. */
export function useDeleteListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteListing,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: listingKeys.all });
      await queryClient.invalidateQueries({ queryKey: phoneKeys.all });
    },
  });
}
