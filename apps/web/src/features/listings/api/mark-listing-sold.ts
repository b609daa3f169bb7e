import type { PhoneDto } from '@phonekade/shared/phones/phone.types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { phoneKeys } from '@/api/phones/phone-keys.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { listingKeys } from './get-my-listings.ts';

/** PUT /phones/:id/sold: a live listing of the seller's leaves the catalogue as sold. */
export async function markListingSold(id: string): Promise<PhoneDto> {
  return (await apiRequest<PhoneDto>(`/phones/${encodeURIComponent(id)}/sold`, { method: 'PUT' })).data;
}

export function useMarkListingSold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markListingSold,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: listingKeys.all });
      await queryClient.invalidateQueries({ queryKey: phoneKeys.all });
    },
  });
}
