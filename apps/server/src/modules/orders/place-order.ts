import { courierFee } from '@phonekade/shared/constants/couriers';
import type { Language } from '@phonekade/shared/i18n/language';
import { formatLkr } from '@phonekade/shared/money/format-lkr';
import { newOrderNumber } from '@phonekade/shared/orders/order-number';
import { initialPaymentState } from '@phonekade/shared/orders/order-status';
import { createOrderSchema, type CreateOrderInput } from '@phonekade/shared/orders/order.schemas';
import type { OrderDto } from '@phonekade/shared/orders/order.types';
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { AfterCommit } from '../../lib/after-commit.ts';
import { AppError, badRequest, conflict } from '../../lib/app-error.ts';
import type { Mailer } from '../../lib/mailer.ts';
import type { LiveConnections } from '../../lib/live-connections.ts';
import { createCartService } from '../cart/cart.service.ts';
import type { NotificationsService, StoredNotification } from '../notifications/notifications.service.ts';
import {
  holdAuthorizationForOrderOrThrow,
  lockAuthorizationOrThrow,
  voidAuthorization,
} from '../payments/payments.service.ts';
import { phoneImagePath } from '../phones/phone-images.ts';
import { accountLanguages } from '../users/users.service.ts';
import { confirmationMail } from './confirmation-mail.ts';
import { toOrderDto } from './order-dto.ts';
import * as repository from './orders.repository.ts';

export const PLACE_ORDER_MESSAGES = {
  placed: 'Order placed successfully',
  /** To a seller: `items` are the seller's phones of the order ('"Galaxy A54" x1, ...'). */
  newOrder: (orderNumber: string, items: string) => `New order ${orderNumber}: ${items}`,
  idempotencyKeyRequired: 'An Idempotency-Key header is required to place an order',
  idempotencyKeyInvalid: 'The Idempotency-Key header must be 1 to 200 visible characters',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different order',
  duplicatePhone: 'Each phone can appear only once in an order',
  orderNumberTaken: 'Could not give this order a number. Please try again.',
  phoneGone: 'A phone in your order is no longer listed. Please review your cart.',
  ownPhone: (title: string) => `You cannot buy your own phone ("${title}")`,
  sellerMismatch: (title: string) => `The seller of "${title}" does not match the phone`,
  notForSale: (title: string) => `"${title}" is not available for purchase`,
  soldOut: (title: string) => `"${title}" is no longer available`,
  cashOnDeliveryRefused: (sellerName: string) => `${sellerName} does not accept cash on delivery. Please pay by card.`,
  notEnoughStock: (title: string, left: number) => `Only ${left} of "${title}" left. Please review your cart.`,
  /** `price` as the buyer reads it, formatted with formatLkr. */
  priceChanged: (title: string, price: string) =>
    `The price of "${title}" has changed to ${price}. Please review your cart.`,
} as const;

const M = PLACE_ORDER_MESSAGES;

/** A phone that cannot be sold now: 409 naming the field of the order that holds it. */
export class PhoneUnavailableError extends AppError {
  constructor(message: string, field: string) {
    super('CONFLICT', message, { [field]: message });
  }
}

export interface PlaceOrderDeps {
  db: Db;
  notifications: NotificationsService;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** Where image URLs in answers start (config.imageBaseUrl). */
  imageBaseUrl: string;
  /** The buyer's other tabs hear that the cart emptied. */
  live: LiveConnections;
  /** Mail sent after an answer went out; the app waits for it when closing. */
  afterCommit: AfterCommit;
  /** Said after an order took stock: the phones it bought may have sold out. */
  catalogueChanged: () => void;
}

/** The checkout call as it arrived: the Idempotency-Key header and the body, neither checked yet. */
export interface PlaceOrderRequest {
  idempotencyKey: string | string[] | undefined;
  body: unknown;
}

export interface PlaceOrderResult {
  status: number;
  body: { success: true; message: string; data: OrderDto };
  replayed: boolean;
}

