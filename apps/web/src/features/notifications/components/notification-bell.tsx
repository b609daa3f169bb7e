import { useEffect, useRef, useState } from 'react';
import { formatDate } from '@/lib/i18n/format-date.ts';
import { languageStore, useT } from '@/lib/i18n/i18n.ts';
import { useNotifications } from '../api/get-notifications.ts';
import { useMarkAllRead } from '../api/mark-all-read.ts';
import { notificationText } from '../notification-text.ts';

/** The notification centre: stored notifications, so what arrived while offline is still here. */
export function NotificationBell() {
  const t = useT();
  const language = languageStore.use();
  const [open, setOpen] = useState(false);
  const { data } = useNotifications();
  const markAllRead = useMarkAllRead();
  const panel = useRef<HTMLDivElement>(null);
  const unread = data?.unread ?? 0;

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !panel.current?.contains(event.target as Node))
        setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  return (
    <div className="relative" ref={panel}>
      <button
        type="button"
        onClick={() => setOpen((o) => !o)}
        className="relative rounded-md p-2 text-white hover:bg-emerald-600"
        aria-label={t('notifications.title')}
        aria-expanded={open}
      >
        <svg viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
          <path d="M15 17h5l-1.4-1.4A2 2 0 0 1 18 14.2V11a6 6 0 1 0-12 0v3.2a2 2 0 0 1-.6 1.4L4 17h5m6 0a3 3 0 1 1-6 0m6 0H9" />
        </svg>
        {unread > 0 ? (
          <span
            data-testid="notification-count"
            className="absolute -top-1 -right-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-xs font-bold text-white"
          >
            {unread}
          </span>
        ) : null}
      </button>
      {open ? (
        <div className="absolute right-0 z-50 mt-2 w-80 max-w-[calc(100vw-2rem)] overflow-hidden rounded-xl bg-white text-slate-800 shadow-xl ring-1 ring-slate-200">
          <div className="flex items-center justify-between border-b border-slate-100 px-4 py-3">
            <p className="font-semibold">{t('notifications.title')}</p>
            {unread > 0 ? (
              <button
                type="button"
                onClick={() => markAllRead.mutate()}
                className="text-sm text-emerald-700 hover:underline"
              >
                {t('notifications.markAllRead')}
              </button>
            ) : null}
          </div>
          {/* Focusable so a keyboard can scroll a long list (docs/decisions/042-axe-checks-in-journeys.md). */}
          <ul
            className="max-h-96 overflow-y-auto focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-emerald-600"
            tabIndex={0}
            aria-label={t('notifications.title')}
          >
            {(data?.notifications ?? []).length === 0 ? (
              <li className="px-4 py-6 text-center text-sm text-slate-500">{t('notifications.empty')}</li>
            ) : (
              data?.notifications.map((n) => (
                <li
                  key={n.id}
                  className={`border-b border-slate-100 px-4 py-3 text-sm ${n.read ? '' : 'bg-emerald-50'}`}
                >
                  <p>{notificationText(t, n)}</p>
                  <p className="mt-1 text-xs text-slate-500">{formatDate(n.createdAt, language, { time: true })}</p>
                </li>
              ))
            )}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
