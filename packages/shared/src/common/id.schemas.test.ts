import { describe, expect, it } from 'vitest';

import { buildPagination, idParamSchema, limitQuery, pageOffset, pageQuery } from './id.schemas.ts';
import { errorsOf, parsed } from '../testing/issues.ts';

describe('pagination', () => {
  it('the first of several pages has a next page and no previous one', () => {
    expect(buildPagination(1, 12, 30)).toEqual({
      currentPage: 1,
      totalPages: 3,
      totalItems: 30,
      hasNext: true,
      hasPrev: false,
    });
  });

  it('the last page has no next page', () => {
    expect(buildPagination(3, 12, 30)).toMatchObject({ totalPages: 3, hasNext: false, hasPrev: true });
  });

  it('an exact multiple of the page size fills the last page', () => {
    expect(buildPagination(2, 12, 24)).toMatchObject({ totalPages: 2, hasNext: false });
  });

  it('an empty list has no pages', () => {
    expect(buildPagination(1, 12, 0)).toEqual({
      currentPage: 1,
      totalPages: 0,
      totalItems: 0,
      hasNext: false,
      hasPrev: false,
    });
  });

  it('a page past the end has no next page', () => {
    expect(buildPagination(9, 12, 30)).toMatchObject({ hasNext: false, hasPrev: true });
  });

  it('page 3 of 12 skips 24 rows', () => {
    expect(pageOffset(3, 12)).toBe(24);
  });
});

describe('page and limit query parameters', () => {
  it('page defaults to 1 and reads numeric text', () => {
    expect(parsed(pageQuery, undefined)).toBe(1);
    expect(parsed(pageQuery, '')).toBe(1);
    expect(parsed(pageQuery, '4')).toBe(4);
  });

  it('a page of 0, below 0, fractional or not a number is refused with one message', () => {
    for (const page of ['0', '-1', '1.5', 'two']) {
      expect(pageQuery.safeParse(page).error?.issues[0]?.message).toBe('Page must be a whole number of 1 or more');
    }
  });

  it('limit takes its default and refuses more than the maximum', () => {
    expect(parsed(limitQuery(12), undefined)).toBe(12);
    expect(limitQuery(12).safeParse('51').error?.issues[0]?.message).toBe('Limit must be a whole number from 1 to 50');
  });
});

describe('id params', () => {
  it('a uuid is accepted and lower-cased', () => {
    expect(parsed(idParamSchema, { id: '5F1C2B3A-0000-4000-8000-000000001234' })).toEqual({
      id: '5f1c2b3a-0000-4000-8000-000000001234',
    });
  });

  it('a fixture-style uuid without version bits is accepted', () => {
    expect(errorsOf(idParamSchema, { id: '00000000-0000-0000-0000-000000000001' })).toBeNull();
  });

  it('anything else is refused', () => {
    expect(errorsOf(idParamSchema, { id: '123' })).toEqual({ id: 'Invalid ID' });
    expect(errorsOf(idParamSchema, {})).toEqual({ id: 'ID is required' });
  });
});
