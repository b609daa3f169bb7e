import { COLOMBO_TIME_ZONE } from '@phonekade/shared/common/colombo-time';
import { translate, type Language } from './i18n.ts';

const MONTH_KEYS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'] as const;

// Made on first use, not when the app loads: a formatter with a time zone loads the zone's data,
// which on a slow phone is a long task before the first view (docs/performance.md).
let partsFormat: Intl.DateTimeFormat | undefined;
const colomboParts = () =>
  (partsFormat ??= new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: COLOMBO_TIME_ZONE,
  }));

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
  const parts = Object.fromEntries(
    (options.calendarDate
      ? new Intl.DateTimeFormat('en-GB', {
          day: 'numeric',
          month: 'numeric',
          year: 'numeric',
          timeZone: 'UTC',
        })
      : colomboParts()
    )
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  const month = translate(language, `common.months.${MONTH_KEYS[Number(parts.month) - 1]!}`);
  const day = `${Number(parts.day)} ${month} ${parts.year}`;
  return options.time && !options.calendarDate ? `${day}, ${parts.hour}:${parts.minute}` : day;
}
