import { COLOMBO_UTC_OFFSET_MINUTES } from '@phonekade/shared/common/colombo-time';
import { translate, type Language } from './i18n.ts';

const MONTH_KEYS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'] as const;
const OFFSET_MS = COLOMBO_UTC_OFFSET_MINUTES * 60_000;
const twoDigits = (value: number) => String(value).padStart(2, '0');

export interface FormatDateOptions {
  /** Add the time of day (24-hour, Colombo time). */
  time?: boolean;
  /** The calendar date as stored ('YYYY-MM-DD', a birthday): read in UTC, never shifted a day. */
  calendarDate?: boolean;
}

/**
 * A date as people in Sri Lanka write it, day before month in every language ('6 Nov 2026',
 * '6 නොවැම්බර් 2026', '6 நவம்பர் 2026'), month names from the locale files (never a bare '11/6/2026',
 * and no English months in Sinhala or Tamil), in Colombo time.
 */
export function formatDate(value: Date | string, language: Language, options: FormatDateOptions = {}): string {
  const date =
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(value);
  if (Number.isNaN(date.getTime())) return typeof value === 'string' ? value : '';
  // Colombo's wall clock is UTC+05:30 all year, so the shifted date's UTC fields are its local ones. No
  // Intl formatter: the first one with a time zone loads the zone's data, a long task on a slow phone
  // (docs/performance.md).
  const local = options.calendarDate ? date : new Date(date.getTime() + OFFSET_MS);
  const month = translate(language, `common.months.${MONTH_KEYS[local.getUTCMonth()]!}`);
  const day = `${local.getUTCDate()} ${month} ${local.getUTCFullYear()}`;
  return options.time && !options.calendarDate
    ? `${day}, ${twoDigits(local.getUTCHours())}:${twoDigits(local.getUTCMinutes())}`
    : day;
}
