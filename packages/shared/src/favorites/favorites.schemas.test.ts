import { describe, expect, it } from 'vitest';

import { errorsOf, parsed } from '../testing/issues.ts';
import { mergeFavoritesSchema } from './favorites.schemas.ts';

const a = '5f1c2b3a-1d2e-4f50-8a6b-7c8d9e0f1a2b';
const b = '6a1c2b3a-1d2e-4f50-8a6b-7c8d9e0f1a2b';

describe('merge favourites', () => {
  it('duplicate ids are merged once', () => {
    expect(parsed(mergeFavoritesSchema, { phoneIds: [a, b, a] })).toEqual({ phoneIds: [a, b] });
  });

  it('up to 200 ids are accepted, more are refused', () => {
    expect(errorsOf(mergeFavoritesSchema, { phoneIds: Array(200).fill(a) })).toBeNull();
    expect(errorsOf(mergeFavoritesSchema, { phoneIds: Array(201).fill(a) })).toEqual({
      phoneIds: 'At most 200 favourites can be merged at once',
    });
  });

  it('something that is not an id is refused', () => {
    expect(errorsOf(mergeFavoritesSchema, { phoneIds: [a, 'phone-1'] })).toEqual({ 'phoneIds.1': 'Invalid phone ID' });
  });

  it('a missing list is refused', () => {
    expect(errorsOf(mergeFavoritesSchema, {})).toEqual({ phoneIds: 'phoneIds must be a list of phone IDs' });
  });
});
