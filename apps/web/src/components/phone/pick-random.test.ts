import { describe, expect, it } from 'vitest';
import { pickRandom, seededRandom } from './pick-random.ts';

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

describe('seededRandom', () => {
  it('gives the same numbers for the same seed, others for another, all in [0, 1)', () => {
    const take = (seed: string) => Array.from({ length: 20 }, seededRandom(seed));
    expect(take('a,b,c')).toEqual(take('a,b,c'));
    expect(take('a,b,c')).not.toEqual(take('a,b,d'));
    for (const value of take('phones')) {
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });

  it('draws every item over many seeds', () => {
    const seen = new Set<number>();
    for (let seed = 0; seed < 200; seed++) seen.add(pickRandom([0, 1, 2, 3, 4, 5], 1, seededRandom(String(seed)))[0]!);
    expect(seen.size).toBe(6);
  });
});
