import { describe, expect, test } from 'vitest';
import { formatDate } from './format-date.ts';

describe('formatDate', () => {
  const date = '2026-11-06T04:30:00Z'; // 10:00 in Colombo

  test('puts the day before the month in every language, never a bare 11/6/2026', () => {
    expect(formatDate(date, 'en')).toBe('6 Nov 2026');
    expect(formatDate(date, 'si')).toBe('6 නොවැම්බර් 2026');
    expect(formatDate(date, 'ta')).toBe('6 நவம்பர் 2026');
  });

  test('adds the Colombo time of day when asked', () => {
    expect(formatDate(date, 'si', { time: true })).toBe('6 නොවැම්බර් 2026, 10:00');
    expect(formatDate('2026-11-06T20:00:00Z', 'en', { time: true })).toBe('7 Nov 2026, 01:30');
  });

  test('a stored calendar date is never shifted a day', () => {
    expect(formatDate('1990-01-01', 'ta', { calendarDate: true })).toBe('1 ஜனவரி 1990');
  });
});
