import { describe, expect, it } from 'vitest';
import { pickRandom } from './pick-random.ts';

describe('pickRandom', () => {
  it('picks the asked number of distinct items from the list', () => {
    const items = Array.from({ length: 12 }, (_, i) => i);
    for (let run = 0; run < 50; run++) {
      const picked = pickRandom(items, 3);
      expect(picked).toHaveLength(3);
      expect(new Set(picked).size).toBe(3);
      for (const item of picked) expect(items).toContain(item);
    }
  });

  it('gives every item when the list is shorter than the count, and nothing for an empty list', () => {
    expect(pickRandom([1, 2], 3).sort()).toEqual([1, 2]);
    expect(pickRandom([], 3)).toEqual([]);
  });

  it('does not change the list it was given', () => {
    const items = [1, 2, 3, 4];
    pickRandom(items, 2, () => 0);
    expect(items).toEqual([1, 2, 3, 4]);
  });

  it('can pick any item, not only the first ones', () => {
    const seen = new Set<number>();
    for (let run = 0; run < 200; run++) seen.add(pickRandom([0, 1, 2, 3, 4, 5], 1)[0]!);
    expect(seen.size).toBe(6);
  });
});
