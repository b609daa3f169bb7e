import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Loads a query again after a write that changed it. A first load still under way may have been answered
 * before the write landed, and TanStack Query hands a refetch that load instead of starting another when
 * the query has no data yet: a buyer signing in with a guest cart kept the empty cart of the load their
 * sign-in started. That load is cancelled first, so the one that follows reads what the write left.
 */
export async function reloadAfterWrite(queryClient: QueryClient, queryKey: QueryKey): Promise<void> {
  await queryClient.cancelQueries({ queryKey });
  await queryClient.invalidateQueries({ queryKey });
}
