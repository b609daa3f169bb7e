import { apiRequest } from '@/lib/api-client.ts';

export async function deleteListing(id: string, reason: string): Promise<void> {
  await apiRequest(`/admin/listings/${id}`, { method: 'DELETE', body: { reason } });
}
