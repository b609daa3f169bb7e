import type { Pagination } from '@phonekade/shared/common/id.schemas';
import type { Sort, SortOrder } from '@phonekade/shared/constants/catalog';
import type { PhoneDto } from '@phonekade/shared/phones/phone.types';
import { apiRequest } from '@/lib/api-client.ts';

// The catalogue calls of spec 7 that more than one view makes (home, browse, details, cart).

export interface PhonesPage {
  phones: PhoneDto[];
  pagination: Pagination;
}

/** GET /phones query; a value left undefined is not sent (spec 5: defaults are not sent). */
export interface PhonesQuery {
  page?: number;
  limit?: number;
  search?: string;
  brand?: string;
  condition?: string;
  minPrice?: number;
  maxPrice?: number;
  sort?: Sort | 'createdAt';
  order?: SortOrder;
}

export const phoneKeys = {
  all: ['phones'] as const,
  list: (query: PhonesQuery) => ['phones', 'list', query] as const,
  detail: (id: string) => ['phones', 'detail', id] as const,
};

export async function getPhones(query: PhonesQuery, signal?: AbortSignal): Promise<PhonesPage> {
  const { data } = await apiRequest<PhonesPage>('/phones', { query: { ...query }, signal });
  return { phones: data.phones ?? [], pagination: data.pagination };
}

export async function getPhone(id: string, signal?: AbortSignal): Promise<PhoneDto> {
  const { data } = await apiRequest<PhoneDto>(`/phones/${encodeURIComponent(id)}`, { signal });
  return data;
}
