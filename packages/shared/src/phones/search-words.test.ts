import { describe, expect, it } from 'vitest';
import {
  BRAND_ALIASES,
  brandWordFor,
  catalogueSearchWords,
  FILLER_WORDS,
  SEARCH_MAX_WORDS,
  searchWords,
} from './search-words.ts';

describe('search words', () => {
  it('reads Sinhala and Tamil brand names as the catalogue word', () => {
    expect(searchWords('ඇපල්')).toEqual(['apple']);
    expect(searchWords('சாம்சங்')).toEqual(['samsung']);
    expect(searchWords('සැම්සුන් galaxy s23')).toEqual(['samsung', 'galaxy', 's23']);
    expect(searchWords('ரெட்மி Note 12')).toEqual(['redmi', 'note', '12']);
  });

  it('keeps Sinhala and Tamil words whole, with their vowel signs', () => {
    expect(searchWords('බැටරිය අලුත්')).toEqual(['බැටරිය', 'අලුත්']);
    expect(searchWords('ශ්‍රී ලංකා')).toEqual(['ශ්‍රී', 'ලංකා']);
  });

  it('a brand written as two words or with an ending is still the brand', () => {
    expect(searchWords('වන් ප්ලස් 11')).toEqual(['oneplus', '11']);
    expect(brandWordFor('சாம்சங்கில்')).toBe('samsung');
    expect(brandWordFor('ශ්‍රී')).toBeUndefined();
  });

  it('every listed brand has a Sinhala and a Tamil spelling', () => {
    const brands = ['oppo', 'vivo', 'realme', 'tecno', 'infinix', 'honor', 'nokia', 'motorola', 'sony', 'lg'];
    for (const brand of [...brands, 'huawei', 'google', 'oneplus', 'xiaomi', 'apple', 'samsung']) {
      const spellings = BRAND_ALIASES[brand] ?? [];
      expect(
        spellings.some((s) => /\p{Script=Sinhala}/u.test(s)),
        brand,
      ).toBe(true);
      expect(
        spellings.some((s) => /\p{Script=Tamil}/u.test(s)),
        brand,
      ).toBe(true);
      for (const spelling of spellings) expect(searchWords(spelling), spelling).toEqual([brand]);
    }
  });

  it('punctuation and stray marks give no words; long searches stop at the word limit', () => {
    expect(searchWords('!!! ... ??')).toEqual([]);
    expect(searchWords('ා ් ்')).toEqual([]);
    expect(searchWords('a b c d e f g h i j')).toHaveLength(SEARCH_MAX_WORDS);
    expect(searchWords('iPhone-13:*|&')).toEqual(['iphone', '13']);
  });

  it('leaves out the words every listing means, in each language, and keeps the rest in order', () => {
    expect(catalogueSearchWords('Samsung phone for sale')).toEqual(['samsung']);
    expect(catalogueSearchWords('used iPhone 13 mobile')).toEqual(['iphone', '13']);
    expect(catalogueSearchWords('සැම්සුන් ෆෝන්')).toEqual(['samsung']);
    expect(catalogueSearchWords('ஆப்பிள் மொபைல் போன்')).toEqual(['apple']);
    expect(catalogueSearchWords('mobile phone')).toEqual([]);
    // A word that only starts like one is a word of its own ('phoneix', 'usedd').
    expect(catalogueSearchWords('phoneix usedd')).toEqual(['phoneix', 'usedd']);
  });

  it('the words left out do not count towards the word limit', () => {
    const words = catalogueSearchWords('used phone for sale samsung galaxy s23 ultra 256gb black 5g esim');
    expect(words).toEqual(['samsung', 'galaxy', 's23', 'ultra', '256gb', 'black', '5g', 'esim']);
    expect(words).toHaveLength(SEARCH_MAX_WORDS);
  });

  it('each filler word is one search word as written', () => {
    for (const word of FILLER_WORDS) expect(searchWords(word), word).toEqual([word]);
  });
});
