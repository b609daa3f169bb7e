import { describe, expect, it } from 'vitest';
import { replyWithin, replyWithinText } from './reply-time.ts';

describe('replyWithin', () => {
  it('rounds the median up into steps', () => {
    expect(replyWithin(3)).toEqual({ unit: 'minutes', count: 15 });
    expect(replyWithin(16)).toEqual({ unit: 'minutes', count: 30 });
    expect(replyWithin(60)).toEqual({ unit: 'hour', count: 1 });
    expect(replyWithin(61)).toEqual({ unit: 'hours', count: 2 });
    expect(replyWithin(23 * 60)).toEqual({ unit: 'hours', count: 23 });
    expect(replyWithin(23 * 60 + 1)).toEqual({ unit: 'day', count: 1 });
    expect(replyWithin(50 * 60)).toEqual({ unit: 'days', count: 3 });
  });

  it('words it in English', () => {
    expect(replyWithinText(90)).toBe('Usually replies within 2 hours');
    expect(replyWithinText(45)).toBe('Usually replies within an hour');
  });
});
