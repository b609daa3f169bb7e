import type { PhoneDto } from '@phonekade/shared/phones/phone.types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { listingKeys } from './get-my-listings.ts';

// Uploads of up to six 10 MB images take longer than the 10-second default on a slow line.
export const UPLOAD_TIMEOUT_MS = 120_000;

/** POST /phones as multipart: the fields and the images; the listing waits for an admin. */
export async function createListing(form: FormData): Promise<PhoneDto> {
  return (await apiRequest<PhoneDto>('/phones', { method: 'POST', body: form, timeoutMs: UPLOAD_TIMEOUT_MS })).data;
}

export function useCreateListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createListing,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listingKeys.all }),
  });
}
