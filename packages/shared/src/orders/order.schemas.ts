import { z } from 'zod';

import {
  emailField,
  isUuid,
  numberInput,
  optionalText,
  requiredText,
  uuidField,
  whenFieldsValid,
} from '../common/fields.ts';
import { containsLink } from '../common/links.ts';
import { isValidSriLankanMobile, normalizePhone } from '../common/phone-number.ts';
import { ORDER_STATUSES } from '../constants/catalog.ts';
import { DISPUTE_OUTCOMES, DISPUTE_REASONS } from './dispute.ts';
import { COURIER_TYPES, courierFee, DEFAULT_COURIER_TYPE } from '../constants/couriers.ts';
import {
  CARD_NUMBER_INPUT_MAX_LENGTH,
  CHOICE_MAX_LENGTH,
  MAX_CART_QUANTITY,
  MAX_DISPUTE_PHOTOS,
  MAX_ORDER_ITEMS,
  MAX_ORDER_AMOUNT,
  PHONE_INPUT_MAX_LENGTH,
  REVIEW_COMMENT_MAX_LENGTH,
} from '../constants/limits.ts';
import { isDistrictInProvince, isProvinceName, type ProvinceName } from '../constants/locations.ts';
import { PHONE_ID_REQUIRED_MESSAGE, INVALID_PHONE_ID_MESSAGE } from '../phones/phone.schemas.ts';
import { REVIEW_EDIT_MESSAGES } from '../reviews/review.schemas.ts';

const NAME_MAX = 50;
const PLACE_MAX = 100;
const ADDRESS_LINE_MAX = 200;
const CARDHOLDER_MAX = 100;
const PAYMENT_TEXT_MAX = 50;
// Longer than any order number, transaction id or order id this app makes.
const REFERENCE_MAX = 100;
const TRACKING_NUMBER_MIN = 6;
const TRACKING_NUMBER_MAX = 30;
const DISPUTE_NOTE_MAX = 1000;

/** Contact and shipping texts, the product's own (the last four are ours). */
export const DELIVERY_ADDRESS_MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  mobileRequired: 'Mobile number is required',
  mobileInvalid: 'Please enter a valid Sri Lankan mobile number',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  provinceRequired: 'Province is required',
  districtRequired: 'District is required',
  cityRequired: 'City is required',
  addressLine1Required: 'Address line 1 is required',
  districtNotInProvince: 'District does not belong to the selected province',
  nameTooLong: `Names must be at most ${NAME_MAX} characters`,
  placeTooLong: `Must be at most ${PLACE_MAX} characters`,
  addressLineTooLong: `Address lines must be at most ${ADDRESS_LINE_MAX} characters`,
} as const;

/** Card form texts, the product's own (the last one is ours). */
export const CARD_MESSAGES = {
  cardNumberRequired: 'Card number is required',
  cardNumberInvalid: 'Please enter a valid 16-digit card number',
  expiryRequired: 'Expiry date is required',
  expiryInvalid: 'Please enter expiry date in MM/YY format',
  cvvRequired: 'CVV is required',
  cvvInvalid: 'Please enter a valid CVV',
  cardholderNameRequired: 'Cardholder name is required',
  cardholderNameTooLong: `Cardholder name must be at most ${CARDHOLDER_MAX} characters`,
} as const;

