import { COLOMBO_TIME_ZONE } from '@phonekade/shared/common/colombo-time';
import { cardTimeAgo, detailTimeAgo, type TimeAgo } from '@phonekade/shared/phones/time-ago';
import { languageStore, useT, type Language } from '@/lib/i18n/i18n.ts';

const DATE_LOCALES: Record<Language, string> = { en: 'en-GB', si: 'si-LK', ta: 'ta-LK' };

export function formatListingDate(date: Date, language: Language): string {
  return new Intl.DateTimeFormat(DATE_LOCALES[language], {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: COLOMBO_TIME_ZONE,
  }).format(date);
}

/** The posted time in the current language: cards count hours and days, details days and weeks. */
export function useTimeAgoText() {
  const t = useT();
  const language = languageStore.use();
  return (value: string | null | undefined, kind: 'card' | 'detail'): string | null => {
    if (!value) return null;
    const timeAgo: TimeAgo | null = kind === 'card' ? cardTimeAgo(value) : detailTimeAgo(value);
    if (!timeAgo) return null;
    switch (timeAgo.unit) {
      case 'justNow':
      case 'today':
      case 'yesterday':
        return t(`phone.timeAgo.${timeAgo.unit}`);
      case 'hours':
      case 'days':
      case 'weeks':
        return t(`phone.timeAgo.${timeAgo.unit}${timeAgo.count === 1 ? 'One' : 'Other'}`, { count: timeAgo.count });
      case 'date':
        return formatListingDate(timeAgo.date, language);
    }
  };
}
