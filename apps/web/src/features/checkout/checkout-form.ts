import type { PaymentMethod } from '@phonekade/shared/orders/order-status';
import { fieldErrors } from '@phonekade/shared/common/zod-errors';
import type { CourierType } from '@phonekade/shared/constants/couriers';
import { orderTotals, type OrderTotals } from '@phonekade/shared/orders/order-totals';
import {
  CARD_MESSAGES,
  DELIVERY_ADDRESS_MESSAGES,
  deliveryAddressSchema,
} from '@phonekade/shared/orders/order.schemas';
import { cardLast4 } from '@phonekade/shared/orders/card-format';
import { authorizePaymentSchema, PAYMENT_MESSAGES } from '@phonekade/shared/payments/payment.schemas';
import type { CartItemDto } from '@phonekade/shared/cart/cart.types';

export type Step = 1 | 2 | 3;
export const STEP_COUNT = 3;

export interface DeliveryForm {
  firstName: string;
  lastName: string;
  mobile: string;
  otherMobile: string;
  email: string;
  province: string;
  district: string;
  city: string;
  addressLine1: string;
  addressLine2: string;
}

export interface CardForm {
  cardNumber: string;
  expiryDate: string;
  cvv: string;
  cardholderName: string;
}

export type FieldErrors = Partial<Record<string, string>>;

export const EMPTY_CARD: CardForm = { cardNumber: '', expiryDate: '', cvv: '', cardholderName: '' };

/** Step 1 starts from what the account already knows about the buyer. */
export function initialDelivery(user: { name?: string; email?: string; phone?: string | null } | null): DeliveryForm {
  const [firstName = '', ...rest] = (user?.name ?? '').trim().split(/\s+/);
  return {
    firstName,
    lastName: rest.join(' '),
    mobile: user?.phone ?? '',
    otherMobile: '',
    email: user?.email ?? '',
    province: '',
    district: '',
    city: '',
    addressLine1: '',
    addressLine2: '',
  };
}

// The fields' top-level names: 'district' for an issue at ['district'].
function topLevelErrors(issues: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): FieldErrors {
  const errors: FieldErrors = {};
  for (const [path, message] of Object.entries(fieldErrors(issues))) {
    const field = path.split('.')[0]!;
    errors[field] ??= message;
  }
  return errors;
}

/** Contact and shipping, with the same schema the server uses; {} when the step is valid. */
export function validateDelivery(form: DeliveryForm): FieldErrors {
  const result = deliveryAddressSchema.safeParse(form);
  return result.success ? {} : topLevelErrors(result.error);
}

// The card form's rules plus the gateway's Luhn and expiry checks, so they show under the fields.
const cardSchema = authorizePaymentSchema.omit({ amount: true });

/** The card step; {} when the step is valid. */
export function validateCard(form: CardForm): FieldErrors {
  const result = cardSchema.safeParse(form);
  return result.success ? {} : topLevelErrors(result.error);
}

/** The buyable lines of the cart (available ones), as the order is priced from them. */
export function buyableItems(items: readonly CartItemDto[]): CartItemDto[] {
  return items.filter((item) => item.available && item.quantity > 0);
}

export function checkoutTotals(items: readonly CartItemDto[], courierType: CourierType): OrderTotals {
  return orderTotals(items, courierType);
}

export function sellerIdOf(item: CartItemDto): string {
  const seller = item.sellerId as unknown;
  if (seller && typeof seller === 'object') {
    const ref = seller as { _id?: string; id?: string };
    return ref._id ?? ref.id ?? '';
  }
  return typeof seller === 'string' ? seller : '';
}

function phoneIdOf(item: CartItemDto): string {
  return item.phoneId._id ?? item.phoneId.id;
}

/** The order payload, paid with `payment`. */
export function buildOrderPayload(input: {
  orderNumber: string;
  items: readonly CartItemDto[];
  delivery: DeliveryForm;
  courierType: CourierType;
  transactionId: string;
  cardNumber: string;
  /** Cash on delivery sends no card (docs/decisions/072-cash-on-delivery-and-held-payments.md). */
  method?: PaymentMethod;
}) {
  const totals = checkoutTotals(input.items, input.courierType);
  const paymentDetails =
    input.method === 'cod'
      ? ({ method: 'cod' } as const)
      : ({
          transactionId: input.transactionId,
          method: 'card',
          cardLast4: cardLast4(input.cardNumber),
          status: 'authorized',
          gateway: 'sandbox',
        } as const);
  return {
    orderNumber: input.orderNumber,
    items: input.items.map((item) => ({
      phoneId: phoneIdOf(item),
      quantity: item.quantity,
      price: item.price,
      sellerId: sellerIdOf(item),
    })),
    deliveryAddress: input.delivery,
    courierType: input.courierType,
    shippingCost: totals.shippingCost,
    totalAmount: totals.total,
    paymentDetails,
  };
}
export type OrderPayload = ReturnType<typeof buildOrderPayload>;

/** What the order is made of, apart from the payment: a retry may reuse a payment only for the same. */
export function draftSignature(
  items: readonly CartItemDto[],
  delivery: DeliveryForm,
  courierType: CourierType,
  card: CardForm,
  method: PaymentMethod = 'card',
) {
  return JSON.stringify({
    items: items.map((item) => [phoneIdOf(item), item.quantity, item.price]),
    delivery,
    courierType,
    card: method === 'cod' ? 'cod' : cardLast4(card.cardNumber),
  });
}

/**
 * The shared schemas speak English; each of their texts has a locale key so Sinhala and Tamil readers
 * see their own language (the English values are the same texts: checkout-form.test.ts).
 */
export const CHECKOUT_MESSAGE_KEYS: Record<string, string> = Object.fromEntries(
  [DELIVERY_ADDRESS_MESSAGES, CARD_MESSAGES, PAYMENT_MESSAGES].flatMap((messages) =>
    Object.entries(messages).map(([key, text]) => [text, `checkout.validation.${key}`]),
  ),
);
