import { cardTimeAgo, detailTimeAgo, type TimeAgo } from '@phonekade/shared/phones/time-ago';
import { formatDate } from '@/lib/i18n/format-date.ts';
import { languageStore, useT, type Language } from '@/lib/i18n/i18n.ts';
import { useToldFromNow } from '@/lib/page-clock.ts';

export function formatListingDate(date: Date, language: Language): string {
  return formatDate(date, language);
}

/** How long ago `value` was, in the current language: cards count hours and days, details days and weeks. */
export function useTimeAgo(value: string | null | undefined, kind: 'card' | 'detail'): string | null {
  const t = useT();
  const language = languageStore.use();
  return useToldFromNow((now) => {
    if (!value) return null;
    const timeAgo: TimeAgo | null = kind === 'card' ? cardTimeAgo(value, now) : detailTimeAgo(value, now);
    if (!timeAgo) return null;
    switch (timeAgo.unit) {
      case 'justNow':
      case 'today':
      case 'yesterday':
        return t(`phone.timeAgo.${timeAgo.unit}`);
      case 'hours':
      case 'days':
      case 'weeks':
        return t(`phone.timeAgo.${timeAgo.unit}`, { count: timeAgo.count });
      case 'date':
        return formatListingDate(timeAgo.date, language);
    }
  });
}
