// The orders tests' domain flows, on the shared factories (test/factories.ts): a sandbox payment, a
// valid order payload, placing an order through the API, and the rows an order writes.
import { randomUUID } from 'node:crypto';
import { count, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { newOrderNumber } from '@phonekade/shared/orders/order-number';
import type { Db } from '../../db/client.ts';
import {
  cartItems,
  idempotencyKeys,
  listings,
  notifications,
  orderItems,
  orders,
  paymentAuthorizations,
} from '../../db/schema.ts';
import { bearer, createUser, type Body, type TestUser } from '../../test/factories.ts';

export const APPROVING_CARD = '4242 4242 4242 4242';

export const ADDRESS = {
  firstName: 'Nimal',
  lastName: 'Perera',
  mobile: '0771234567',
  email: 'nimal@example.lk',
  province: 'Western',
  district: 'Colombo',
  city: 'Nugegoda',
  addressLine1: '12 Temple Road',
};

/** Two buyers and two sellers, each with a phone number: an order's contact details show it. */
export async function createOrderPeople(t: { app: FastifyInstance }) {
  return {
    buyer: await createUser(t, 'buyer', { name: 'Nimal Buyer', phone: '0771234567' }),
    otherBuyer: await createUser(t, 'buyer', { name: 'Kamala Buyer', phone: '0771234568' }),
    seller: await createUser(t, 'seller', { name: 'Sunil Seller', phone: '0771234569' }),
    otherSeller: await createUser(t, 'seller', { name: 'Ruwan Seller', phone: '0771234560' }),
  };
}

export function createKit(app: FastifyInstance) {
  const db: Db = app.db;

  async function authorize(user: TestUser, amount: number, cardNumber = APPROVING_CARD) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/authorize',
      headers: bearer(user),
      payload: { cardNumber, expiryDate: '12/39', cvv: '123', cardholderName: 'NIMAL PERERA', amount },
    });
    return res;
  }

  type Line = { listing: { id: string; price: number; sellerId: string }; quantity?: number };

  function orderPayload(lines: Line[], transactionId: string, overrides: Record<string, unknown> = {}) {
    const items = lines.map(({ listing, quantity }) => ({
      phoneId: listing.id,
      quantity: quantity ?? 1,
      price: listing.price,
      sellerId: listing.sellerId,
    }));
    const subtotal = items.reduce((sum, item) => sum + item.price * item.quantity, 0);
    return {
      orderNumber: newOrderNumber(),
      items,
      deliveryAddress: ADDRESS,
      courierType: 'standard',
      shippingCost: 1000,
      totalAmount: subtotal + 1000,
      paymentDetails: { transactionId, method: 'card', cardLast4: '4242', status: 'authorized', gateway: 'sandbox' },
      ...overrides,
    };
  }

  function createOrder(user: TestUser | undefined, payload: unknown, key: string | null = randomUUID()) {
    return app.inject({
      method: 'POST',
      url: '/api/orders/create',
      headers: { ...bearer(user), ...(key === null ? {} : { 'idempotency-key': key }) },
      payload: payload as object,
    });
  }

  /** Pays for these lines and places the order; returns the create answer. */
  async function buy(user: TestUser, lines: Line[], key: string = randomUUID()) {
    const total = lines.reduce((sum, line) => sum + line.listing.price * (line.quantity ?? 1), 0) + 1000;
    const paid = await authorize(user, total);
    const { transactionId } = paid.json<Body<{ transactionId: string }>>().data;
    return createOrder(user, orderPayload(lines, transactionId), key);
  }

  /** Row counts of everything an order writes, to show a refused order wrote nothing. */
  async function writtenState() {
    const n = async (table: typeof orders | typeof orderItems | typeof idempotencyKeys) =>
      (await db.select({ n: count() }).from(table))[0]!.n;
    // Authorisations an order took: held for it until receipt (or captured since).
    const heldForOrders = (
      await db.select({ n: count() }).from(paymentAuthorizations).where(isNotNull(paymentAuthorizations.orderId))
    )[0]!.n;
    const stock = await db.select({ id: listings.id, stock: listings.stock }).from(listings).orderBy(listings.id);
    const newOrderNotices = (
      await db.select({ n: count() }).from(notifications).where(eq(notifications.type, 'new_order'))
    )[0]!.n;
    return {
      orders: await n(orders),
      items: await n(orderItems),
      keys: await n(idempotencyKeys),
      heldForOrders,
      stock,
      newOrderNotices,
    };
  }

  async function addToCart(userId: string, listingId: string, price: number) {
    await db.insert(cartItems).values({ userId, listingId, quantity: 1, priceAtAdd: price });
  }

  return { authorize, orderPayload, createOrder, buy, writtenState, addToCart };
}
