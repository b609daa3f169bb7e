import type { AlertSettingsInput } from '@phonekade/shared/saved-searches/saved-search.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { savedSearchKeys } from './get-saved-searches.ts';

/** PUT /saved-searches/settings: the daily e-mail of alerts on or off. */
export async function updateAlertSettings(input: AlertSettingsInput): Promise<AlertSettingsInput> {
  return (await apiRequest<AlertSettingsInput>('/saved-searches/settings', { method: 'PUT', body: input })).data;
}

export function useUpdateAlertSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAlertSettings,
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}
