import { afterEach, describe, expect, it } from 'vitest';
import { clearCheckoutDrafts, loadCheckoutDraft, saveCheckoutDraft, type CheckoutDraft } from './checkout-draft.ts';
import { initialDelivery } from './checkout-form.ts';

const ADDRESS = {
  ...initialDelivery({ name: 'Nimal Perera', email: 'nimal@example.lk', phone: '0771234567' }),
  province: 'Western',
  district: 'Colombo',
  city: 'Nugegoda',
  addressLine1: '12 Temple Road',
};

const draft = (overrides: Partial<CheckoutDraft> = {}): CheckoutDraft => ({
  step: 2,
  delivery: ADDRESS,
  courierType: 'speed_post',
  method: 'cod',
  ...overrides,
});

afterEach(() => sessionStorage.clear());

describe('checkout kept for a reload', () => {
  it('gives back the step, the address, the courier and the payment method', () => {
    saveCheckoutDraft('buyer-1', draft());
    expect(loadCheckoutDraft('buyer-1')).toEqual(draft());
  });

  it('never stores a card number, expiry, CVV or name, even when handed one', () => {
    const withCard = { ...draft(), card: { cardNumber: '4242 4242 4242 4242', cvv: '987', expiryDate: '12/30' } };
    saveCheckoutDraft('buyer-1', withCard);
    const stored = JSON.stringify({ ...sessionStorage });
    expect(stored).not.toContain('4242');
    expect(stored).not.toContain('"987"');
    expect(stored).not.toContain('cvv');
    expect(stored).not.toContain('12/30');
  });

  it('is kept per buyer: another account in the same tab starts afresh', () => {
    saveCheckoutDraft('buyer-1', draft());
    expect(loadCheckoutDraft('buyer-2')).toBeNull();
  });

  it('Confirm with a card goes back to Payment, since the card must be typed again', () => {
    saveCheckoutDraft('buyer-1', draft({ step: 3, method: 'card' }));
    expect(loadCheckoutDraft('buyer-1')).toMatchObject({ step: 2, method: 'card' });
    saveCheckoutDraft('buyer-1', draft({ step: 3, method: 'cod' }));
    expect(loadCheckoutDraft('buyer-1')).toMatchObject({ step: 3, method: 'cod' });
  });

  it('a step past Delivery without a valid address goes back to Delivery', () => {
    saveCheckoutDraft('buyer-1', draft({ step: 3, method: 'cod', delivery: { ...ADDRESS, district: '' } }));
    expect(loadCheckoutDraft('buyer-1')).toMatchObject({ step: 1, delivery: { district: '' } });
  });

  it('tampered or broken storage restores only what is valid, or nothing', () => {
    sessionStorage.setItem(
      'phonekade.checkout.buyer-1',
      JSON.stringify({
        step: 9,
        courierType: 'drone',
        method: 'crypto',
        delivery: { city: 7, extra: 'x', addressLine1: 'A' },
      }),
    );
    const restored = loadCheckoutDraft('buyer-1');
    expect(restored).toMatchObject({ step: 1, courierType: 'standard', method: 'card' });
    expect(restored?.delivery).toMatchObject({ city: '', addressLine1: 'A' });
    expect(restored?.delivery).not.toHaveProperty('extra');
    sessionStorage.setItem('phonekade.checkout.buyer-1', '{not json');
    expect(loadCheckoutDraft('buyer-1')).toBeNull();
  });

  it('is forgotten for every account after an order or at sign-out, and nothing else is touched', () => {
    saveCheckoutDraft('buyer-1', draft());
    saveCheckoutDraft('buyer-2', draft());
    sessionStorage.setItem('other', 'kept');
    clearCheckoutDrafts();
    expect(loadCheckoutDraft('buyer-1')).toBeNull();
    expect(loadCheckoutDraft('buyer-2')).toBeNull();
    expect(sessionStorage.getItem('other')).toBe('kept');
  });
});
