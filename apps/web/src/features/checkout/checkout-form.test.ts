import { CARD_MESSAGES, DELIVERY_ADDRESS_MESSAGES } from '@phonekade/shared/orders/order.schemas';
import { PAYMENT_MESSAGES } from '@phonekade/shared/payments/payment.schemas';
import type { CartItemDto } from '@phonekade/shared/cart/cart.types';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client.ts';
import en from '@/locales/en/checkout.json';
import si from '@/locales/si/checkout.json';
import ta from '@/locales/ta/checkout.json';
import {
  buildOrderPayload,
  CHECKOUT_MESSAGE_KEYS,
  initialDelivery,
  validateCard,
  validateDelivery,
  type DeliveryForm,
} from './checkout-form.ts';
import { placeOrder, PlaceOrderFailure, type PlaceOrderApi } from './place-order.ts';

const address: DeliveryForm = {
  firstName: 'Nimal',
  lastName: 'Perera',
  mobile: '0771234567',
  otherMobile: '',
  email: 'nimal@example.lk',
  province: 'Western',
  district: 'Colombo',
  city: 'Nugegoda',
  addressLine1: '12 Temple Road',
  addressLine2: '',
};
const card = { cardNumber: '4242 4242 4242 4242', expiryDate: '12/39', cvv: '123', cardholderName: 'NIMAL PERERA' };

const item = {
  _id: 'line-1',
  id: 'line-1',
  phoneId: { _id: 'phone-1', id: 'phone-1' },
  title: 'Galaxy S23',
  price: 150_000,
  quantity: 1,
  sellerId: { _id: 'seller-1' },
  available: true,
} as unknown as CartItemDto;

function lookup(catalog: unknown, key: string): unknown {
  return key
    .split('.')
    .slice(1)
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalog);
}

describe('checkout validation', () => {
  it('an empty delivery step shows its message under each required field', () => {
    expect(validateDelivery(initialDelivery(null))).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      mobile: 'Mobile number is required',
      email: 'Email is required',
      province: 'Province is required',
      district: 'District is required',
      city: 'City is required',
      addressLine1: 'Address line 1 is required',
    });
  });

  it('a complete delivery step passes; a district from another province does not', () => {
    expect(validateDelivery(address)).toEqual({});
    expect(validateDelivery({ ...address, province: 'Uva' })).toEqual({
      district: 'District does not belong to the selected province',
    });
  });

  it('the card step checks the card rules, the check digit and the expiry', () => {
    expect(validateCard(card)).toEqual({});
    expect(validateCard({ cardNumber: '', expiryDate: '', cvv: '', cardholderName: '' })).toEqual({
      cardNumber: 'Card number is required',
      expiryDate: 'Expiry date is required',
      cvv: 'CVV is required',
      cardholderName: 'Cardholder name is required',
    });
    expect(validateCard({ ...card, cardNumber: '4242 4242 4242 4241', expiryDate: '01/20', cvv: '1' })).toEqual({
      cardNumber: 'This card number is not valid. Please check it and try again',
      expiryDate: 'This card has expired',
      cvv: 'Please enter a valid CVV',
    });
  });

  it('the account fills in name, e-mail and phone', () => {
    expect(initialDelivery({ name: 'Nimal Kumara Perera', email: 'n@example.lk', phone: '0771234567' })).toMatchObject({
      firstName: 'Nimal',
      lastName: 'Kumara Perera',
      email: 'n@example.lk',
      mobile: '0771234567',
    });
  });

  it('every shared message has its locale key, with the same English text, in all three languages', () => {
    const texts = [
      ...Object.values(DELIVERY_ADDRESS_MESSAGES),
      ...Object.values(CARD_MESSAGES),
      ...Object.values(PAYMENT_MESSAGES),
    ];
    for (const text of texts) {
      const key = CHECKOUT_MESSAGE_KEYS[text]!;
      expect(lookup(en, key)).toBe(text);
      expect(typeof lookup(si, key)).toBe('string');
      expect(typeof lookup(ta, key)).toBe('string');
    }
  });
});

