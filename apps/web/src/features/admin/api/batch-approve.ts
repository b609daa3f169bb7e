import type { BatchApproveData } from '@phonekade/shared/admin/admin.types';
import { BATCH_APPROVE_NOTE } from '@phonekade/shared/admin/admin.schemas';
import { apiRequest } from '@/lib/api-client.ts';

export async function batchApprove(phoneIds: string[]): Promise<BatchApproveData> {
  const response = await apiRequest<BatchApproveData>('/admin/listings/batch-approve', {
    method: 'PUT',
    body: { phoneIds, adminNotes: BATCH_APPROVE_NOTE },
  });
  return response.data;
}
