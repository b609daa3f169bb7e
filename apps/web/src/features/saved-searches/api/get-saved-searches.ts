import type { SavedSearchesDto } from '@phonekade/shared/saved-searches/saved-search.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { t } from '@/lib/i18n/i18n.ts';
import { useSessionUser } from '@/lib/session.ts';

export const savedSearchKeys = {
  all: ['saved-searches'] as const,
  user: (userId: string) => ['saved-searches', userId] as const,
};

/** GET /saved-searches: the person's saved searches, newest first, and their e-mail setting. */
export async function getSavedSearches(signal?: AbortSignal): Promise<SavedSearchesDto> {
  return (
    await apiRequest<SavedSearchesDto>('/saved-searches', { signal, failureText: t('savedSearches.errors.load') })
  ).data;
}

export function savedSearchesQueryOptions(userId: string) {
  return queryOptions({ queryKey: savedSearchKeys.user(userId), queryFn: ({ signal }) => getSavedSearches(signal) });
}

export function useSavedSearches() {
  const user = useSessionUser();
  return useQuery({ ...savedSearchesQueryOptions(user?.id ?? ''), enabled: Boolean(user) });
}
