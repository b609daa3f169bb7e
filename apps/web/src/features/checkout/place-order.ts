import type { PaymentMethod } from '@phonekade/shared/orders/order-status';
import { newOrderNumber } from '@phonekade/shared/orders/order-number';
import type { PaymentAuthorization } from '@phonekade/shared/payments/payment.schemas';
import type { CartItemDto } from '@phonekade/shared/cart/cart.types';
import type { CourierType } from '@phonekade/shared/constants/couriers';
import { ApiError } from '@/lib/api-client.ts';
import {
  buildOrderPayload,
  checkoutTotals,
  draftSignature,
  type CardForm,
  type DeliveryForm,
  type OrderPayload,
} from './checkout-form.ts';
import type { CreatedOrder } from './api/create-order.ts';

export interface PlaceOrderApi {
  authorize: (card: CardForm, amount: number) => Promise<PaymentAuthorization>;
  createOrder: (payload: OrderPayload, idempotencyKey: string) => Promise<CreatedOrder>;
  sendConfirmation: (orderId: string, email: string) => Promise<void>;
  reloadCart: () => Promise<void>;
  newKey: () => string;
}

/**
 * A payment and order waiting for an answer. When creating the order got no answer (network, server
 * error), the next press of Place Order resends exactly this order with the same key, so the first
 * one cannot be doubled and the buyer is not charged twice.
 */
export interface PendingAttempt {
  signature: string;
  idempotencyKey: string;
  payload: OrderPayload;
}

export type PlaceOrderStage = 'payment' | 'order';

export class PlaceOrderFailure extends Error {
  constructor(
    readonly stage: PlaceOrderStage,
    readonly reason: unknown,
    /** Kept for a retry when the outcome of creating the order is unknown. */
    readonly pending: PendingAttempt | null,
  ) {
    super(reason instanceof Error ? reason.message : 'Failed to place order');
    this.name = 'PlaceOrderFailure';
  }
}

export interface PlaceOrderInput {
  items: readonly CartItemDto[];
  delivery: DeliveryForm;
  courierType: CourierType;
  card: CardForm;
  /** Card (authorised by the sandbox, then held) or cash on delivery (nothing paid now). */
  method?: PaymentMethod;
  pending: PendingAttempt | null;
}

const outcomeUnknown = (error: unknown) => !(error instanceof ApiError) || error.status === 0 || error.status >= 500;

/**
 * Place Order: pay (the sandbox's 2-second delay), create the order, try to send the
 * confirmation e-mail (failure ignored), reload the cart (the server emptied it), then succeed.
 */
export async function placeOrder(
  api: PlaceOrderApi,
  input: PlaceOrderInput,
  onStage: (stage: PlaceOrderStage) => void = () => {},
): Promise<CreatedOrder> {
  const method = input.method ?? 'card';
  const signature = draftSignature(input.items, input.delivery, input.courierType, input.card, method);
  let attempt = input.pending?.signature === signature ? input.pending : null;

  if (!attempt && method === 'cod') {
    attempt = {
      signature,
      idempotencyKey: api.newKey(),
      payload: buildOrderPayload({
        orderNumber: newOrderNumber(),
        items: input.items,
        delivery: input.delivery,
        courierType: input.courierType,
        transactionId: '',
        cardNumber: '',
        method: 'cod',
      }),
    };
  }
  if (!attempt) {
    onStage('payment');
    let authorization: PaymentAuthorization;
    try {
      authorization = await api.authorize(input.card, checkoutTotals(input.items, input.courierType).total);
    } catch (error) {
      throw new PlaceOrderFailure('payment', error, null);
    }
    attempt = {
      signature,
      idempotencyKey: api.newKey(),
      payload: buildOrderPayload({
        orderNumber: newOrderNumber(),
        items: input.items,
        delivery: input.delivery,
        courierType: input.courierType,
        transactionId: authorization.transactionId,
        cardNumber: input.card.cardNumber,
      }),
    };
  }

  onStage('order');
  let created: CreatedOrder;
  try {
    created = await api.createOrder(attempt.payload, attempt.idempotencyKey);
  } catch (error) {
    throw new PlaceOrderFailure('order', error, outcomeUnknown(error) ? attempt : null);
  }

  try {
    await api.sendConfirmation(created.orderId, input.delivery.email);
  } catch {
    // A confirmation e-mail that cannot be sent does not undo the order, which is placed and paid.
  }
  try {
    await api.reloadCart();
  } catch {
    // The order is placed; a cart that reloads later is not worth an error.
  }
  return created;
}
