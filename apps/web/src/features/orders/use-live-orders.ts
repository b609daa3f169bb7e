import type { OrderDto } from '@phonekade/shared/orders/order.types';
import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '@/lib/realtime.ts';
import { myOrdersKey } from './api/get-my-orders.ts';
import { mySalesKey } from './api/get-my-sales.ts';

/**
 * Orders follow the live events: a seller's move shows on the buyer's Orders tab at once (the order's
 * card changes in place, then the list is fetched again to be sure); a new order or review refreshes
 * the seller's Sales.
 */
export function useLiveOrders(): void {
  const queryClient = useQueryClient();

  useRealtimeEvent('order_status_updated', ({ orderId, itemIds, status, orderStatus }) => {
    queryClient.setQueryData<OrderDto[]>(myOrdersKey, (orders) =>
      orders?.map((order) =>
        order.id !== orderId
          ? order
          : {
              ...order,
              status: orderStatus,
              items: order.items.map((item) => (itemIds.includes(item.id) ? { ...item, status } : item)),
            },
      ),
    );
    void queryClient.invalidateQueries({ queryKey: myOrdersKey });
  });

  const refreshSales = () => void queryClient.invalidateQueries({ queryKey: mySalesKey });
  useRealtimeEvent('new_order', refreshSales);
  useRealtimeEvent('new_review', refreshSales);
}
