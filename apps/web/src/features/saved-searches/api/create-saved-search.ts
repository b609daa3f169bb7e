import type { SavedSearchDto, SavedSearchFilters } from '@phonekade/shared/saved-searches/saved-search.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { savedSearchKeys } from './get-saved-searches.ts';

/** POST /saved-searches: the body createSavedSearchSchema checks on the server. */
export async function createSavedSearch(body: { name: string; query: SavedSearchFilters }): Promise<SavedSearchDto> {
  return (await apiRequest<SavedSearchDto>('/saved-searches', { method: 'POST', body })).data;
}

export function useCreateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSavedSearch,
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}
