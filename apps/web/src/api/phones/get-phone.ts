import type { PhoneDto } from '@phonekade/shared/phones/phone.types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client.ts';
import { phoneKeys } from './phone-keys.ts';

/** GET /phones/:id: a listing as the caller may see it (its owner and admins see more). */
export async function getPhone(id: string, signal?: AbortSignal): Promise<PhoneDto> {
  return (await apiRequest<PhoneDto>(`/phones/${encodeURIComponent(id)}`, { signal })).data;
}

// A listing that is gone or not the caller's to see stays so: only a lost line or a server fault is tried again.
const retryUnlessRefused = (count: number, error: Error) =>
  !(error instanceof ApiError && error.status > 0 && error.status < 500) && count < 1;

export function phoneQueryOptions(id: string) {
  return queryOptions({
    queryKey: phoneKeys.detail(id),
    queryFn: ({ signal }) => getPhone(id, signal),
    enabled: Boolean(id),
    retry: retryUnlessRefused,
  });
}

/** A listing; `shown` is this listing's copy already on screen (from a card), drawn while the fresh one loads. */
export function usePhone(id: string, options: { shown?: PhoneDto } = {}) {
  return useQuery({ ...phoneQueryOptions(id), placeholderData: options.shown });
}

/** The owner's own listing for the edit form: always loaded afresh, and a failure is shown at once. */
export function useEditablePhone(id: string) {
  return useQuery({
    queryKey: phoneKeys.editable(id),
    queryFn: ({ signal }) => getPhone(id, signal),
    enabled: Boolean(id),
    retry: false,
    staleTime: 0,
  });
}