// Texts of our own, for cases the product's texts do not cover.
export const ORDER_SCHEMA_MESSAGES = {
  orderNumberInvalid: 'Order number must look like ORD-<timestamp>-<5 letters or digits>',
  itemsRequired: 'Your cart is empty',
  tooManyItems: `An order can hold at most ${MAX_ORDER_ITEMS} different phones`,
  quantityInvalid: `Quantity must be a whole number from 1 to ${MAX_CART_QUANTITY}`,
  priceInvalid: 'Price must be a whole number of rupees greater than 0',
  sellerIdInvalid: 'Invalid seller ID',
  courierInvalid: `Courier must be one of: ${COURIER_TYPES.join(', ')}`,
  shippingCostInvalid: 'Shipping cost must be a whole number of rupees, 0 or more',
  shippingCostMismatch: 'Shipping cost does not match the chosen courier',
  totalAmountInvalid: 'Total amount must be a whole number of rupees greater than 0',
  totalAmountMismatch: 'Total amount does not match the items and shipping',
  transactionIdInvalid: 'A payment transaction ID (TXN_<timestamp>_<random>) is required',
  cardLast4Invalid: 'cardLast4 must be the last 4 digits of the card',
  paymentFieldRequired: 'Payment details are incomplete',
  paymentMethodInvalid: 'Payment method must be card or cod',
  trackingNumberInvalid: `The tracking number must be ${TRACKING_NUMBER_MIN} to ${TRACKING_NUMBER_MAX} letters, digits or dashes`,
  disputeReasonInvalid: 'Please choose why: not_as_described or not_received',
  disputeNoteRequired: 'Please tell us what went wrong',
  disputeNoteTooLong: `The note must be at most ${DISPUTE_NOTE_MAX} characters`,
  disputeTooManyPhotos: `At most ${MAX_DISPUTE_PHOTOS} photos can be added to a report`,
  resolutionInvalid: 'Choose refund or release',
  resolutionNoteRequired: 'Please add a note for the buyer and the seller',
  acceptsCodInvalid: 'acceptsCashOnDelivery must be true or false',
  sellerIdsInvalid: 'sellerIds must be a comma-separated list of seller IDs',
  statusInvalid: `Unknown order status. Use one of: ${ORDER_STATUSES.join(', ')}`,
  orderIdRequired: 'Order ID is required',
  ratingInvalid: 'Rating must be a whole number from 1 to 5',
  commentTooLong: `Comment must be at most ${REVIEW_COMMENT_MAX_LENGTH} characters`,
} as const;

const M = DELIVERY_ADDRESS_MESSAGES;

function mobileField(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .max(PHONE_INPUT_MAX_LENGTH, { message: M.mobileInvalid, abort: true })
    .transform(normalizePhone)
    .pipe(z.string().min(1, { message: requiredMessage, abort: true }).refine(isValidSriLankanMobile, M.mobileInvalid));
}

/**
 * Step 1 of checkout and `deliveryAddress` of the order. Spaces in mobile numbers are
 * removed. The district must be one of the chosen province's; that check runs even while other
 * fields still have errors, so the form can show every message at once.
 */
export const deliveryAddressSchema = z
  .object({
    firstName: requiredText(M.firstNameRequired, NAME_MAX, M.nameTooLong),
    lastName: requiredText(M.lastNameRequired, NAME_MAX, M.nameTooLong),
    mobile: mobileField(M.mobileRequired),
    otherMobile: z
      .string({ error: M.mobileInvalid })
      .max(PHONE_INPUT_MAX_LENGTH, { message: M.mobileInvalid, abort: true })
      .nullish()
      .transform((value) => (value == null ? undefined : normalizePhone(value) || undefined))
      .refine((value) => value === undefined || isValidSriLankanMobile(value), M.mobileInvalid),
    email: emailField(M.emailRequired),
    province: z
      .string({ error: M.provinceRequired })
      .trim()
      .max(PLACE_MAX, { message: M.provinceRequired, abort: true })
      .refine((value): value is ProvinceName => isProvinceName(value), M.provinceRequired),
    district: requiredText(M.districtRequired, PLACE_MAX, M.placeTooLong),
    city: requiredText(M.cityRequired, PLACE_MAX, M.placeTooLong),
    addressLine1: requiredText(M.addressLine1Required, ADDRESS_LINE_MAX, M.addressLineTooLong),
    addressLine2: optionalText(ADDRESS_LINE_MAX, M.addressLineTooLong).transform((value) => value || undefined),
  })
  .refine((address) => isDistrictInProvince(address.province, address.district), {
    message: M.districtNotInProvince,
    path: ['district'],
    when: ({ value }) => {
      const { province, district } = (value ?? {}) as { province?: unknown; district?: unknown };
      return (
        typeof province === 'string' &&
        isProvinceName(province.trim()) &&
        typeof district === 'string' &&
        district.trim() !== ''
      );
    },
  });
