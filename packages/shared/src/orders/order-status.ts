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
