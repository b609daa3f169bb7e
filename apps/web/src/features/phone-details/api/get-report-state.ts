import type { ReportedState } from '@phonekade/shared/reports/report.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

export const reportStateQueryKey = (phoneId: string) => ['phones', phoneId, 'report'] as const;

/** GET /phones/:id/report: whether the signed-in person has reported this listing already. */
export async function getReportState(phoneId: string, signal?: AbortSignal): Promise<ReportedState> {
  return (await apiRequest<ReportedState>(`/phones/${encodeURIComponent(phoneId)}/report`, { signal })).data;
}

export const reportStateQueryOptions = (phoneId: string) =>
  queryOptions({ queryKey: reportStateQueryKey(phoneId), queryFn: ({ signal }) => getReportState(phoneId, signal) });

export function useReportState(phoneId: string, enabled: boolean) {
  return useQuery({ ...reportStateQueryOptions(phoneId), enabled });
}
