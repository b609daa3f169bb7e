import type { ReportAction } from '@phonekade/shared/reports/report.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { adminQueryKey } from './admin-keys.ts';

export interface ResolveReportRequest {
  reportId: string;
  action: ReportAction;
  note: string;
}

/** PUT /admin/reports/:id/resolve. */
export async function resolveReport({ reportId, action, note }: ResolveReportRequest): Promise<string | undefined> {
  const path = `/admin/reports/${encodeURIComponent(reportId)}/resolve`;
  return (await apiRequest(path, { method: 'PUT', body: { action, note } })).message;
}

export function useResolveReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveReport,
    // Removing a listing or suspending a seller changes the dashboard and the Users tab too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueryKey }),
  });
}
