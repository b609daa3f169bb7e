import { describe, expect, it } from 'vitest';
import { translate } from '@/lib/i18n/i18n.ts';
import { browseAddress, describeFilters, hasFilters, suggestedName } from './saved-search-text.ts';

const englishPlaces = { province: (name: string) => name, district: (name: string) => name };
const sinhalaPlaces = { province: () => 'දකුණු පළාත', district: () => 'ගාල්ල' };

const loadLocales = (language: 'en' | 'si' | 'ta') =>
  Promise.resolve((key: string, vars?: Record<string, string | number>) => translate(language, key, vars));

describe('saved-search texts', () => {
  it('suggests a name from the filters, the way a buyer would say it', async () => {
    const t = await loadLocales('en');
    expect(suggestedName(t, { search: 'iPhone', maxPrice: 150_000 })).toBe('iPhone under 150,000');
    expect(suggestedName(t, { brand: 'Samsung', condition: 'Good', minPrice: 50_000, maxPrice: 90_000 })).toBe(
      'Samsung Good, 50,000 to 90,000',
    );
    expect(suggestedName(t, { search: 'apple iphone 13', brand: 'Apple' })).toBe('apple iphone 13');
    expect(suggestedName(t, { minPrice: 300_000 })).toBe('Any phone over 300,000');
  });

  it('names it in Sinhala and Tamil too', async () => {
    expect(suggestedName(await loadLocales('si'), { search: 'iPhone', maxPrice: 150_000 })).toBe('150,000ට අඩු iPhone');
    expect(suggestedName(await loadLocales('ta'), { search: 'iPhone', maxPrice: 150_000 })).toBe(
      '150,000க்குக் குறைவான iPhone',
    );
  });

  it('describes the filters in one line', async () => {
    const t = await loadLocales('en');
    expect(describeFilters(t, { search: 'iPhone', brand: 'Apple', maxPrice: 150_000 }, englishPlaces)).toBe(
      '“iPhone” · Apple · up to LKR 150,000',
    );
    expect(describeFilters(t, { minPrice: 10_000, maxPrice: 20_000 }, englishPlaces)).toBe('LKR 10,000 to 20,000');
  });

  it('names the place: the district when there is one, else the province, in the language shown', async () => {
    const t = await loadLocales('en');
    expect(describeFilters(t, { brand: 'Oppo', province: 'Southern', district: 'Galle' }, englishPlaces)).toBe(
      'Oppo · Galle',
    );
    expect(describeFilters(t, { province: 'Southern' }, englishPlaces)).toBe('Southern');
    expect(describeFilters(t, { brand: 'Oppo', district: 'Galle' }, sinhalaPlaces)).toBe('Oppo · ගාල්ල');
    expect(browseAddress({ brand: 'Oppo', province: 'Southern', district: 'Galle' })).toBe(
      '/phones?brand=Oppo&province=Southern&district=Galle',
    );
  });

  it('opens Browse with the same filters', () => {
    expect(browseAddress({ search: 'iPhone 13', brand: 'Apple', maxPrice: 150_000 })).toBe(
      '/phones?search=iPhone+13&brand=Apple&maxPrice=150000',
    );
    expect(browseAddress({})).toBe('/phones');
  });

  it('has something to save only with a search or a filter', () => {
    expect(hasFilters({})).toBe(false);
    expect(hasFilters({ search: undefined, brand: undefined })).toBe(false);
    expect(hasFilters({ condition: 'Good' })).toBe(true);
  });
});
