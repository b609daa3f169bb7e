import { describe, expect, it } from 'vitest';
import { phonesQuerySchema } from './phone.schemas.ts';
import {
  decodeCatalogueCursor,
  encodeCatalogueCursor,
  INVALID_CURSOR_MESSAGE,
  type CatalogueCursor,
} from './catalogue-cursor.ts';

const cursor: CatalogueCursor = {
  q: 'abc123',
  k: [95000, '2026-11-21 11:56:25.545123+00', '8aae2c7a-e42a-4592-b800-a3a37cfc82c0'],
  n: 24,
  t: 10_000,
  c: true,
  m: 'exact',
  r: false,
};

describe('the catalogue cursor', () => {
  it('reads back what it was made from, microseconds included', () => {
    expect(decodeCatalogueCursor(encodeCatalogueCursor(cursor))).toEqual(cursor);
  });

  it('refuses any edited, cut or made-up cursor', () => {
    const text = encodeCatalogueCursor(cursor);
    const [payload, sum] = text.split('.') as [string, string];
    const flipped = `${payload.slice(0, 5)}${payload[5] === 'x' ? 'y' : 'x'}${payload.slice(6)}.${sum}`;
    for (const bad of [flipped, text.slice(0, -1), payload, `${payload}.${sum}.x`, '', '%%%.1', 'e30.0']) {
      expect(decodeCatalogueCursor(bad), bad).toBeUndefined();
    }
    const wrongTypes = encodeCatalogueCursor({ ...cursor, n: -1 });
    expect(decodeCatalogueCursor(wrongTypes)).toBeUndefined();
  });

  it('is checked by the query schema, with a message saying what to do', () => {
    expect(phonesQuerySchema.parse({ cursor: encodeCatalogueCursor(cursor) }).cursor).toEqual(cursor);
    const refused = phonesQuerySchema.safeParse({ cursor: 'tampered' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]).toMatchObject({ path: ['cursor'], message: INVALID_CURSOR_MESSAGE });
    expect(phonesQuerySchema.parse({ cursor: '' }).cursor).toBeUndefined();
  });
});
