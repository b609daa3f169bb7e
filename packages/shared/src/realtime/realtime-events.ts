// Every real-time event, by name and payload, in one place: the server's sender and the web app's
// listener both take their names and types from here, so the two ends cannot drift apart
// (docs/decisions/018-socket-io-per-user-rooms.md, docs/decisions/047-one-list-of-realtime-events.md).
import type { CartDto } from '../cart/cart.types.ts';
import type { MessageDto } from '../conversations/conversation.types.ts';
import type { OrderStatus } from '../constants/catalog.ts';
import type { DisputeOutcome, DisputeReason } from '../orders/dispute.ts';
import type { NotificationDto } from '../notifications/notification.types.ts';
import type { ReportAction } from '../reports/report.schemas.ts';

/**
 * Events that are stored as notifications first (the notification centre and the bell) and pushed
 * live after the commit (docs/decisions/019-stored-notifications.md).
 */
export const NOTIFICATION_EVENTS = [
  'new_pending_listing',
  'listing_updated_pending',
  'listing_approved',
  'listing_rejected',
  'listing_deleted',
  'new_order',
  'order_placed',
  'order_status_updated',
  'new_review',
  'account_suspended',
  'saved_search_match',
  'price_dropped',
  'report_resolved',
  'order_cancelled',
  'payment_released',
  'dispute_opened',
  'dispute_resolved',
] as const;
export type NotificationEventName = (typeof NOTIFICATION_EVENTS)[number];

/** Events only pushed live: what they report is already in the data the app fetches. */
export const LIVE_EVENTS = [
  'cart_updated',
  'price_updated',
  'new_phone_listing',
  'user_status_update',
  'new_message',
] as const;
export type LiveEventName = (typeof LIVE_EVENTS)[number];

/** What each stored notification carries in its `data` (and so in its live payload). */
export interface NotificationEventData {
  new_pending_listing: { phoneId: string; title: string; imeiDuplicate?: boolean };
  listing_updated_pending: { phoneId: string; title: string; imeiDuplicate?: boolean };
  listing_approved: { phoneId: string; title: string };
  listing_rejected: { phoneId: string; title: string; reason: string };
  listing_deleted: { isAdminAction: boolean; phoneId: string; title: string; reason?: string };
  new_order: { orderId: string; orderNumber: string };
  /** To the buyer, when their order is placed (and paid). */
  order_placed: { orderId: string; orderNumber: string };
  order_status_updated: {
    orderId: string;
    orderNumber: string;
    /** The status the seller moved their items to. */
    status: OrderStatus;
    sellerId: string;
    /** The order items that moved. */
    itemIds: string[];
    /** The order's overall status after the move. */
    orderStatus: OrderStatus;
  };
  new_review: { orderId: string; orderNumber: string; rating: number };
  /**
   * Someone the user has an open order or a conversation with was suspended
   * (docs/decisions/041-suspending-an-account.md, docs/decisions/062-messages-and-safety.md).
   */
  account_suspended: { userId: string; name?: string };
  /**
   * A listing that matches one of the person's saved searches went live
   * (docs/decisions/070-saved-searches-and-matching.md); `oldPrice` is its earlier live price, if any.
   */
  saved_search_match: { phoneId: string; title: string; price: number; oldPrice: number | null };
  /**
   * A favourited listing, or one matching a saved search, went live again at a lower price
   * (docs/decisions/071-price-drop-alerts-and-digest.md).
   */
  price_dropped: { phoneId: string; title: string; price: number; oldPrice: number };
  /** An admin resolved the user's report of a listing (docs/decisions/064-listing-reports.md). */
  report_resolved: { phoneId: string; title: string; action: ReportAction };
  /** The buyer cancelled before dispatch; told to each seller of the order. */
  order_cancelled: { orderId: string; orderNumber: string; shortNumber: string };
  /** A held card payment was captured for the sellers: the buyer confirmed receipt or the window closed. */
  payment_released: { orderId: string; orderNumber: string; shortNumber: string; by: 'buyer' | 'system' };
  /** The buyer disputed a delivered order; told to its sellers and to admins. */
  dispute_opened: {
    orderId: string;
    orderNumber: string;
    shortNumber: string;
    disputeId: string;
    reason: DisputeReason;
  };
  /** An admin refunded or released a disputed payment; told to the buyer and the sellers. */
  dispute_resolved: {
    orderId: string;
    orderNumber: string;
    shortNumber: string;
    disputeId: string;
    outcome: DisputeOutcome;
  };
}

/** A stored notification as pushed live: its data, its text, and the row for the notification centre. */
export type NotificationPayload<E extends NotificationEventName> = NotificationEventData[E] & {
  message: string;
  notification: NotificationDto;
};

/** A short card of a listing that just went live, for the browse page. */
export interface NewListingSummary {
  id: string;
  title: string;
  brand: string;
  price: number;
  image: string | null;
}

/** Account states an admin sets (docs/decisions/041-suspending-an-account.md). */
export const USER_STATUSES = ['active', 'suspended'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export interface LiveEventPayloads {
  /** The person's cart as it now is, after a change made in another tab or device. */
  cart_updated: { cart: CartDto };
  /** A phone in the person's cart or favourites went live again at another price. */
  price_updated: { phoneId: string; title: string; price: number; previousPrice: number };
  /** Listings that went live within the last second (sent at most once a second). */
  new_phone_listing: { phones: NewListingSummary[] };
  /** An admin suspended or restored the account. */
  user_status_update: { userId: string; status: UserStatus };
  /** A message for the person in one of their conversations (docs/decisions/062-messages-and-safety.md). */
  new_message: { conversationId: string; message: MessageDto };
}

export type ServerEventName = NotificationEventName | LiveEventName;
export type ServerEventPayload<E extends ServerEventName> = E extends NotificationEventName
  ? NotificationPayload<E>
  : E extends LiveEventName
    ? LiveEventPayloads[E]
    : never;

export interface PongPayload {
  message: string;
  timestamp: string;
}

/** Server to client, in Socket.IO's typed-events form. */
export type ServerToClientEvents = {
  [E in ServerEventName]: (payload: ServerEventPayload<E>) => void;
} & {
  pong: (payload: PongPayload) => void;
  /** Ours: this instance is closing; the client reconnects (to another instance) on its own. */
  server_shutdown: (payload: { reconnect: boolean }) => void;
};

/** Rooms a socket may join besides its own (named by the user id). */
export const BROWSE_ROOM = 'browse';
export type PublicRoom = typeof BROWSE_ROOM;

export interface JoinRoomAnswer {
  success: boolean;
}

/** Client to server. */
export interface ClientToServerEvents {
  /** The user's own room, or a public room such as the browse page's. */
  join_room: (room: string, ack?: (answer: JoinRoomAnswer) => void) => void;
  leave_room: (room: string) => void;
  /** The connection test: answered with a pong carrying the test string. */
  ping: (message: string, ack?: (answer: PongPayload) => void) => void;
}

/** How often new listings are sent to the browse page at most: one batch a second. */
export const NEW_LISTING_BATCH_MS = 1_000;
/** Most listings named in one batch; the browse page refetches its list anyway. */
export const NEW_LISTING_BATCH_MAX = 20;
