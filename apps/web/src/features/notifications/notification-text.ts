import { formatLkr } from '@phonekade/shared/money/format-lkr';
import type { TranslateVars } from '@/lib/i18n/i18n.ts';

type T = (key: string, vars?: TranslateVars) => string;

export interface NotificationLike {
  type: string;
  message?: string;
  data?: Record<string, unknown> | null;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;

/**
 * A notification in the reader's language, worded from its type and data (the stored `message` is the
 * server's English); a type or data this app does not know shows the stored message.
 */
export function notificationText(t: T, notification: NotificationLike): string {
  const data = notification.data ?? {};
  const title = text(data.title);
  const number = text(data.orderNumber);
  switch (notification.type) {
    case 'listing_approved':
      if (title) return t('notifications.toast.approved', { title });
      break;
    case 'listing_rejected':
      if (title) return t('notifications.toast.rejected', { title, reason: text(data.reason) ?? '' });
      break;
    case 'listing_deleted':
      return t('notifications.toast.deleted');
    case 'new_pending_listing':
      if (title) return t('notifications.toast.newListing', { title });
      break;
    case 'listing_updated_pending':
      if (title) return t('notifications.toast.updatedListing', { title });
      break;
    case 'new_order':
      if (number) return t('notifications.toast.newOrder', { number });
      break;
    case 'order_placed':
      if (number) return t('notifications.toast.orderPlaced', { number });
      break;
    case 'order_status_updated': {
      const status = text(data.status);
      if (number && status)
        return t('notifications.toast.orderStatus', { number, status: t(`orders.status.${status}`) });
      break;
    }
    case 'account_suspended': {
      const name = text(data.name);
      if (name) return t('notifications.toast.counterpartSuspended', { name });
      break;
    }
    case 'saved_search_match': {
      const price = typeof data.price === 'number' ? formatLkr(data.price) : undefined;
      if (title && price) return t('notifications.toast.savedSearchMatch', { title, price });
      break;
    }
    case 'price_dropped': {
      const price = typeof data.price === 'number' ? formatLkr(data.price) : undefined;
      const oldPrice = typeof data.oldPrice === 'number' ? formatLkr(data.oldPrice) : undefined;
      if (title && price && oldPrice) return t('notifications.toast.priceDropped', { title, price, oldPrice });
      break;
    }
    case 'report_resolved': {
      const action = text(data.action);
      if (title && (action === 'dismiss' || action === 'remove_listing' || action === 'suspend_seller')) {
        return t(`notifications.toast.reportResolved.${action}`, { title });
      }
      break;
    }
    case 'order_cancelled':
      if (number) return t('notifications.toast.orderCancelled', { number });
      break;
    case 'payment_released':
      if (number) return t('notifications.toast.paymentReleased', { number });
      break;
    case 'dispute_opened':
      if (number) return t('notifications.toast.disputeOpened', { number });
      break;
    case 'dispute_resolved': {
      const outcome = text(data.outcome);
      if (number && outcome === 'refund') return t('notifications.toast.disputeRefunded', { number });
      if (number && outcome === 'release') return t('notifications.toast.disputeReleased', { number });
      break;
    }
    case 'new_review': {
      const rating = text(data.rating);
      if (number && rating) return t('notifications.toast.newReview', { number, rating });
      break;
    }
  }
  return notification.message ?? '';
}
