import { formatLkr } from '@phonekade/shared/money/format-lkr';
import {
  NOTIFICATION_EVENTS,
  type NotificationEventName,
  type NotificationPayload,
} from '@phonekade/shared/realtime/realtime-events';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { t } from '@/lib/i18n/i18n.ts';
import { realtime } from '@/lib/realtime.ts';
import { clearSession, sessionStore } from '@/lib/session.ts';
import { toast } from '@/lib/toast.ts';
import { notificationsQueryKey } from './api/get-notifications.ts';

type Toast = { kind: 'success' | 'error' | 'info'; message: string };

// Which toast each stored notification raises, in the user's language. Typed by the shared list of
// events, so every event the server stores has its toast here.
const TOASTS: { [E in NotificationEventName]: (p: NotificationPayload<E>) => Toast } = {
  new_pending_listing: (p) => ({ kind: 'info', message: t('notifications.toast.newListing', { title: p.title }) }),
  listing_updated_pending: (p) => ({
    kind: 'info',
    message: t('notifications.toast.updatedListing', { title: p.title }),
  }),
  listing_approved: (p) => ({ kind: 'success', message: t('notifications.toast.approved', { title: p.title }) }),
  listing_rejected: (p) => ({
    kind: 'error',
    message: t('notifications.toast.rejected', { title: p.title, reason: p.reason }),
  }),
  listing_deleted: () => ({ kind: 'error', message: t('notifications.toast.deleted') }),
  new_order: (p) => ({ kind: 'info', message: t('notifications.toast.newOrder', { number: p.orderNumber }) }),
  order_placed: (p) => ({ kind: 'success', message: t('notifications.toast.orderPlaced', { number: p.orderNumber }) }),
  order_status_updated: (p) => ({
    kind: p.status === 'cancelled' ? 'error' : 'info',
    message: t('notifications.toast.orderStatus', {
      number: p.orderNumber,
      status: t(`orders.status.${p.status}`),
    }),
  }),
  account_suspended: (p) => ({
    kind: 'info',
    message: p.name ? t('notifications.toast.counterpartSuspended', { name: p.name }) : p.message,
  }),
  report_resolved: (p) => ({
    kind: 'info',
    message: t(`notifications.toast.reportResolved.${p.action}`, { title: p.title }),
  }),
  order_cancelled: (p) => ({
    kind: 'error',
    message: t('notifications.toast.orderCancelled', { number: p.orderNumber }),
  }),
  payment_released: (p) => ({
    kind: 'success',
    message: t('notifications.toast.paymentReleased', { number: p.orderNumber }),
  }),
  dispute_opened: (p) => ({ kind: 'info', message: t('notifications.toast.disputeOpened', { number: p.orderNumber }) }),
  dispute_resolved: (p) => ({
    kind: 'info',
    message:
      p.outcome === 'refund'
        ? t('notifications.toast.disputeRefunded', { number: p.orderNumber })
        : t('notifications.toast.disputeReleased', { number: p.orderNumber }),
  }),
  new_review: (p) => ({
    kind: 'success',
    message: t('notifications.toast.newReview', { number: p.orderNumber, rating: p.rating }),
  }),
  saved_search_match: (p) => ({
    kind: 'info',
    message: t('notifications.toast.savedSearchMatch', { title: p.title, price: formatLkr(p.price) }),
  }),
  price_dropped: (p) => ({
    kind: 'success',
    message: t('notifications.toast.priceDropped', {
      title: p.title,
      price: formatLkr(p.price),
      oldPrice: formatLkr(p.oldPrice),
    }),
  }),
};

/**
 * While someone is signed in, keeps the live connection open; every stored notification raises its
 * toast and refreshes the bell. Other features update their own data from the events they care about
 * (useRealtimeEvent in lib/realtime.ts).
 */
export function useRealtime(): void {
  const queryClient = useQueryClient();
  const session = sessionStore.use();
  const userId = session.user?.id;
  const token = session.token;

  useEffect(() => {
    if (!userId || !token) return;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
    // After a (re)connect, fetch what was stored while we were away (docs/decisions/019-stored-notifications.md).
    realtime.connect({ token, userId, onConnect: refresh });
    const offs = [
      ...NOTIFICATION_EVENTS.map((event) =>
        realtime.on(event, (payload) => {
          const { kind, message } = (TOASTS[event] as (p: typeof payload) => Toast)(payload);
          toast[kind](message);
          refresh();
        }),
      ),
      realtime.on('user_status_update', ({ status }) => {
        if (status !== 'suspended') return;
        toast.error(t('notifications.toast.suspended'));
        clearSession();
      }),
    ];
    return () => {
      offs.forEach((off) => off());
      realtime.disconnect();
    };
  }, [userId, token, queryClient]);
}
