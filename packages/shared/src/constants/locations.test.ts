import { describe, expect, it } from 'vitest';

import {
  DISTRICT_NAMES,
  districtsOf,
  isDistrictInProvince,
  PROVINCE_NAMES,
  PROVINCES,
  provinceOfDistrict,
} from './locations.ts';

describe('provinces and districts', () => {
  it('there are the 9 provinces of the spec, in its order', () => {
    expect(PROVINCE_NAMES).toEqual([
      'Western',
      'Central',
      'Southern',
      'Northern',
      'Eastern',
      'North Western',
      'North Central',
      'Uva',
      'Sabaragamuwa',
    ]);
  });

  it('there are 25 districts, each named once', () => {
    expect(DISTRICT_NAMES).toHaveLength(25);
    expect(new Set(DISTRICT_NAMES).size).toBe(25);
  });

  it('each province lists its districts in the spec order', () => {
    expect(districtsOf('Western').map((d) => d.name)).toEqual(['Colombo', 'Gampaha', 'Kalutara']);
    expect(districtsOf('Northern').map((d) => d.name)).toEqual([
      'Jaffna',
      'Kilinochchi',
      'Mannar',
      'Mullaitivu',
      'Vavuniya',
    ]);
    expect(districtsOf('Uva').map((d) => d.name)).toEqual(['Badulla', 'Moneragala']);
  });

  it('every province and district has Sinhala and Tamil names and at least one town', () => {
    for (const province of PROVINCES) {
      expect(province.si).not.toBe('');
      expect(province.ta).not.toBe('');
      for (const district of province.districts) {
        expect(district.si).not.toBe('');
        expect(district.ta).not.toBe('');
        expect(district.towns.length).toBeGreaterThan(0);
      }
    }
  });

  it('an unknown province has no districts', () => {
    expect(districtsOf('Atlantis')).toEqual([]);
    expect(districtsOf('western')).toEqual([]);
  });

  it('a district belongs only to its own province', () => {
    expect(isDistrictInProvince('Western', 'Colombo')).toBe(true);
    expect(isDistrictInProvince('Central', 'Colombo')).toBe(false);
    expect(isDistrictInProvince('Atlantis', 'Colombo')).toBe(false);
  });

  it('a district names its province', () => {
    expect(provinceOfDistrict('Kegalle')).toBe('Sabaragamuwa');
    expect(provinceOfDistrict('Atlantis')).toBeUndefined();
  });
});
