// An order's status: who may move it, where it may go next, what several items add up to, and the
// badge it shows.
import type { OrderStatus, Role } from '../constants/catalog.ts';

/**
 * Only a seller moves an order, and only their own items of it (each seller fulfils their own part,
 * docs/decisions/011-per-seller-fulfilment.md); buyers follow their orders and admins do not fulfil.
 */
export const ORDER_STATUS_MOVER_ROLE = 'seller' satisfies Role;

export function mayMoveOrderStatus(role: Role): boolean {
  return role === ORDER_STATUS_MOVER_ROLE;
}

// Pending -> confirmed -> dispatched -> delivered, or cancelled; forward only, so a buyer never sees an
// order go back (docs/decisions/011-per-seller-fulfilment.md). A step may be
// skipped (a phone handed over at a meet-up goes straight to delivered). Cancelling is allowed until
// the phone leaves the seller: once dispatched it can only be delivered.
const ORDER_FLOW: readonly OrderStatus[] = ['pending', 'confirmed', 'dispatched', 'delivered'];
const CANCELLABLE: readonly OrderStatus[] = ['pending', 'confirmed'];

/** Every status an order in `from` may move to. Delivered and cancelled are final. */
export function nextOrderStatuses(from: OrderStatus): readonly OrderStatus[] {
  const position = ORDER_FLOW.indexOf(from);
  if (position === -1) return [];
  const forward = ORDER_FLOW.slice(position + 1);
  return CANCELLABLE.includes(from) ? [...forward, 'cancelled'] : forward;
}

export function canMoveOrderStatus(from: OrderStatus, to: OrderStatus): boolean {
  return nextOrderStatuses(from).includes(to);
}

/**
 * The status of several items moved separately (an order's items, one seller's items):
 * cancelled only when every item is; otherwise the least advanced of the items still going ahead.
 */
export function combinedOrderStatus(statuses: readonly OrderStatus[]): OrderStatus {
  const live = statuses.filter((status) => status !== 'cancelled');
  if (statuses.length > 0 && live.length === 0) return 'cancelled';
  return live.reduce<OrderStatus>(
    (least, status) => (ORDER_FLOW.indexOf(status) < ORDER_FLOW.indexOf(least) ? status : least),
    live[0] ?? 'pending',
  );
}

// Order status badges: completed or delivered green, pending yellow, cancelled red, anything
// else blue; no status reads 'Completed'.

export type OrderStatusTone = 'green' | 'yellow' | 'red' | 'blue';

export function orderStatusTone(status: string | null | undefined): OrderStatusTone {
  switch ((status || 'completed').toLowerCase()) {
    case 'completed':
    case 'delivered':
      return 'green';
    case 'pending':
      return 'yellow';
    case 'cancelled':
      return 'red';
    default:
      return 'blue';
  }
}

/**
 * Tailwind classes of each tone. Tailwind only generates classes it finds in scanned files, so the web
 * app's CSS must scan this package (`@source "../../../packages/shared/src";` or similar).
 */
export const ORDER_STATUS_TONE_CLASSES: Readonly<Record<OrderStatusTone, string>> = {
  green: 'bg-green-100 text-green-800',
  yellow: 'bg-yellow-100 text-yellow-800',
  red: 'bg-red-100 text-red-800',
  blue: 'bg-blue-100 text-blue-800',
};

export function orderStatusClassName(status: string | null | undefined): string {
  return ORDER_STATUS_TONE_CLASSES[orderStatusTone(status)];
}

/** English label: the status with a capital first letter, 'Completed' when there is none. */
export function orderStatusLabel(status: string | null | undefined): string {
  if (!status) return 'Completed';
  return status.charAt(0).toUpperCase() + status.slice(1);
}

// ---- Payments (docs/decisions/072-cash-on-delivery-and-held-payments.md) ---------------------------

/**
 * How the buyer pays. A card payment is authorised at checkout and held until the buyer confirms
 * receipt, the dispute window closes or an admin settles a dispute; cash is handed to the seller.
 */