export type DeliveryAddressInput = z.infer<typeof deliveryAddressSchema>;

const C = CARD_MESSAGES;

/** The card fields with their rules; spaces in the card number are allowed and removed. */
export const cardFields = {
  cardNumber: z
    .string({ error: C.cardNumberRequired })
    .max(CARD_NUMBER_INPUT_MAX_LENGTH, { message: C.cardNumberInvalid, abort: true })
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(
      z
        .string()
        .min(1, { message: C.cardNumberRequired, abort: true })
        .regex(/^\d{16}$/, { message: C.cardNumberInvalid, abort: true }),
    ),
  expiryDate: z
    .string({ error: C.expiryRequired })
    .trim()
    .max('MM/YY'.length, { message: C.expiryInvalid, abort: true })
    .min(1, { message: C.expiryRequired, abort: true })
    .regex(/^(0[1-9]|1[0-2])\/\d{2}$/, { message: C.expiryInvalid, abort: true }),
  cvv: z
    .string({ error: C.cvvRequired })
    .trim()
    .max(4, { message: C.cvvInvalid, abort: true })
    .min(1, { message: C.cvvRequired, abort: true })
    .regex(/^\d{3,4}$/, C.cvvInvalid),
  cardholderName: requiredText(C.cardholderNameRequired, CARDHOLDER_MAX, C.cardholderNameTooLong),
};

/** Step 2 of checkout: the card form. */
export const cardFormSchema = z.object(cardFields);
export type CardFormInput = z.infer<typeof cardFormSchema>;

const O = ORDER_SCHEMA_MESSAGES;

// Cart items carry phoneId and sellerId either as an id or as the populated object, and older
// clients copy them into the order as they are: read the id out of an object.
function idOf(value: unknown): unknown {
  if (value && typeof value === 'object') {
    const ref = value as { _id?: unknown; id?: unknown };
    return ref._id ?? ref.id;
  }
  return value;
}

function wholeRupees(message: string, min: number) {
  return numberInput({ required: message, invalid: message }, (n) =>
    n.int(message).min(min, message).max(MAX_ORDER_AMOUNT, message),
  );
}

export const orderItemSchema = z.object({
  phoneId: z.preprocess(idOf, uuidField(PHONE_ID_REQUIRED_MESSAGE, INVALID_PHONE_ID_MESSAGE)),
  quantity: numberInput({ required: O.quantityInvalid, invalid: O.quantityInvalid }, (n) =>
    n.int(O.quantityInvalid).min(1, O.quantityInvalid).max(MAX_CART_QUANTITY, O.quantityInvalid),
  ),
  price: wholeRupees(O.priceInvalid, 1),
  sellerId: z.preprocess(idOf, uuidField(O.sellerIdInvalid, O.sellerIdInvalid)),
});
export type OrderItemInput = z.infer<typeof orderItemSchema>;

const paymentText = z
  .string({ error: O.paymentFieldRequired })
  .trim()
  .min(1, O.paymentFieldRequired)
  .max(PAYMENT_TEXT_MAX, { message: O.paymentFieldRequired, abort: true });

const cardPaymentSchema = z.object({
  transactionId: z
    .string({ error: O.transactionIdInvalid })
    .trim()
    .max(REFERENCE_MAX, { message: O.transactionIdInvalid, abort: true })
    .regex(/^TXN_\d+_[A-Za-z0-9]+$/, O.transactionIdInvalid),
  method: z.literal('card'),
  cardLast4: z
    .string({ error: O.cardLast4Invalid })
    .trim()
    .max(4, { message: O.cardLast4Invalid, abort: true })
    .regex(/^\d{4}$/, O.cardLast4Invalid),
  status: paymentText.default('authorized'),
  gateway: paymentText.default('sandbox'),
});

