import { COLOMBO_TIME_ZONE } from '@phonekade/shared/common/colombo-time';
import { languageStore, type Language } from '@/lib/i18n/i18n.ts';

const LOCALES: Record<Language, string> = { en: 'en-GB', si: 'si-LK', ta: 'ta-LK' };

/** A date as people in Sri Lanka read it, in the chosen language. */
export function formatDate(iso: string): string {
  return new Intl.DateTimeFormat(LOCALES[languageStore.get()], {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: COLOMBO_TIME_ZONE,
  }).format(new Date(iso));
}

export function formatDateTime(iso: string): string {
  return new Intl.DateTimeFormat(LOCALES[languageStore.get()], {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: COLOMBO_TIME_ZONE,
  }).format(new Date(iso));
}
