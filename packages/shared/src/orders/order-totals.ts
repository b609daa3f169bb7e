import { courierFee, type CourierType } from '../constants/couriers.ts';

export interface PricedItem {
  readonly price: number;
  readonly quantity: number;
}

export interface OrderTotals {
  subtotal: number;
  shippingCost: number;
  total: number;
}

/** Sum of price times quantity: the cart total; delivery is chosen and added at checkout. */
export function cartSubtotal(items: readonly PricedItem[]): number {
  return items.reduce((sum, item) => sum + item.price * item.quantity, 0);
}

/** Checkout total = subtotal plus the courier's fee. */
export function orderTotals(items: readonly PricedItem[], courierType: CourierType): OrderTotals {
  const subtotal = cartSubtotal(items);
  const shippingCost = courierFee(courierType);
  return { subtotal, shippingCost, total: subtotal + shippingCost };
}
