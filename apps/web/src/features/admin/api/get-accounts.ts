import type { AdminAccountDto } from '@phonekade/shared/admin/account.schemas';
import type { Pagination } from '@phonekade/shared/common/id.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { adminQueryKey } from './admin-keys.ts';

export interface AccountsFilters {
  page: number;
  search: string;
}

export interface AccountsPage {
  users: AdminAccountDto[];
  pagination: Pagination;
}

export const accountsQueryKey = (filters: AccountsFilters) => [...adminQueryKey, 'users', filters] as const;

/** GET /admin/users: people whose name or e-mail contains the search, newest first. */
export async function getAccounts({ page, search }: AccountsFilters, signal?: AbortSignal): Promise<AccountsPage> {
  const query = { page, search: search.trim() || undefined };
  return (await apiRequest<AccountsPage>('/admin/users', { query, signal })).data;
}

export function useAccounts(filters: AccountsFilters) {
  return useQuery(
    queryOptions({
      queryKey: accountsQueryKey(filters),
      queryFn: ({ signal }) => getAccounts(filters, signal),
      placeholderData: keepPreviousData,
      staleTime: 0,
    }),
  );
}
