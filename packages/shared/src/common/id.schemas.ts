import { z } from 'zod';

import { MAX_PAGE_SIZE } from '../constants/limits.ts';
import { intWithDefault, uuidField } from './fields.ts';

export const ID_REQUIRED_MESSAGE = 'ID is required';
export const INVALID_ID_MESSAGE = 'Invalid ID';
export const PAGE_MESSAGE = 'Page must be a whole number of 1 or more';

export const idSchema = uuidField(ID_REQUIRED_MESSAGE, INVALID_ID_MESSAGE);

/** Route params `/:id`. */
export const idParamSchema = z.object({ id: idSchema });
export type IdParam = z.infer<typeof idParamSchema>;

/** `page` query parameter: 1 when absent. */
export const pageQuery = intWithDefault(
  1,
  { required: PAGE_MESSAGE, invalid: PAGE_MESSAGE },
  1,
  Number.MAX_SAFE_INTEGER,
  PAGE_MESSAGE,
);

export function limitMessage(max: number = MAX_PAGE_SIZE): string {
  return `Limit must be a whole number from 1 to ${max}`;
}

/** `limit` query parameter: `defaultLimit` when absent, at most `max` (MAX_PAGE_SIZE). */
export function limitQuery(defaultLimit: number, max: number = MAX_PAGE_SIZE) {
  const message = limitMessage(max);
  return intWithDefault(defaultLimit, { required: message, invalid: message }, 1, max, message);
}

/** The pagination block of every list answer (docs/decisions/005-api-envelope-and-response-shapes.md). */
export interface Pagination {
  currentPage: number;
  totalPages: number;
  totalItems: number;
  hasNext: boolean;
  hasPrev: boolean;
}

/** An empty list has 0 pages; a page past the end reports no next page. */
export function buildPagination(page: number, limit: number, total: number): Pagination {
  const totalPages = limit > 0 ? Math.ceil(total / limit) : 0;
  return {
    currentPage: page,
    totalPages,
    totalItems: total,
    hasNext: page < totalPages,
    hasPrev: page > 1,
  };
}

/** Rows to skip for a 1-based page. */
export function pageOffset(page: number, limit: number): number {
  return (page - 1) * limit;
}
