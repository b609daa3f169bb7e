import { apiRequest } from '@/lib/api-client.ts';

export async function rejectListing(id: string, reason: string, adminNotes?: string): Promise<string | undefined> {
  const response = await apiRequest(`/admin/listings/${id}/reject`, { method: 'PUT', body: { reason, adminNotes } });
  return response.message;
}