/** Inserts tried before giving up on a free order number and short number. */
const ORDER_NUMBER_ATTEMPTS = 5;

const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

/** The Idempotency-Key header, checked (400 when missing or malformed). */
export function readIdempotencyKey(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || value.trim() === '') throw badRequest(M.idempotencyKeyRequired);
  if (!IDEMPOTENCY_KEY_PATTERN.test(value.trim())) throw badRequest(M.idempotencyKeyInvalid);
  return value.trim();
}

// Keys sorted, so the same order sent with its fields in another order hashes the same.
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export function requestHash(input: CreateOrderInput): string {
  return createHash('sha256').update(canonicalJson(input)).digest('hex');
}

/** What the order keeps of the phone's first image: its path, whichever store or CDN serves it later. */
function firstImagePath(images: readonly { name: string }[]): string | null {
  const first = images[0];
  return first ? phoneImagePath(first.name) : null;
}

/** The payment the body names, read before the body is checked: even a refused body names it. */
function namedTransactionId(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const payment = (body as { paymentDetails?: unknown }).paymentDetails;
  if (!payment || typeof payment !== 'object') return undefined;
  const id = (payment as { transactionId?: unknown }).transactionId;
  return typeof id === 'string' && id.trim() !== '' && id.length <= 200 ? id.trim() : undefined;
}

/**
 * Places the buyer's order. Whatever refuses it (a bad header or body, a wrong amount, a stale price,
 * a phone that cannot be sold, a reused key, an unexpected error), the payment authorisation it
 * names is voided right after the rollback, so the buyer's money is never left held. Only the
 * buyer's own authorisation that is still held is voided: one that is someone else's or already
 * paid for an order stays as it is, so a reused or replayed payment cannot void anything.
 */
export async function placeOrder(
  deps: PlaceOrderDeps,
  buyerId: string,
  request: PlaceOrderRequest,
): Promise<PlaceOrderResult> {
  const transactionId = namedTransactionId(request.body);
  try {
    const key = readIdempotencyKey(request.idempotencyKey);
    const input = createOrderSchema.parse(request.body ?? {});
    return await placeCheckedOrder(deps, buyerId, key, input);
  } catch (error) {
    if (transactionId) await releasePayment(deps, buyerId, transactionId);
    throw error;
  }
}

async function releasePayment(deps: PlaceOrderDeps, buyerId: string, transactionId: string): Promise<void> {
  try {
    await voidAuthorization(deps.db, transactionId, buyerId);
  } catch (error) {
    // The refusal still reaches the buyer; the expiry sweep voids this authorisation later.
    deps.log.warn({ err: error }, 'could not void the payment of a refused order');
  }
}

/**
 * The one flow that spans cart, listings, payments, orders and notifications
 * (docs/decisions/007-stock-in-order-transaction.md): in one
 * transaction the payment is checked, every phone locked (in id order) and checked against the
 * database's price and stock, stock taken with a conditional update, the order and its items written,
 * the payment captured and the answer stored under the Idempotency-Key. After the commit the cart is
 * emptied, sellers are notified and the confirmation e-mail goes out. A replay of the key returns the
 * stored answer.
 */