export const PAYMENT_METHODS = ['card', 'cod'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * Where the order's money is, kept apart from the delivery status: the phone's journey (the seller's
 * moves) and the money's journey (the buyer's, the admin's or the sweep's) change at different times
 * and by different people, so one status for both would need a state for every pair.
 */
export const PAYMENT_STATES = ['held', 'captured', 'voided', 'cod_due', 'cod_collected', 'cod_cancelled'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** Who moves the money: 'system' is the server's own sweep after the dispute window. */
export type PaymentActor = Role | 'system';

/** Every move of the money and who may make it; anything else is refused. */
export const PAYMENT_MOVES: Readonly<Record<PaymentState, Partial<Record<PaymentState, readonly PaymentActor[]>>>> = {
  // Captured when the buyer confirms receipt, after the window (the sweep) or when an admin releases
  // a dispute; voided when the buyer or seller cancels before dispatch or an admin refunds a dispute.
  held: { captured: ['buyer', 'system', 'admin'], voided: ['buyer', 'seller', 'admin'] },
  captured: {},
  voided: {},
  cod_due: { cod_collected: ['seller'], cod_cancelled: ['buyer', 'seller'] },
  cod_collected: {},
  cod_cancelled: {},
};

export function canMovePayment(from: PaymentState, to: PaymentState, by: PaymentActor): boolean {
  return PAYMENT_MOVES[from][to]?.includes(by) ?? false;
}

/**
 * Whether a seller takes cash on delivery: their own switch once set; until then yes for individual
 * sellers (no business type or 'individual') and no for shops, whose cash handling varies. The orders
 * repository applies the same rule in SQL (findSellersCashOnDelivery).
 */
export function acceptsCashOnDelivery(setting: boolean | null, businessType: string | null): boolean {
  return setting ?? (businessType === null || businessType === '' || businessType === 'individual');
}

/** The payment state a new order starts in. */
export function initialPaymentState(method: PaymentMethod): PaymentState {
  return method === 'card' ? 'held' : 'cod_due';
}

/** What a payment becomes when the order is cancelled before dispatch. */
export function cancelledPaymentState(method: PaymentMethod): PaymentState {
  return method === 'card' ? 'voided' : 'cod_cancelled';
}

/** Days after delivery in which the buyer may dispute; after them a held payment is captured. */
export const DISPUTE_WINDOW_DAYS = 5;

// ---- Cancelling, confirming, disputing (docs/decisions/073-disputes-cancellation-and-tracking.md) --

/** The buyer may cancel the whole order while nothing of it has been dispatched or delivered. */
export function buyerMayCancel(itemStatuses: readonly OrderStatus[]): boolean {
  const live = itemStatuses.filter((status) => status !== 'cancelled');
  return live.length > 0 && live.every((status) => CANCELLABLE.includes(status));
}

/** The buyer may confirm receipt of a delivered card order whose money is still held and not in dispute. */
export function buyerMayConfirmReceipt(order: {
  status: OrderStatus;
  paymentState: PaymentState;
  disputeOpen: boolean;
}): boolean {
  return order.status === 'delivered' && order.paymentState === 'held' && !order.disputeOpen;
}

/**
 * The buyer may open one dispute on a delivered card order while the money is held and the window
 * (DISPUTE_WINDOW_DAYS after delivery) is open.
 */
export function buyerMayDispute(
  order: { status: OrderStatus; paymentState: PaymentState; hasDispute: boolean; captureDueAt: Date | null },
  now: Date,
): boolean {
  return (
    order.status === 'delivered' &&
    order.paymentState === 'held' &&
    !order.hasDispute &&
    order.captureDueAt !== null &&
    now < order.captureDueAt
  );
}

/**
 * A seller moving their items to dispatched gives the courier's tracking number; a phone handed over
 * at a meet-up skips dispatched and goes straight to delivered, so it needs none.
 */
export function needsTrackingNumber(to: OrderStatus): boolean {
  return to === 'dispatched';
}
