import { orderStatusClassName } from '@phonekade/shared/orders/order-status';
import { useT } from '@/lib/i18n/i18n.ts';

/** Completed or delivered green, pending yellow, cancelled red, anything else blue; none reads 'Completed'. */
export function StatusBadge({
  status,
  testId = 'order-status',
}: {
  status: string | null | undefined;
  testId?: string;
}) {
  const t = useT();
  const key = (status || 'completed').toLowerCase();
  const label = t(`orders.status.${key}`);
  return (
    <span
      data-testid={testId}
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${orderStatusClassName(status)}`}
    >
      {label === `orders.status.${key}` ? key.charAt(0).toUpperCase() + key.slice(1) : label}
    </span>
  );
}
