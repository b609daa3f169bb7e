import type { CreateReportInput } from '@phonekade/shared/reports/report.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { reportStateQueryKey } from './get-report-state.ts';

/** POST /phones/:id/report. */
export async function reportListing(phoneId: string, input: CreateReportInput): Promise<string | undefined> {
  return (await apiRequest(`/phones/${encodeURIComponent(phoneId)}/report`, { method: 'POST', body: input })).message;
}

export function useReportListing(phoneId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateReportInput) => reportListing(phoneId, input),
    // A 409 means it was reported already: either way the page now says so.
    onSettled: () => queryClient.invalidateQueries({ queryKey: reportStateQueryKey(phoneId) }),
  });
}