// Cash on delivery: nothing is paid at checkout (docs/decisions/072-cash-on-delivery-and-held-payments.md).
const cashPaymentSchema = z.object({ method: z.literal('cod') });

/** A card paid through the sandbox gateway, or cash on delivery; a body without a method pays by card. */
export const paymentDetailsSchema = z.preprocess(
  (value) =>
    value && typeof value === 'object' && (value as { method?: unknown }).method === undefined
      ? { ...value, method: 'card' }
      : value,
  z.discriminatedUnion('method', [cardPaymentSchema, cashPaymentSchema], { error: O.paymentMethodInvalid }),
);
export type PaymentDetailsInput = z.infer<typeof paymentDetailsSchema>;

export const ORDER_NUMBER_PATTERN = /^ORD-\d+-[A-Z0-9]{5}$/;

/**
 * POST /orders/create. Besides each field's rules, the payload must add up:
 * shippingCost is the courier's fee and totalAmount is the items plus shipping. The server still
 * prices the order from its own database (docs/decisions/007-stock-in-order-transaction.md); this
 * catches a client that computed it wrong.
 */
export const createOrderSchema = z
  .object({
    orderNumber: z
      .string({ error: O.orderNumberInvalid })
      .trim()
      .max(REFERENCE_MAX, { message: O.orderNumberInvalid, abort: true })
      .regex(ORDER_NUMBER_PATTERN, O.orderNumberInvalid),
    items: z
      .array(orderItemSchema, { error: O.itemsRequired })
      .min(1, O.itemsRequired)
      .max(MAX_ORDER_ITEMS, O.tooManyItems),
    deliveryAddress: deliveryAddressSchema,
    courierType: z.enum(COURIER_TYPES, { error: O.courierInvalid }).default(DEFAULT_COURIER_TYPE),
    shippingCost: wholeRupees(O.shippingCostInvalid, 0),
    totalAmount: wholeRupees(O.totalAmountInvalid, 1),
    paymentDetails: paymentDetailsSchema,
  })
  .superRefine(
    (order, ctx) => {
      if (order.shippingCost !== courierFee(order.courierType)) {
        ctx.addIssue({ code: 'custom', message: O.shippingCostMismatch, path: ['shippingCost'] });
        return;
      }
      const subtotal = order.items.reduce((sum, item) => sum + item.price * item.quantity, 0);
      if (order.totalAmount !== subtotal + order.shippingCost) {
        ctx.addIssue({ code: 'custom', message: O.totalAmountMismatch, path: ['totalAmount'] });
      }
    },
    { when: whenFieldsValid('items', 'courierType', 'shippingCost', 'totalAmount') },
  );
export type CreateOrderInput = z.infer<typeof createOrderSchema>;

/**
 * PUT /orders/:id/status (docs/decisions/011-per-seller-fulfilment.md); whether the move is allowed is
 * canMoveOrderStatus.
 */
export const updateOrderStatusSchema = z.object({
  status: z
    .string({ error: O.statusInvalid })
    .trim()
    .max(CHOICE_MAX_LENGTH, { message: O.statusInvalid, abort: true })
    .toLowerCase()
    .pipe(z.enum(ORDER_STATUSES, { error: O.statusInvalid })),
  // Needed when moving to dispatched (needsTrackingNumber); spaces are dropped, letters upper-cased.
  trackingNumber: z
    .string({ error: O.trackingNumberInvalid })
    .max(TRACKING_NUMBER_MAX * 2, { message: O.trackingNumberInvalid, abort: true })
    .transform((value) => value.replace(/\s+/g, '').toUpperCase())
    .pipe(
      z.union([
        z.literal(''),
        z
          .string()
          .regex(new RegExp(`^[A-Z0-9-]{${TRACKING_NUMBER_MIN},${TRACKING_NUMBER_MAX}}$`), O.trackingNumberInvalid),
      ]),
    )
    .nullish()
    .transform((value) => value || undefined),
});
export type UpdateOrderStatusInput = z.infer<typeof updateOrderStatusSchema>;

