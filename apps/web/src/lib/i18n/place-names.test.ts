import { describe, expect, it } from 'vitest';
import { listingPlaceText } from './place-names.ts';

const sinhala = (name: string) => ({ Colombo: 'කොළඹ', Kandy: 'මහනුවර' })[name] ?? name;

describe('where a listing is, as cards and details say it', () => {
  it('puts the district in the language shown, never twice', () => {
    expect(listingPlaceText('Nugegoda, Colombo', 'Colombo', sinhala)).toBe('Nugegoda, කොළඹ');
    expect(listingPlaceText('colombo', 'Colombo', sinhala)).toBe('කොළඹ');
    expect(listingPlaceText('Peradeniya', 'Kandy', sinhala)).toBe('Peradeniya, මහනුවර');
    expect(listingPlaceText('', 'Kandy', sinhala)).toBe('මහනුවර');
  });

  it('an older listing without a district shows its location as it is', () => {
    expect(listingPlaceText(' Kandy town ', null, sinhala)).toBe('Kandy town');
    expect(listingPlaceText(null, undefined, sinhala)).toBe('');
  });
});