async function placeCheckedOrder(
  deps: PlaceOrderDeps,
  buyerId: string,
  idempotencyKey: string,
  input: CreateOrderInput,
): Promise<PlaceOrderResult> {
  const hash = requestHash(input);
  const notified: StoredNotification[] = [];
  const result = await deps.db.transaction(async (tx) => {
    await repository.lockIdempotencyKey(tx, buyerId, idempotencyKey);
    const previous = await repository.findIdempotencyKey(tx, buyerId, idempotencyKey);
    if (previous) {
      if (previous.requestHash !== hash) throw conflict(M.idempotencyKeyReused);
      return {
        status: previous.responseStatus,
        body: previous.responseBody as PlaceOrderResult['body'],
        replayed: true,
      };
    }

    const ids = input.items.map((item) => item.phoneId);
    if (new Set(ids).size !== ids.length) throw badRequest(M.duplicatePhone, { items: M.duplicatePhone });

    const shippingCost = courierFee(input.courierType);
    const payment = input.paymentDetails;
    if (payment.method === 'card') {
      await lockAuthorizationOrThrow(tx, {
        transactionId: payment.transactionId,
        userId: buyerId,
        amount: input.totalAmount,
        cardLast4: payment.cardLast4,
      });
    }

    const locked = new Map((await repository.lockListings(tx, ids)).map((listing) => [listing.id, listing]));
    const lines = input.items.map((item, index) => {
      const listing = locked.get(item.phoneId);
      const field = `items.${index}`;
      if (!listing) throw new PhoneUnavailableError(M.phoneGone, `${field}.phoneId`);
      if (listing.sellerId === buyerId)
        throw badRequest(M.ownPhone(listing.title), { [`${field}.phoneId`]: M.ownPhone(listing.title) });
      if (listing.sellerId !== item.sellerId) {
        throw badRequest(M.sellerMismatch(listing.title), { [`${field}.sellerId`]: M.sellerMismatch(listing.title) });
      }
      if (listing.status !== 'approved' || listing.sellerSuspended)
        throw new PhoneUnavailableError(M.notForSale(listing.title), `${field}.phoneId`);
      if (listing.stock <= 0) throw new PhoneUnavailableError(M.soldOut(listing.title), `${field}.phoneId`);
      if (listing.stock < item.quantity) {
        throw new PhoneUnavailableError(M.notEnoughStock(listing.title, listing.stock), `${field}.quantity`);
      }
      if (listing.price !== item.price) {
        throw conflict(M.priceChanged(listing.title, formatLkr(listing.price)), {
          [`${field}.price`]: M.priceChanged(listing.title, formatLkr(listing.price)),
        });
      }
      return { item, listing };
    });

    // Cash on delivery only when every seller of the order takes it
    // (docs/decisions/072-cash-on-delivery-and-held-payments.md).
    if (payment.method === 'cod') {
      const sellers = await repository.findSellersCashOnDelivery(tx, [
        ...new Set(lines.map(({ listing }) => listing.sellerId)),
      ]);
      const refusing = sellers.find((seller) => !seller.accepts);
      if (refusing) {
        const message = M.cashOnDeliveryRefused(refusing.name);
        throw conflict(message, { 'paymentDetails.method': message });
      }
    }

    // The client's prices matched the database's, so its total (checked by the schema against the
    // items and the courier's fee) is the database total; the authorisation was checked against it.
    const subtotal = lines.reduce((sum, { listing, item }) => sum + listing.price * item.quantity, 0);

    for (const { item, listing } of lines) {
      if (!(await repository.decrementStock(tx, listing.id, item.quantity))) {
        throw new PhoneUnavailableError(M.soldOut(listing.title), 'items');
      }
    }

    const orderFields = {
      buyerId,
      deliveryAddress: input.deliveryAddress,
      courierType: input.courierType,
      subtotal,
      shippingCost,
      totalAmount: subtotal + shippingCost,
      transactionId: payment.method === 'card' ? payment.transactionId : null,
      paymentMethod: payment.method,
      paymentGateway: payment.method === 'card' ? payment.gateway : 'none',
      cardLast4: payment.method === 'card' ? payment.cardLast4 : null,
      paymentStatus: initialPaymentState(payment.method),
    };
    // The client's order number is kept (it may already show it) unless taken; the database draws the
    // short number, and a clash of either is drawn again.
    let order: repository.OrderRow | undefined;
    let orderNumber = input.orderNumber;
    for (let attempt = 0; attempt < ORDER_NUMBER_ATTEMPTS && !order; attempt += 1) {
      order = await repository.insertOrder(tx, { ...orderFields, orderNumber });
      if (!order && (await repository.findOrderByNumber(tx, orderNumber))) orderNumber = newOrderNumber();
    }
    if (!order) throw conflict(M.orderNumberTaken);

    await repository.insertItems(
      tx,
      lines.map(({ item, listing }) => ({
        orderId: order.id,
        listingId: listing.id,
        sellerId: listing.sellerId,
        title: listing.title,
        image: firstImagePath(listing.images),
        price: listing.price,
        quantity: item.quantity,
      })),
    );
    // The card's money stays held until the buyer confirms receipt or the dispute window closes.
    if (payment.method === 'card') await holdAuthorizationForOrderOrThrow(tx, payment.transactionId, order.id);
    await repository.insertPaymentEvent(tx, {
      orderId: order.id,
      actorId: buyerId,
      actorRole: 'buyer',
      action: 'placed',
      toStatus: order.paymentStatus,
    });

    const bySeller = new Map<string, string[]>();
    for (const { item, listing } of lines) {
      bySeller.set(listing.sellerId, [
        ...(bySeller.get(listing.sellerId) ?? []),
        `"${listing.title}" x${item.quantity}`,
      ]);
    }
    for (const [sellerId, titles] of bySeller) {
      notified.push(
        ...(await deps.notifications.store(tx, [sellerId], {
          type: 'new_order',
          message: M.newOrder(order.orderNumber, titles.join(', ')),
          data: { orderId: order.id, orderNumber: order.orderNumber },
        })),
      );
    }

    // The buyer's own record that the order went through, in the bell and live (worded in their
    // language by the web app from its type).
    notified.push(
      ...(await deps.notifications.store(tx, [buyerId], {
        type: 'order_placed',
        message: `Your order ${order.orderNumber} has been placed`,
        data: { orderId: order.id, orderNumber: order.orderNumber },
      })),
    );

    const items = await repository.listItems(tx, [order.id]);
    const body = { success: true as const, message: M.placed, data: toOrderDto(order, items, deps.imageBaseUrl) };
    await repository.insertIdempotencyKey(tx, {
      userId: buyerId,
      key: idempotencyKey,
      requestHash: hash,
      responseStatus: 201,
      responseBody: body,
    });
    return { status: 201, body, replayed: false };
  });

  if (!result.replayed) await afterCommit(deps, buyerId, result.body.data, notified);
  return result;
}

