import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { t } from '@/lib/i18n/i18n.ts';
import { sessionStore } from '@/lib/session.ts';
import { toast } from '@/lib/toast.ts';
import { notificationsQueryKey } from './api/get-notifications.ts';
import { notificationText } from './notification-text.ts';

type Payload = Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

// Which toast each live event raises, in the user's language.
const TOASTS: Record<string, (p: Payload) => { kind: 'success' | 'error' | 'info'; message: string }> = {
  new_pending_listing: (p) => ({
    kind: 'info',
    message: t('notifications.toast.newListing', { title: text(p.title) }),
  }),
  listing_updated_pending: (p) => ({
    kind: 'info',
    message: t('notifications.toast.updatedListing', { title: text(p.title) }),
  }),
  listing_approved: (p) => ({ kind: 'success', message: t('notifications.toast.approved', { title: text(p.title) }) }),
  listing_rejected: (p) => ({
    kind: 'error',
    message: t('notifications.toast.rejected', { title: text(p.title), reason: text(p.reason) }),
  }),
  listing_deleted: () => ({ kind: 'error', message: t('notifications.toast.deleted') }),
};

/** While someone is signed in, keeps the live connection open and turns its events into toasts. */
export function useRealtime(): void {
  const queryClient = useQueryClient();
  const session = sessionStore.use();
  const userId = session.user?.id;
  const token = session.token;

  useEffect(() => {
    if (!userId || !token) return;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
    let stop: (() => void) | undefined;
    let cancelled = false;
    // The socket client loads after the first paint, and only for someone signed in (docs/performance.md).
    void import('@/lib/socket.ts').then(({ RealtimeConnection }) => {
      if (cancelled) return;
      // After a (re)connect, fetch what was stored while we were away (docs/decisions/019-stored-notifications.md).
      const connection = new RealtimeConnection({ token, userId, onConnect: refresh });
      const offs = [
        ...Object.entries(TOASTS).map(([event, build]) =>
          connection.on(event, (payload) => {
            const { kind, message } = build(payload);
            toast[kind](message);
            refresh();
          }),
        ),
        ...['new_order', 'order_status', 'order_status_updated', 'new_review'].map((event) =>
          connection.on(event, (payload) => {
            const message = notificationText(t, { type: event, message: text(payload.message), data: payload });
            if (message) toast.info(message);
            refresh();
          }),
        ),
      ];
      connection.start();
      stop = () => {
        offs.forEach((off) => off());
        connection.stop();
      };
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [userId, token, queryClient]);
}
