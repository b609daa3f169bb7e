import type { PhoneDto } from '@phonekade/shared/phones/phone.types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { phoneKeys } from '@/api/phones/phone-keys.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { UPLOAD_TIMEOUT_MS } from './create-listing.ts';
import { listingKeys } from './get-my-listings.ts';

/** PUT /phones/:id: multipart when new images are added, JSON (with the kept `images`) otherwise. */
export async function updateListing(id: string, body: FormData | Record<string, unknown>): Promise<PhoneDto> {
  const path = `/phones/${encodeURIComponent(id)}`;
  return (await apiRequest<PhoneDto>(path, { method: 'PUT', body, timeoutMs: UPLOAD_TIMEOUT_MS })).data;
}

export function useUpdateListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: FormData | Record<string, unknown> }) => updateListing(id, body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: listingKeys.all });
      await queryClient.invalidateQueries({ queryKey: phoneKeys.all });
    },
  });
}