// None of this may undo or fail the order, which is already committed and paid for.
async function afterCommit(deps: PlaceOrderDeps, buyerId: string, order: OrderDto, notified: StoredNotification[]) {
  // Stock was taken: a phone may have sold out.
  deps.catalogueChanged();
  try {
    await createCartService({ db: deps.db, imageBaseUrl: deps.imageBaseUrl, live: deps.live, log: deps.log }).clear({
      id: buyerId,
      role: 'buyer',
    });
  } catch (error) {
    deps.log.warn({ err: error, orderId: order.id }, 'could not clear the cart after an order');
  }
  deps.notifications.deliver(notified);
  // Not awaited: the buyer's answer does not wait for the mail server.
  void buyerLanguage(deps, buyerId).then((language) =>
    sendConfirmationMail(deps, order, order.deliveryAddress.email, language),
  );
}

/** The language the buyer's account reads; English when it cannot be read (the order stands). */
export async function buyerLanguage(deps: Pick<PlaceOrderDeps, 'db' | 'log'>, buyerId: string): Promise<Language> {
  try {
    return (await accountLanguages(deps.db, [buyerId])).get(buyerId) ?? 'en';
  } catch (error) {
    deps.log.warn({ err: error }, 'could not read the language of a buyer');
    return 'en';
  }
}

/** Sends an order's confirmation e-mail; a failure is logged and answered false, never thrown. */
export function sendConfirmationMail(
  deps: Pick<PlaceOrderDeps, 'mailer' | 'afterCommit'>,
  order: OrderDto,
  to: string,
  language: Language,
): Promise<boolean> {
  return deps.afterCommit.run({
    failure: 'order confirmation e-mail failed',
    context: { orderId: order.id },
    level: 'warn',
    work: () => deps.mailer.send(confirmationMail(order, to, language)),
  });
}
