import { formatDate as formatInLanguage } from '@/lib/i18n/format-date.ts';
import { languageStore } from '@/lib/i18n/i18n.ts';

/** A date as people in Sri Lanka read it, in the chosen language. */
export function formatDate(iso: string): string {
  return formatInLanguage(iso, languageStore.get());
}

export function formatDateTime(iso: string): string {
  return formatInLanguage(iso, languageStore.get(), { time: true });
}
