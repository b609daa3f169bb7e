import { PROVINCES } from '@phonekade/shared/constants/locations';
import { languageStore } from './i18n.ts';

interface Place {
  readonly name: string;
  readonly si: string;
  readonly ta: string;
}

const DISTRICTS = new Map<string, Place>(PROVINCES.flatMap((p) => p.districts.map((d) => [d.name, d] as const)));
const PROVINCE_PLACES = new Map<string, Place>(PROVINCES.map((p) => [p.name, p] as const));

/**
 * Province and district names in the language shown: the stored English name in English, the Sinhala or
 * Tamil name from the shared list otherwise. An unknown district name is shown as it is.
 */
export function usePlaceNames() {
  const language = languageStore.use();
  const place = (p: Place) => (language === 'en' ? p.name : p[language]);
  return {
    place,
    district: (name: string) => {
      const found = DISTRICTS.get(name);
      return found ? place(found) : name;
    },
    province: (name: string) => {
      const found = PROVINCE_PLACES.get(name);
      return found ? place(found) : name;
    },
  };
}

/**
 * Where a listing is, as cards and details show it: the seller's location with the district in the
 * language shown. A location that already ends with the district's English name ('Nugegoda, Colombo',
 * 'Colombo') has that part replaced, so the district is never said twice.
 */
export function listingPlaceText(
  location: string | null | undefined,
  district: string | null | undefined,
  districtName: (name: string) => string,
): string {
  const where = location?.trim() ?? '';
  if (!district) return where;
  const shown = districtName(district);
  if (!where) return shown;
  const lower = where.toLowerCase();
  const name = district.toLowerCase();
  if (lower === name) return shown;
  if (lower.endsWith(`, ${name}`)) return `${where.slice(0, where.length - name.length - 2)}, ${shown}`;
  return `${where}, ${shown}`;
}