/**
 * POST /orders/send-confirmation. Older clients fall back to their own order number when the create
 * answer carries no id, so orderId is an order id or an order number.
 */
export const sendConfirmationSchema = z.object({
  orderId: z
    .string({ error: O.orderIdRequired })
    .trim()
    .max(REFERENCE_MAX, { message: O.orderIdRequired, abort: true })
    .refine((value) => ORDER_NUMBER_PATTERN.test(value) || isUuid(value), O.orderIdRequired),
  email: emailField(M.emailRequired),
});
export type SendConfirmationInput = z.infer<typeof sendConfirmationSchema>;

/**
 * POST /orders/:id/review, and PUT /reviews/:id when the buyer edits it
 * (docs/decisions/027-ratings-from-delivered-orders.md, docs/decisions/065-review-edit-and-hide.md).
 * A comment is at most REVIEW_COMMENT_MAX_LENGTH characters and carries no links: reviews are read by
 * buyers deciding whom to trust, and a link there is how a scam leads them off PhoneKade.
 */
export const createReviewSchema = z.object({
  rating: numberInput({ required: O.ratingInvalid, invalid: O.ratingInvalid }, (n) =>
    n.int(O.ratingInvalid).min(1, O.ratingInvalid).max(5, O.ratingInvalid),
  ),
  comment: optionalText(REVIEW_COMMENT_MAX_LENGTH, O.commentTooLong)
    .transform((value) => value ?? '')
    .refine((value) => !containsLink(value), REVIEW_EDIT_MESSAGES.commentHasLink),
});
export type CreateReviewInput = z.infer<typeof createReviewSchema>;

/** PUT /reviews/:id: the same fields and rules as writing the review. */
export const editReviewSchema = createReviewSchema;
export type EditReviewInput = CreateReviewInput;
/** POST /orders/:id/dispute (docs/decisions/073-disputes-cancellation-and-tracking.md). */
export const openDisputeSchema = z.object({
  reason: z.enum(DISPUTE_REASONS, { error: O.disputeReasonInvalid }),
  note: requiredText(O.disputeNoteRequired, DISPUTE_NOTE_MAX, O.disputeNoteTooLong),
});
export type OpenDisputeInput = z.infer<typeof openDisputeSchema>;

/** POST /admin/disputes/:id/resolve: refund voids the held payment, release captures it. */
export const resolveDisputeSchema = z.object({
  outcome: z.enum(DISPUTE_OUTCOMES, { error: O.resolutionInvalid }),
  note: requiredText(O.resolutionNoteRequired, DISPUTE_NOTE_MAX, O.disputeNoteTooLong),
});
export type ResolveDisputeInput = z.infer<typeof resolveDisputeSchema>;

/** PUT /users/cash-on-delivery: the seller's switch. */
export const cashOnDeliverySettingSchema = z.object({
  acceptsCashOnDelivery: z.boolean({ error: O.acceptsCodInvalid }),
});
export type CashOnDeliverySettingInput = z.infer<typeof cashOnDeliverySettingSchema>;

/** GET /orders/cash-on-delivery?sellerIds=a,b: whether every seller of the cart takes cash. */
export const cashOnDeliveryQuerySchema = z.object({
  sellerIds: z
    .string({ error: O.sellerIdsInvalid })
    .max(MAX_ORDER_ITEMS * 40, { message: O.sellerIdsInvalid, abort: true })
    .transform((value) => [
      ...new Set(
        value
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ])
    .refine((ids) => ids.length > 0 && ids.length <= MAX_ORDER_ITEMS && ids.every(isUuid), O.sellerIdsInvalid),
});
