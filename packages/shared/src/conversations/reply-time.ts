// How quickly a seller usually answers, from the median of their first replies
// (docs/decisions/063-reply-time-median.md).

/** Below this many answered conversations the seller's own fixed text is shown instead. */
export const REPLY_TIME_MIN_CONVERSATIONS = 3;

export type ReplyWithin =
  | { unit: 'minutes'; count: 15 | 30 }
  | { unit: 'hour'; count: 1 }
  | { unit: 'hours'; count: number }
  | { unit: 'day'; count: 1 }
  | { unit: 'days'; count: number };

/** The median in minutes, rounded up into a step a person reads at a glance. */
export function replyWithin(medianMinutes: number): ReplyWithin {
  if (medianMinutes <= 15) return { unit: 'minutes', count: 15 };
  if (medianMinutes <= 30) return { unit: 'minutes', count: 30 };
  if (medianMinutes <= 60) return { unit: 'hour', count: 1 };
  const hours = Math.ceil(medianMinutes / 60);
  if (hours < 24) return { unit: 'hours', count: hours };
  const days = Math.ceil(hours / 24);
  return days === 1 ? { unit: 'day', count: 1 } : { unit: 'days', count: days };
}

/** The English text: 'Usually replies within 2 hours'. */
export function replyWithinText(medianMinutes: number): string {
  const within = replyWithin(medianMinutes);
  switch (within.unit) {
    case 'minutes':
      return `Usually replies within ${within.count} minutes`;
    case 'hour':
      return 'Usually replies within an hour';
    case 'hours':
      return `Usually replies within ${within.count} hours`;
    case 'day':
      return 'Usually replies within a day';
    case 'days':
      return `Usually replies within ${within.count} days`;
  }
}
