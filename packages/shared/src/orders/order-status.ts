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
