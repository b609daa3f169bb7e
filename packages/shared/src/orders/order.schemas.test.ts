import { describe, expect, it } from 'vitest';

import { errorsOf, parsed } from '../testing/issues.ts';
import {
  cardFormSchema,
  createOrderSchema,
  createReviewSchema,
  deliveryAddressSchema,
  sendConfirmationSchema,
  updateOrderStatusSchema,
} from './order.schemas.ts';

const address = {
  firstName: 'Nimal',
  lastName: 'Perera',
  mobile: '0771234567',
  email: 'nimal@example.lk',
  province: 'Western',
  district: 'Colombo',
  city: 'Nugegoda',
  addressLine1: '12 Temple Road',
};

describe('delivery address', () => {
  it('a complete address passes', () => {
    expect(parsed(deliveryAddressSchema, address)).toEqual({
      ...address,
      otherMobile: undefined,
      addressLine2: undefined,
    });
  });

  it('an empty form shows every required message', () => {
    expect(errorsOf(deliveryAddressSchema, {})).toEqual({
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

  it('blank fields count as empty', () => {
    expect(errorsOf(deliveryAddressSchema, { ...address, firstName: '  ', mobile: ' ', email: '' })).toEqual({
      firstName: 'First name is required',
      mobile: 'Mobile number is required',
      email: 'Email is required',
    });
  });

  it('a mobile must be +94 or 0 and 9 digits; spaces are fine', () => {
    expect(parsed(deliveryAddressSchema, { ...address, mobile: '+94 77 123 4567' }).mobile).toBe('+94771234567');
    for (const mobile of ['077123456', '94771234567', '+9477123456a']) {
      expect(errorsOf(deliveryAddressSchema, { ...address, mobile })).toEqual({
        mobile: 'Please enter a valid Sri Lankan mobile number',
      });
    }
  });

  it('another mobile is optional but checked when given', () => {
    expect(parsed(deliveryAddressSchema, { ...address, otherMobile: '' }).otherMobile).toBeUndefined();
    expect(errorsOf(deliveryAddressSchema, { ...address, otherMobile: '123' })).toEqual({
      otherMobile: 'Please enter a valid Sri Lankan mobile number',
    });
  });

  it('an invalid email is refused', () => {
    expect(errorsOf(deliveryAddressSchema, { ...address, email: 'nimal@' })).toEqual({
      email: 'Please enter a valid email address',
    });
  });

  it('an unknown province counts as none', () => {
    expect(errorsOf(deliveryAddressSchema, { ...address, province: 'Atlantis' })).toEqual({
      province: 'Province is required',
    });
  });

  it('a district outside the province is refused', () => {
    expect(errorsOf(deliveryAddressSchema, { ...address, province: 'Central' })).toEqual({
      district: 'District does not belong to the selected province',
    });
  });

  it('the district check runs while other fields still have errors', () => {
    expect(errorsOf(deliveryAddressSchema, { ...address, city: '', province: 'Uva' })).toEqual({
      city: 'City is required',
      district: 'District does not belong to the selected province',
    });
  });
});

describe('card form', () => {
  const card = { cardNumber: '4242 4242 4242 4242', expiryDate: '12/30', cvv: '123', cardholderName: 'NIMAL PERERA' };

  it('a card number with spaces passes and is kept as digits', () => {
    expect(parsed(cardFormSchema, card).cardNumber).toBe('4242424242424242');
  });

  it('an empty form shows every required message', () => {
    expect(errorsOf(cardFormSchema, { cardNumber: '', expiryDate: '', cvv: '', cardholderName: '' })).toEqual({
      cardNumber: 'Card number is required',
      expiryDate: 'Expiry date is required',
      cvv: 'CVV is required',
      cardholderName: 'Cardholder name is required',
    });
  });

  it('a card number must have 16 digits', () => {
    for (const cardNumber of ['4242 4242 4242 424', '4242 4242 4242 42424', '4242-4242-4242-4242']) {
      expect(errorsOf(cardFormSchema, { ...card, cardNumber })).toEqual({
        cardNumber: 'Please enter a valid 16-digit card number',
      });
    }
  });

  it('an expiry must be MM/YY with a month from 01 to 12', () => {
    for (const expiryDate of ['13/30', '00/30', '1/30', '12/2030', '1230']) {
      expect(errorsOf(cardFormSchema, { ...card, expiryDate })).toEqual({
        expiryDate: 'Please enter expiry date in MM/YY format',
      });
    }
  });

  it('a CVV has 3 or 4 digits', () => {
    expect(errorsOf(cardFormSchema, { ...card, cvv: '1234' })).toBeNull();
    for (const cvv of ['12', '12345', '12a']) {
      expect(errorsOf(cardFormSchema, { ...card, cvv })).toEqual({ cvv: 'Please enter a valid CVV' });
    }
  });
});

describe('create order', () => {
  const phoneId = '5f1c2b3a-1d2e-4f50-8a6b-7c8d9e0f1a2b';
  const sellerId = '6a1c2b3a-1d2e-4f50-8a6b-7c8d9e0f1a2b';
  const order = {
    orderNumber: 'ORD-1718000000000-AB12C',
    items: [{ phoneId, quantity: 2, price: 50_000, sellerId }],
    deliveryAddress: address,
    courierType: 'speed_post',
    shippingCost: 1500,
    totalAmount: 101_500,
    paymentDetails: {
      transactionId: 'TXN_1718000000000_ABC123',
      method: 'card',
      cardLast4: '4242',
      status: 'authorized',
      gateway: 'sandbox',
    },
  };

  it('a payload that adds up passes', () => {
    expect(errorsOf(createOrderSchema, order)).toBeNull();
  });

  it('a list, text, a number or null instead of the order is refused, not crashed on', () => {
    for (const notAnOrder of [[], [order], 'order', 1e308, null]) {
      expect(createOrderSchema.safeParse(notAnOrder).success).toBe(false);
    }
  });

  it('the courier defaults to standard', () => {
    const standard = { ...order, courierType: undefined, shippingCost: 1000, totalAmount: 101_000 };
    expect(parsed(createOrderSchema, standard).courierType).toBe('standard');
  });

  it('populated phone and seller objects are read as their ids', () => {
    const items = [
      { phoneId: { _id: phoneId, title: 'Pixel' }, quantity: 2, price: 50_000, sellerId: { id: sellerId } },
    ];
    expect(parsed(createOrderSchema, { ...order, items }).items[0]).toEqual({
      phoneId,
      quantity: 2,
      price: 50_000,
      sellerId,
    });
  });

  it('an order without items is refused', () => {
    expect(errorsOf(createOrderSchema, { ...order, items: [], totalAmount: 1500 })).toEqual({
      items: 'Your cart is empty',
    });
  });

  it('a shipping cost that is not the courier fee is refused', () => {
    expect(errorsOf(createOrderSchema, { ...order, shippingCost: 0, totalAmount: 100_000 })).toEqual({
      shippingCost: 'Shipping cost does not match the chosen courier',
    });
  });

  it('a total that is not items plus shipping is refused', () => {
    expect(errorsOf(createOrderSchema, { ...order, totalAmount: 100_000 })).toEqual({
      totalAmount: 'Total amount does not match the items and shipping',
    });
  });

  it('totals are not compared while an item is wrong', () => {
    const items = [{ ...order.items[0], quantity: 0 }];
    expect(errorsOf(createOrderSchema, { ...order, items })).toEqual({
      'items.0.quantity': 'Quantity must be a whole number from 1 to 99',
    });
  });

  it('the card travels as its last 4 digits only', () => {
    expect(
      errorsOf(createOrderSchema, {
        ...order,
        paymentDetails: { ...order.paymentDetails, cardLast4: '4242424242424242' },
      }),
    ).toEqual({
      'paymentDetails.cardLast4': 'cardLast4 must be the last 4 digits of the card',
    });
  });

  it('an order number and a transaction id have the spec formats', () => {
    expect(
      errorsOf(createOrderSchema, {
        ...order,
        orderNumber: 'ORD-1-abc',
        paymentDetails: { ...order.paymentDetails, transactionId: 'TX-1' },
      }),
    ).toEqual({
      orderNumber: 'Order number must look like ORD-<timestamp>-<5 letters or digits>',
      'paymentDetails.transactionId': 'A payment transaction ID (TXN_<timestamp>_<random>) is required',
    });
  });

  it('an unknown courier is refused', () => {
    expect(errorsOf(createOrderSchema, { ...order, courierType: 'drone' })).toEqual({
      courierType: 'Courier must be one of: standard, speed_post',
    });
  });

  it('delivery address messages appear under the address', () => {
    expect(errorsOf(createOrderSchema, { ...order, deliveryAddress: { ...address, city: '' } })).toEqual({
      'deliveryAddress.city': 'City is required',
    });
  });
});

describe('order status, confirmation and review', () => {
  it('a known status is accepted in any case', () => {
    expect(parsed(updateOrderStatusSchema, { status: 'Dispatched' })).toEqual({ status: 'dispatched' });
  });

  it('an unknown status is refused', () => {
    expect(errorsOf(updateOrderStatusSchema, { status: 'lost' })).toEqual({
      status: 'Unknown order status. Use one of: pending, confirmed, dispatched, delivered, cancelled',
    });
  });

  it('a confirmation goes to an order id or the client order number', () => {
    expect(
      errorsOf(sendConfirmationSchema, { orderId: '5f1c2b3a-1d2e-4f50-8a6b-7c8d9e0f1a2b', email: 'a@b.lk' }),
    ).toBeNull();
    expect(errorsOf(sendConfirmationSchema, { orderId: 'ORD-1718000000000-AB12C', email: 'a@b.lk' })).toBeNull();
    expect(errorsOf(sendConfirmationSchema, { orderId: '', email: 'a@b.lk' })).toEqual({
      orderId: 'Order ID is required',
    });
  });

  it('a review rates 1 to 5 stars with an optional comment', () => {
    expect(parsed(createReviewSchema, { rating: 5 })).toEqual({ rating: 5, comment: '' });
    expect(parsed(createReviewSchema, { rating: '4', comment: ' Fast delivery ' })).toEqual({
      rating: 4,
      comment: 'Fast delivery',
    });
    for (const rating of [0, 6, 4.5, undefined]) {
      expect(errorsOf(createReviewSchema, { rating })).toEqual({ rating: 'Rating must be a whole number from 1 to 5' });
    }
  });

  it('a review comment over 1000 characters is refused', () => {
    expect(errorsOf(createReviewSchema, { rating: 5, comment: 'x'.repeat(1001) })).toEqual({
      comment: 'Comment must be at most 1000 characters',
    });
  });
});
