import { apiRequest } from '@/lib/api-client.ts';

export async function approveListing(id: string, adminNotes?: string): Promise<string | undefined> {
  const response = await apiRequest(`/admin/listings/${id}/approve`, { method: 'PUT', body: { adminNotes } });
  return response.message;
}
