import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { fieldErrors, firstErrorMessage, ROOT_ERROR_KEY } from './zod-errors.ts';

const schema = z.object({
  name: z.string().min(1, 'Name is required').min(3, 'Too short'),
  address: z.object({ city: z.string({ error: 'City is required' }) }),
  items: z.array(z.object({ id: z.string({ error: 'Item id is required' }) })),
});

describe('zod errors for people', () => {
  it('each field gets its first message, keyed by its dotted path', () => {
    const result = schema.safeParse({ name: '', address: {}, items: [{}] });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({
      name: 'Name is required',
      'address.city': 'City is required',
      'items.0.id': 'Item id is required',
    });
  });

  it('the first message follows the schema order', () => {
    const result = schema.safeParse({ name: '', address: {}, items: [] });
    expect(firstErrorMessage(result.error!)).toBe('Name is required');
  });

  it('an issue about the whole input is keyed as the root', () => {
    const result = schema.safeParse('nope');
    expect(Object.keys(fieldErrors(result.error!))).toEqual([ROOT_ERROR_KEY]);
  });

  it('an error without issues still has a message', () => {
    expect(firstErrorMessage({ issues: [] })).toBe('Invalid input');
  });
});