describe('the order payload', () => {
  it('carries ids, prices, the courier fee, the total and only the last 4 card digits', () => {
    const payload = buildOrderPayload({
      orderNumber: 'ORD-1-ABCDE',
      items: [item],
      delivery: address,
      courierType: 'speed_post',
      transactionId: 'TXN_1_X',
      cardNumber: card.cardNumber,
    });
    expect(payload).toMatchObject({
      items: [{ phoneId: 'phone-1', quantity: 1, price: 150_000, sellerId: 'seller-1' }],
      shippingCost: 1500,
      totalAmount: 151_500,
      paymentDetails: { transactionId: 'TXN_1_X', cardLast4: '4242', method: 'card', gateway: 'sandbox' },
    });
    expect(JSON.stringify(payload)).not.toContain('4242 4242');
  });
});

describe('Place Order', () => {
  function fakeApi(overrides: Partial<PlaceOrderApi> = {}) {
    const calls: string[] = [];
    let keys = 0;
    const api: PlaceOrderApi = {
      authorize: async (_card, amount) => {
        calls.push(`authorize ${amount}`);
        return { transactionId: 'TXN_1_A', status: 'authorized', amount, cardLast4: '4242' };
      },
      createOrder: async (payload, key) => {
        calls.push(
          `create ${key} ${'transactionId' in payload.paymentDetails ? payload.paymentDetails.transactionId : 'cod'}`,
        );
        return { orderId: 'order-1', orderNumber: payload.orderNumber, shortNumber: 'PK-7F3K-4A' };
      },
      sendConfirmation: async (orderId, email) => {
        calls.push(`confirm ${orderId} ${email}`);
      },
      reloadCart: async () => {
        calls.push('reload');
      },
      newKey: () => `key-${++keys}`,
      ...overrides,
    };
    return { api, calls };
  }
  const input = { items: [item], delivery: address, courierType: 'standard' as const, card, pending: null };

  it('pays, creates the order with a key, asks for the e-mail, reloads the cart', async () => {
    const { api, calls } = fakeApi();
    const created = await placeOrder(api, input);
    expect(created.orderId).toBe('order-1');
    expect(calls).toEqual(['authorize 151000', 'create key-1 TXN_1_A', 'confirm order-1 nimal@example.lk', 'reload']);
  });

  it('a failed confirmation e-mail does not fail the order', async () => {
    const { api } = fakeApi({ sendConfirmation: () => Promise.reject(new Error('smtp')) });
    await expect(placeOrder(api, input)).resolves.toMatchObject({ orderId: 'order-1' });
  });

  it('a declined card stops before the order', async () => {
    const { api, calls } = fakeApi({
      authorize: () => Promise.reject(new ApiError('Payment failed: card declined', 402, 'PAYMENT_FAILED')),
    });
    const failure = await placeOrder(api, input).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PlaceOrderFailure);
    expect((failure as PlaceOrderFailure).stage).toBe('payment');
    expect(calls).toEqual([]);
  });

  it('no answer to the order: the retry resends the same order with the same key and no new payment', async () => {
    let fail = true;
    const { api, calls } = fakeApi();
    const create = api.createOrder;
    api.createOrder = async (payload, key) => {
      if (fail) {
        fail = false;
        calls.push('lost');
        throw new ApiError('Network error', 0);
      }
      return create(payload, key);
    };
    const failure = (await placeOrder(api, input).catch((error: unknown) => error)) as PlaceOrderFailure;
    expect(failure.pending?.idempotencyKey).toBe('key-1');
    await placeOrder(api, { ...input, pending: failure.pending });
    expect(calls.filter((call) => call.startsWith('authorize'))).toHaveLength(1);
    expect(calls).toContain('create key-1 TXN_1_A');
  });

  it('a refused order is not retried with the same key', async () => {
    const { api } = fakeApi({
      createOrder: () => Promise.reject(new ApiError('"X" is no longer available', 409, 'CONFLICT')),
    });
    const failure = (await placeOrder(api, input).catch((error: unknown) => error)) as PlaceOrderFailure;
    expect(failure.stage).toBe('order');
    expect(failure.pending).toBeNull();
  });
});
