import type { PhoneDto } from '@phonekade/shared/phones/phone.types';
import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  browseStats,
  formatResultCount,
  DEFAULT_FILTERS,
  filtersFromSearch,
  filtersToSearch,
  toPhonesQuery,
} from './browse-filters.ts';

describe('browse filters', () => {
  it('sends only the page, the page size and the sort when nothing is filtered', () => {
    expect(toPhonesQuery(DEFAULT_FILTERS)).toEqual({ page: 1, limit: 12, sort: 'featured' });
  });

  it('sends a price bound only when it moved away from its default', () => {
    expect(toPhonesQuery({ ...DEFAULT_FILTERS, minPrice: 80_000 }, 2)).toEqual({
      page: 2,
      limit: 12,
      sort: 'featured',
      minPrice: 80_000,
    });
    expect(toPhonesQuery({ ...DEFAULT_FILTERS, maxPrice: 150_000 }).maxPrice).toBe(150_000);
    expect(toPhonesQuery({ ...DEFAULT_FILTERS, maxPrice: 150_000 }).minPrice).toBeUndefined();
  });

  it("does not send brand or condition 'all', and trims the search", () => {
    const query = toPhonesQuery({ ...DEFAULT_FILTERS, search: '  pixel ', brand: 'Google', condition: 'all' });
    expect(query.search).toBe('pixel');
    expect(query.brand).toBe('Google');
    expect(query).not.toHaveProperty('condition');
    expect(toPhonesQuery({ ...DEFAULT_FILTERS, search: '   ' })).not.toHaveProperty('search');
  });

  it('counts a brand as one filter and a moved price range as one, however many bounds moved', () => {
    expect(activeFilterCount(DEFAULT_FILTERS)).toBe(0);
    expect(activeFilterCount({ ...DEFAULT_FILTERS, brand: 'Apple' })).toBe(1);
    expect(activeFilterCount({ ...DEFAULT_FILTERS, minPrice: 10_000, maxPrice: 90_000 })).toBe(1);
    expect(activeFilterCount({ ...DEFAULT_FILTERS, brand: 'Apple', maxPrice: 90_000 })).toBe(2);
  });

  it('reads the filters back from the address it wrote', () => {
    const filters = {
      ...DEFAULT_FILTERS,
      search: 'iphone 14',
      brand: 'Apple',
      minPrice: 80_000,
      sort: 'price_low' as const,
    };
    expect(filtersToSearch(filters)).toBe('?search=iphone+14&brand=Apple&minPrice=80000&sort=price_low');
    expect(filtersFromSearch(filtersToSearch(filters))).toEqual(filters);
    expect(filtersToSearch(DEFAULT_FILTERS)).toBe('');
  });

  it('ignores an address with nonsense in it', () => {
    expect(filtersFromSearch('?sort=cheapest&minPrice=abc&maxPrice=-5')).toEqual(DEFAULT_FILTERS);
    expect(filtersFromSearch('?minPrice=900000&maxPrice=100000')).toMatchObject({
      minPrice: 100_000,
      maxPrice: 900_000,
    });
    expect(filtersFromSearch('?maxPrice=99999999').maxPrice).toBe(1_000_000);
  });
});

const phone = (fields: Partial<PhoneDto>): PhoneDto =>
  ({ title: 'Phone', price: 100_000, originalPrice: null, rating: 0, ...fields }) as PhoneDto;

describe('browse stat tiles', () => {
  it('falls back to rating 4.7 and trending iPhone 14 when nothing is rated or repeated', () => {
    const stats = browseStats([phone({ title: 'Pixel 8' }), phone({ title: 'Galaxy S23' })], 2);
    expect(stats).toMatchObject({ total: 2, rating: 4.7, trending: 'iPhone 14' });
    expect(browseStats([], 0)).toEqual({
      total: 0,
      totalIsCapped: false,
      rating: 4.7,
      bestDeal: null,
      trending: 'iPhone 14',
    });
    expect(browseStats([], 10_000, true).totalIsCapped).toBe(true);
    expect(formatResultCount(10_000, true)).toBe('10,000+');
    expect(formatResultCount(1234, false)).toBe('1,234');
  });

  it('averages the sellers’ ratings and names the model listed most often', () => {
    const stats = browseStats(
      [
        phone({ title: 'Galaxy S23', sellerId: { rating: 4 } as PhoneDto['sellerId'] }),
        phone({ title: 'galaxy s23', sellerId: { rating: 5 } as PhoneDto['sellerId'] }),
        phone({ title: 'Pixel 8', sellerId: { rating: 0 } as PhoneDto['sellerId'] }),
      ],
      40,
    );
    expect(stats.rating).toBe(4.5);
    expect(stats.trending).toBe('Galaxy S23');
    expect(stats.total).toBe(40);
  });

  it('takes the biggest saving as the best deal, else the lowest price', () => {
    expect(
      browseStats(
        [phone({ price: 90_000, originalPrice: 100_000 }), phone({ price: 50_000, originalPrice: 100_000 })],
        2,
      ).bestDeal,
    ).toEqual({ price: 50_000, percent: 50 });
    expect(browseStats([phone({ price: 90_000 }), phone({ price: 70_000 })], 2).bestDeal).toEqual({
      price: 70_000,
      percent: null,
    });
  });

  it('takes the phone furthest under its typical price as the best deal first', () => {
    const band = { low: 100_000, median: 110_000, high: 120_000, count: 5 };
    expect(
      browseStats(
        [
          phone({ price: 50_000, originalPrice: 100_000 }),
          phone({ price: 80_000, fairPrice: band }),
          phone({ price: 95_000, fairPrice: band }),
        ],
        3,
      ).bestDeal,
    ).toEqual({ price: 80_000, percent: null, underTypical: 20 });
    // Nothing under its band: the saving rule as before.
    expect(browseStats([phone({ price: 105_000, fairPrice: band })], 1).bestDeal).toEqual({
      price: 105_000,
      percent: null,
    });
  });
});

describe('browse by place', () => {
  it('sends a province and a district by name and keeps them in the address bar', () => {
    const filters = { ...DEFAULT_FILTERS, province: 'Central', district: 'Kandy' };
    expect(toPhonesQuery(filters)).toMatchObject({ province: 'Central', district: 'Kandy' });
    expect(filtersToSearch(filters)).toBe('?province=Central&district=Kandy');
    expect(filtersFromSearch('?province=Central&district=Kandy')).toMatchObject({
      province: 'Central',
      district: 'Kandy',
    });
    expect(toPhonesQuery(DEFAULT_FILTERS)).not.toHaveProperty('district');
  });

  it('reads a link with any case, and drops an unknown place or a district outside the province', () => {
    expect(filtersFromSearch('?district=kandy')).toMatchObject({ province: 'all', district: 'Kandy' });
    expect(filtersFromSearch('?district=Atlantis&province=Mars')).toMatchObject({ province: 'all', district: 'all' });
    expect(filtersFromSearch('?province=Northern&district=Colombo')).toMatchObject({
      province: 'Northern',
      district: 'all',
    });
  });

  it('counts a place as one filter', () => {
    expect(activeFilterCount({ ...DEFAULT_FILTERS, province: 'Western', district: 'Colombo' })).toBe(1);
    expect(activeFilterCount({ ...DEFAULT_FILTERS, district: 'Galle', brand: 'Oppo' })).toBe(2);
  });
});
