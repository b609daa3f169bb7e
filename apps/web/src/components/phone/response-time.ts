import { replyWithin } from '@phonekade/shared/conversations/reply-time';
import type { TranslateVars } from '@/lib/i18n/i18n.ts';

type T = (key: string, vars?: TranslateVars) => string;

/**
 * A seller's response time in the reader's language: the median of their first replies once there
 * are enough conversations (docs/decisions/063-reply-time-median.md), else their own text ('Within
 * 1 hour' is worded in the reader's language), else the site's default.
 */
export function responseTimeText(t: T, seller: { replyMinutes?: number | null; responseTime?: string | null }): string {
  if (typeof seller.replyMinutes === 'number') {
    const within = replyWithin(seller.replyMinutes);
    return t(`details.seller.usually.${within.unit}`, { count: within.count });
  }
  const value = seller.responseTime;
  const match = /^Within (\d+) (minute|hour|day)s?$/i.exec(value?.trim() ?? '');
  if (match) return t(`details.seller.within.${match[2]!.toLowerCase()}s`, { count: Number(match[1]) });
  return value || t('details.seller.responseDefault');
}
