import { afterEach, describe, expect, it, test, vi } from 'vitest';
import { initialLanguage, translate } from './i18n.ts';

describe('plural forms', () => {
  test('follow Intl.PluralRules: one review, two reviews', () => {
    expect(translate('en', 'details.seller.reviews', { count: 1 })).toBe('1 review');
    expect(translate('en', 'details.seller.reviews', { count: 2 })).toBe('2 reviews');
    expect(translate('en', 'admin.card.reviews', { rating: '4.5', count: 1 })).toBe('4.5 (1 review)');
    expect(translate('ta', 'details.seller.reviews', { count: 1 })).toBe('1 மதிப்புரை');
    expect(translate('ta', 'details.seller.reviews', { count: 3 })).toBe('3 மதிப்புரைகள்');
  });

  test('read a count that came formatted with thousands separators', () => {
    expect(translate('en', 'browse.search.results', { count: '1,234' })).toBe('1,234 phones found');
    expect(translate('en', 'browse.search.results', { count: '1' })).toBe('1 phone found');
  });
});

describe('the language of a first visit', () => {
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
  });
  const browser = (languages: string[]) =>
    vi.stubGlobal('navigator', { ...navigator, languages, language: languages[0] ?? '' });

  it('follows the browser when its first language is Sinhala or Tamil', () => {
    localStorage.clear();
    browser(['si-LK', 'en-US']);
    expect(initialLanguage()).toBe('si');
    browser(['ta-LK', 'ta', 'en']);
    expect(initialLanguage()).toBe('ta');
  });

  it('is English for any other browser language', () => {
    localStorage.clear();
    browser(['fr-FR', 'de']);
    expect(initialLanguage()).toBe('en');
  });

  it('a language chosen before wins over the browser', () => {
    localStorage.setItem('language', 'ta');
    browser(['si-LK']);
    expect(initialLanguage()).toBe('ta');
  });
});
