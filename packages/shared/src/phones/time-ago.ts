// Relative posted times. The functions return what to say as data, because the web app says
// it in English, Sinhala or Tamil; formatTimeAgoEn gives the English text.
// Days are counted on the Sri Lankan calendar (see colombo-time.ts), so 'Yesterday' means the same on
// the server and in every browser.
import { colomboDayNumber, COLOMBO_TIME_ZONE } from '../common/colombo-time.ts';

export type TimeAgo =
  | { unit: 'justNow' }
  | { unit: 'today' }
  | { unit: 'yesterday' }
  | { unit: 'hours' | 'days' | 'weeks'; count: number }
  | { unit: 'date'; date: Date };

const HOUR_MS = 60 * 60 * 1000;

function toDate(value: Date | string | number): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * On a card: 'Just now' under an hour, then whole hours under 24, then whole days under 168 hours
 * (7 days), then the date. A time in the future (clock skew) is 'Just now'. Null for an invalid date.
 */
export function cardTimeAgo(value: Date | string | number, now: Date = new Date()): TimeAgo | null {
  const date = toDate(value);
  if (!date) return null;
  const hours = Math.floor((now.getTime() - date.getTime()) / HOUR_MS);
  if (hours < 1) return { unit: 'justNow' };
  if (hours < 24) return { unit: 'hours', count: hours };
  if (hours < 168) return { unit: 'days', count: Math.floor(hours / 24) };
  return { unit: 'date', date };
}

/**
 * On the detail page: Today, Yesterday, 'N days ago' up to 7 days, 'N weeks ago' (whole weeks) up to
 * 30 days, then the date. A day in the future (clock skew) is Today. Null for an invalid date.
 */
export function detailTimeAgo(value: Date | string | number, now: Date = new Date()): TimeAgo | null {
  const date = toDate(value);
  if (!date) return null;
  const days = colomboDayNumber(now) - colomboDayNumber(date);
  if (days <= 0) return { unit: 'today' };
  if (days === 1) return { unit: 'yesterday' };
  if (days <= 7) return { unit: 'days', count: days };
  if (days <= 30) return { unit: 'weeks', count: Math.floor(days / 7) };
  return { unit: 'date', date };
}

// Made on first use: a formatter with a time zone loads the zone's data, a long task on a slow phone
// if done while the app loads (docs/performance.md).
let dateFormat: Intl.DateTimeFormat | undefined;
const colomboDate = () =>
  (dateFormat ??= new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: COLOMBO_TIME_ZONE,
  }));

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'} ago`;
}

/** English text: 'Just now', 'Today', 'Yesterday', '1 hour ago', '5 days ago', '2 weeks ago', '3 Mar 2024'. */
export function formatTimeAgoEn(timeAgo: TimeAgo): string {
  switch (timeAgo.unit) {
    case 'justNow':
      return 'Just now';
    case 'today':
      return 'Today';
    case 'yesterday':
      return 'Yesterday';
    case 'hours':
      return plural(timeAgo.count, 'hour');
    case 'days':
      return plural(timeAgo.count, 'day');
    case 'weeks':
      return plural(timeAgo.count, 'week');
    case 'date':
      return colomboDate().format(timeAgo.date);
  }
}
