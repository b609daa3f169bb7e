import { DEFAULT_COURIER_TYPE, isCourierType, type CourierType } from '@phonekade/shared/constants/couriers';
import { PAYMENT_METHODS, type PaymentMethod } from '@phonekade/shared/orders/order-status';
import { checkoutDraftKey as keyFor, checkoutDraftStorage as storage } from './checkout-draft-keys.ts';
import { initialDelivery, validateDelivery, type DeliveryForm, type Step } from './checkout-form.ts';

/**
 * What a reload of checkout keeps (docs/decisions/077-sign-in-returns-to-the-action.md): the step, the
 * typed address and the chosen courier and payment method, in this tab's sessionStorage under the
 * buyer's id. Never the card: its number, expiry, CVV and name are typed again.
 */
export interface CheckoutDraft {
  step: Step;
  delivery: DeliveryForm;
  courierType: CourierType;
  method: PaymentMethod;
}

/** Longer than any field the address schema accepts; a longer stored value is not restored. */
const MAX_FIELD_LENGTH = 500;
const DELIVERY_FIELDS = Object.keys(initialDelivery(null)) as (keyof DeliveryForm)[];

export function saveCheckoutDraft(userId: string, draft: CheckoutDraft, store = storage()): void {
  const { step, delivery, courierType, method } = draft;
  try {
    store?.setItem(keyFor(userId), JSON.stringify({ step, delivery, courierType, method }));
  } catch {
    // A full or blocked storage only means a reload starts over.
  }
}

/**
 * The buyer's kept checkout, or null. Whatever was stored is checked again: unknown fields are
 * dropped, a step past Delivery needs a valid address, and Confirm with a card goes back to Payment,
 * since the card was not kept.
 */
export function loadCheckoutDraft(userId: string, store = storage()): CheckoutDraft | null {
  let raw: unknown;
  try {
    const text = store?.getItem(keyFor(userId));
    if (!text) return null;
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof raw !== 'object' || raw === null) return null;
  const value = raw as Record<string, unknown>;
  const storedDelivery = (
    typeof value.delivery === 'object' && value.delivery !== null ? value.delivery : {}
  ) as Record<string, unknown>;
  const delivery = initialDelivery(null);
  for (const field of DELIVERY_FIELDS) {
    const text = storedDelivery[field];
    if (typeof text === 'string' && text.length <= MAX_FIELD_LENGTH) delivery[field] = text;
  }
  const courierType = isCourierType(value.courierType) ? value.courierType : DEFAULT_COURIER_TYPE;
  const method = (PAYMENT_METHODS as readonly unknown[]).includes(value.method)
    ? (value.method as PaymentMethod)
    : 'card';
  let step: Step = value.step === 2 || value.step === 3 ? value.step : 1;
  if (step > 1 && Object.keys(validateDelivery(delivery)).length > 0) step = 1;
  if (step === 3 && method === 'card') step = 2;
  return { step, delivery, courierType, method };
}

export { clearCheckoutDrafts } from './checkout-draft-keys.ts';
