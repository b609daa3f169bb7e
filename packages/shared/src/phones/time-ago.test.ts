import { describe, expect, it } from 'vitest';

import { cardTimeAgo, detailTimeAgo, formatTimeAgoEn, type TimeAgo } from './time-ago.ts';

const HOUR = 60 * 60 * 1000;
// 2024-06-15 12:00 in Colombo (06:30 UTC).
const now = new Date('2024-06-15T06:30:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const en = (t: TimeAgo | null) => (t ? formatTimeAgoEn(t) : null);

describe('cardTimeAgo', () => {
  it('says Just now under an hour', () => {
    expect(en(cardTimeAgo(now, now))).toBe('Just now');
    expect(en(cardTimeAgo(ago(59 * 60 * 1000), now))).toBe('Just now');
  });

  it('counts whole hours from one hour up to 23', () => {
    expect(cardTimeAgo(ago(HOUR), now)).toEqual({ unit: 'hours', count: 1 });
    expect(en(cardTimeAgo(ago(HOUR), now))).toBe('1 hour ago');
    expect(en(cardTimeAgo(ago(5.9 * HOUR), now))).toBe('5 hours ago');
    expect(en(cardTimeAgo(ago(23.99 * HOUR), now))).toBe('23 hours ago');
  });

  it('counts whole days from 24 hours until 168 hours', () => {
    expect(en(cardTimeAgo(ago(24 * HOUR), now))).toBe('1 day ago');
    expect(en(cardTimeAgo(ago(47 * HOUR), now))).toBe('1 day ago');
    expect(en(cardTimeAgo(ago(167 * HOUR), now))).toBe('6 days ago');
  });

  it('shows the date from 168 hours on', () => {
    const posted = ago(168 * HOUR);
    expect(cardTimeAgo(posted, now)).toEqual({ unit: 'date', date: posted });
    expect(en(cardTimeAgo(posted, now))).toBe('8 Jun 2024');
  });

  it('treats a time in the future as Just now', () => {
    expect(en(cardTimeAgo(new Date(now.getTime() + 5 * HOUR), now))).toBe('Just now');
  });

  it('accepts ISO strings and timestamps', () => {
    expect(en(cardTimeAgo('2024-06-15T01:30:00.000Z', now))).toBe('5 hours ago');
    expect(en(cardTimeAgo(ago(2 * HOUR).getTime(), now))).toBe('2 hours ago');
  });

  it('is null for an invalid date', () => {
    expect(cardTimeAgo('not a date', now)).toBeNull();
  });
});

describe('detailTimeAgo', () => {
  it('says Today for earlier the same Colombo day', () => {
    // 00:10 in Colombo on the 15th.
    expect(en(detailTimeAgo('2024-06-14T18:40:00.000Z', now))).toBe('Today');
  });

  it('says Yesterday for the previous Colombo day, even minutes before midnight', () => {
    // 23:50 in Colombo on the 14th, and now just after midnight on the 15th.
    const justAfterMidnight = new Date('2024-06-14T18:35:00.000Z');
    expect(en(detailTimeAgo('2024-06-14T18:20:00.000Z', justAfterMidnight))).toBe('Yesterday');
  });

  it('counts days from 2 up to 7', () => {
    expect(en(detailTimeAgo(ago(2 * 24 * HOUR), now))).toBe('2 days ago');
    expect(en(detailTimeAgo(ago(7 * 24 * HOUR), now))).toBe('7 days ago');
  });

  it('counts whole weeks from 8 days up to 30', () => {
    expect(en(detailTimeAgo(ago(8 * 24 * HOUR), now))).toBe('1 week ago');
    expect(en(detailTimeAgo(ago(14 * 24 * HOUR), now))).toBe('2 weeks ago');
    expect(en(detailTimeAgo(ago(30 * 24 * HOUR), now))).toBe('4 weeks ago');
  });

  it('shows the date after 30 days', () => {
    expect(en(detailTimeAgo(ago(31 * 24 * HOUR), now))).toBe('15 May 2024');
  });

  it('treats a day in the future as Today', () => {
    expect(en(detailTimeAgo(new Date(now.getTime() + 48 * HOUR), now))).toBe('Today');
  });

  it('is null for an invalid date', () => {
    expect(detailTimeAgo(Number.NaN, now)).toBeNull();
  });
});
