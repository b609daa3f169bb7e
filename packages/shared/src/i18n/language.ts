/** The product's languages: English (the spec's wording), Sinhala and Tamil. */
export const LANGUAGES = ['en', 'si', 'ta'] as const;
export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The best of our languages for an Accept-Language header ('si-LK,si;q=0.9,en;q=0.8'): the highest
 * weighted tag whose primary subtag we speak; English when none matches or the header is missing.
 */
export function pickLanguage(header: string | null | undefined): Language {
  if (!header) return 'en';
  let best: { language: Language; weight: number } | undefined;
  for (const part of header.slice(0, 500).split(',')) {
    const [tag = '', ...params] = part.trim().split(';');
    const primary = tag.trim().toLowerCase().split('-')[0];
    if (!isLanguage(primary)) continue;
    const q = params.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    const weight = q === undefined ? 1 : Number(q);
    if (!Number.isFinite(weight) || weight <= 0) continue;
    if (!best || weight > best.weight) best = { language: primary, weight };
  }
  return best?.language ?? 'en';
}
