import type { MyListingsFilter } from '@phonekade/shared/constants/catalog';
import type { ListingStatusCounts, PhoneDto } from '@phonekade/shared/phones/phone.types';
import { apiRequest } from '@/lib/api-client.ts';

// A seller's own listings (spec 7): create, edit, delete, mark sold, and the My Listings list.

export interface MyListings {
  listings: PhoneDto[];
  counts: ListingStatusCounts;
}

export const listingKeys = {
  mine: (status: MyListingsFilter) => ['my-listings', status] as const,
  all: ['my-listings'] as const,
};

// Uploads of up to six 10 MB images take longer than the 10-second default on a slow line.
const UPLOAD_TIMEOUT_MS = 120_000;

export async function getMyListings(status: MyListingsFilter, signal?: AbortSignal): Promise<MyListings> {
  const { data } = await apiRequest<MyListings | PhoneDto[]>('/users/my-listings', {
    query: { status: status === 'all' ? undefined : status },
    signal,
  });
  // Spec 7 calls the answer "an array of listings"; ours carries the counts beside it.
  if (Array.isArray(data))
    return { listings: data, counts: { pending: 0, approved: 0, rejected: 0, sold: 0, total: data.length } };
  return data;
}

export async function createListing(form: FormData): Promise<PhoneDto> {
  const { data } = await apiRequest<PhoneDto>('/phones', { method: 'POST', body: form, timeoutMs: UPLOAD_TIMEOUT_MS });
  return data;
}

/** Multipart when new files are added, JSON (with `images`) otherwise (spec 7). */
export async function updateListing(id: string, body: FormData | Record<string, unknown>): Promise<PhoneDto> {
  const { data } = await apiRequest<PhoneDto>(`/phones/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body,
    timeoutMs: UPLOAD_TIMEOUT_MS,
  });
  return data;
}

export async function deleteListing(id: string): Promise<void> {
  await apiRequest<unknown>(`/phones/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export async function markListingSold(id: string): Promise<PhoneDto> {
  const { data } = await apiRequest<PhoneDto>(`/phones/${encodeURIComponent(id)}/sold`, { method: 'PUT' });
  return data;
}
