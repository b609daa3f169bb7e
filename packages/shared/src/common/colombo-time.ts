// Calendar days as people in Sri Lanka count them. Sri Lanka keeps UTC+05:30 all year (no daylight
// saving), so a fixed offset gives the same answer on a server in UTC and in any browser.

export const COLOMBO_UTC_OFFSET_MINUTES = 330;
export const COLOMBO_TIME_ZONE = 'Asia/Colombo';

const DAY_MS = 24 * 60 * 60 * 1000;
const OFFSET_MS = COLOMBO_UTC_OFFSET_MINUTES * 60 * 1000;

/** Days since 1970-01-01 on the Colombo calendar: two dates on the same local day give the same number. */
export function colomboDayNumber(date: Date): number {
  return Math.floor((date.getTime() + OFFSET_MS) / DAY_MS);
}

/** The Colombo calendar date as 'YYYY-MM-DD'. */
export function colomboDateString(date: Date): string {
  return new Date(date.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}
