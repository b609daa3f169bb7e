import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { savedSearchKeys } from './get-saved-searches.ts';

/** DELETE /saved-searches/:id: one of the person's own. */
export async function deleteSavedSearch(id: string): Promise<void> {
  await apiRequest<{ id: string }>(`/saved-searches/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedSearch,
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}
