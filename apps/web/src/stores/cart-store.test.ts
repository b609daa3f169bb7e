import type { PhoneDto } from '@phonekade/shared/phones/phone.types';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  addToCart,
  cartStore,
  clearCart,
  GUEST_CART_KEY,
  loadCart,
  removeFromCart,
  updateQuantity,
} from './cart-store.ts';

function phone(id: string, fields: Partial<PhoneDto> = {}): PhoneDto {
  return {
    _id: id,
    id,
    title: `Phone ${id}`,
    brand: 'Apple',
    condition: 'Good',
    price: 100_000,
    originalPrice: null,
    images: [],
    image: null,
    imageDetails: [],
    description: '',
    location: 'Colombo',
    specs: {},
    stock: 2,
    isAvailable: true,
    status: 'approved',
    adminNotes: null,
    rejectionReason: null,
    approvedAt: null,
    approvedBy: null,
    rejectedAt: null,
    rating: 0,
    reviewCount: 0,
    imeiChecked: false,
    sellerId: { _id: 's1', id: 's1' } as PhoneDto['sellerId'],
    createdAt: '2026-01-01T00:00:00.000Z',
    postedTime: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...fields,
  };
}

const stored = () =>
  JSON.parse(localStorage.getItem(GUEST_CART_KEY) ?? '[]') as { phoneId: string; quantity: number }[];

beforeEach(async () => {
  localStorage.clear();
  // A guest cart reloads its phones from the catalogue; here the catalogue answers as it was.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ success: false, message: 'offline' }), { status: 503 })),
  );
  await loadCart();
  cartStore.set((s) => ({ ...s, justAdded: [], error: null }));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the guest cart (spec 4)', () => {
  it('keeps added phones in local storage and counts them', async () => {
    await addToCart(phone('a'));
    await addToCart(phone('b', { price: 50_000 }));
    expect(stored().map((entry) => entry.phoneId)).toEqual(['a', 'b']);
    expect(cartStore.get()).toMatchObject({ mode: 'guest', count: 2, subtotal: 150_000 });
  });

  it('raises the quantity when a phone is added again, never above the stock', async () => {
    await addToCart(phone('a'));
    await addToCart(phone('a'));
    expect(stored()).toMatchObject([{ phoneId: 'a', quantity: 2 }]);
    await expect(addToCart(phone('a'))).rejects.toThrow('Not enough units of this phone in stock');
    expect(stored()).toMatchObject([{ phoneId: 'a', quantity: 2 }]);
    expect(cartStore.get().error).toBe('Failed to add to cart: Not enough units of this phone in stock');
  });

  it('refuses a phone that is not for sale', async () => {
    await expect(addToCart(phone('sold', { stock: 0, isAvailable: false }))).rejects.toThrow(
      'This phone is no longer available',
    );
    expect(stored()).toEqual([]);
  });

  it('marks an added phone as just added for 3 seconds', async () => {
    vi.useFakeTimers();
    try {
      await addToCart(phone('a'));
      expect(cartStore.get().justAdded).toEqual(['a']);
      vi.advanceTimersByTime(3000);
      expect(cartStore.get().justAdded).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('clears an error after 5 seconds', async () => {
    vi.useFakeTimers();
    try {
      await addToCart(phone('a', { stock: 1 }));
      await expect(addToCart(phone('a', { stock: 1 }))).rejects.toThrow();
      expect(cartStore.get().error).not.toBeNull();
      vi.advanceTimersByTime(4999);
      expect(cartStore.get().error).not.toBeNull();
      vi.advanceTimersByTime(1);
      expect(cartStore.get().error).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('removes a phone whose quantity is set to 0 or less', async () => {
    await addToCart(phone('a'));
    await addToCart(phone('b'));
    await updateQuantity('a', 0);
    expect(stored().map((entry) => entry.phoneId)).toEqual(['b']);
    await updateQuantity('b', -1);
    expect(stored()).toEqual([]);
    expect(cartStore.get().count).toBe(0);
  });

  it('changes quantities within the stock and removes and clears lines', async () => {
    await addToCart(phone('a', { stock: 3 }));
    await addToCart(phone('b'));
    await updateQuantity('a', 3);
    expect(cartStore.get().count).toBe(4);
    await updateQuantity('a', 4);
    expect(cartStore.get().error).toBe('Failed to update quantity: Not enough units of this phone in stock');
    await removeFromCart('b');
    expect(stored()).toMatchObject([{ phoneId: 'a', quantity: 3 }]);
    await clearCart();
    expect(localStorage.getItem(GUEST_CART_KEY)).toBeNull();
    expect(cartStore.get().items).toEqual([]);
  });

  it('drops a phone the catalogue no longer has when the cart loads', async () => {
    await addToCart(phone('a'));
    await addToCart(phone('gone'));
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.includes('gone')
          ? new Response(JSON.stringify({ success: false, message: 'Phone not found' }), { status: 404 })
          : new Response(JSON.stringify({ success: true, data: phone('a', { price: 90_000 }) }), { status: 200 }),
      ),
    );
    await loadCart();
    expect(stored().map((entry) => entry.phoneId)).toEqual(['a']);
    expect(cartStore.get().items[0]).toMatchObject({ price: 90_000, priceChanged: true, previousPrice: 100_000 });
  });
});
