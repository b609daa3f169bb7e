import type { CartDto, CartItemDto } from '@phonekade/shared/cart/cart.types';
import type { PhoneDto } from '@phonekade/shared/phones/phone.types';
import { samplePhone as phone } from '@phonekade/shared/testing/sample-phone';
import { act, renderHook, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession, type SessionUser } from '@/lib/session.ts';
import { toastStore } from '@/lib/toast.ts';
import { GUEST_CART_KEY, guestCartStore, saveGuestCart } from '@/stores/cart-store.ts';
import { jsonReply } from '@/test/fetch-stub.tsx';
import { setUpHookTests, urlOf } from '@/test/hook-harness.tsx';
import { useAddToCart } from './add-to-cart.ts';
import { useClearCart } from './clear-cart.ts';
import { useCart, useInCart, useJustAdded } from './get-cart.ts';
import { useGuestCartMerge } from './merge-guest-cart.ts';
import { useRemoveFromCart } from './remove-from-cart.ts';
import { useUpdateCartItem } from './update-cart-item.ts';

function serverItem(of: PhoneDto, quantity: number): CartItemDto {
  return {
    _id: `line-${of.id}`,
    id: `line-${of.id}`,
    phoneId: of,
    title: of.title,
    price: of.price,
    originalPrice: null,
    priceAtAdd: of.price,
    priceChanged: false,
    previousPrice: null,
    quantity,
    image: null,
    images: [],
    sellerId: of.sellerId,
    addedAt: '2026-01-02T00:00:00.000Z',
    available: true,
    stock: of.stock,
  };
}

const serverCart = (...items: CartItemDto[]): CartDto => ({
  items,
  subtotal: items.reduce((sum, item) => sum + item.price * item.quantity, 0),
  count: items.reduce((sum, item) => sum + item.quantity, 0),
});

const buyer: SessionUser = { id: 'b1', name: 'Kamal', email: 'kamal@example.lk', role: 'buyer' };
const seller: SessionUser = { id: 's9', name: 'Sunil', email: 'sunil@example.lk', role: 'seller' };

const stored = () =>
  JSON.parse(localStorage.getItem(GUEST_CART_KEY) ?? '[]') as { phoneId: string; quantity: number }[];
const { fetchMock, wrapper, signIn: signInAs } = setUpHookTests();

/** The cart and every cart action, as the views use them. */
function useCartAndActions() {
  return {
    cart: useCart(),
    add: useAddToCart(),
    update: useUpdateCartItem(),
    remove: useRemoveFromCart(),
    clear: useClearCart(),
    justAdded: useJustAdded(),
  };
}

beforeEach(() => {
  saveGuestCart([]);
  // Unless a test says otherwise, the catalogue is out of reach: the guest cart shows what it kept.
  fetchMock.mockImplementation(() => jsonReply(503, { success: false, message: 'offline' }));
});

afterEach(() => vi.useRealTimers());

describe('a guest cart, kept in this browser', () => {
  it('keeps added phones in local storage and counts them', async () => {
    const { result } = renderHook(useCartAndActions, { wrapper });
    await act(() => result.current.add.mutateAsync({ phone: phone('a') }));
    await act(() => result.current.add.mutateAsync({ phone: phone('b', { price: 50_000 }) }));

    expect(stored().map((line) => line.phoneId)).toEqual(['a', 'b']);
    expect(result.current.cart).toMatchObject({ mode: 'guest', status: 'ready', count: 2, subtotal: 150_000 });
    // Newest first, as a server cart lists them.
    expect(result.current.cart.items.map((item) => item.phoneId.id)).toEqual(['b', 'a']);
  });

  it('raises the quantity when a phone is added again, never above the stock', async () => {
    const { result } = renderHook(useCartAndActions, { wrapper });
    await act(() => result.current.add.mutateAsync({ phone: phone('a') }));
    await act(() => result.current.add.mutateAsync({ phone: phone('a') }));
    expect(stored()).toMatchObject([{ phoneId: 'a', quantity: 2 }]);

    await act(() =>
      expect(result.current.add.mutateAsync({ phone: phone('a') })).rejects.toThrow(
        'Not enough units of this phone in stock',
      ),
    );
    expect(stored()).toMatchObject([{ phoneId: 'a', quantity: 2 }]);
  });

  it('refuses a phone that is not for sale, and stores nothing', async () => {
    const { result } = renderHook(useCartAndActions, { wrapper });
    await act(() =>
      expect(
        result.current.add.mutateAsync({ phone: phone('sold', { stock: 0, isAvailable: false }) }),
      ).rejects.toThrow('This phone is no longer available'),
    );
    expect(stored()).toEqual([]);
    expect(result.current.cart.items).toEqual([]);
  });

  it('marks an added phone as just added for 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { result } = renderHook(useCartAndActions, { wrapper });
    await act(() => result.current.add.mutateAsync({ phone: phone('a') }));
    await waitFor(() => expect(result.current.justAdded).toEqual(['a']));

    await act(async () => {
      vi.advanceTimersByTime(2900);
    });
    expect(result.current.justAdded).toEqual(['a']);
    await act(async () => {
      vi.advanceTimersByTime(200);
    });
    expect(result.current.justAdded).toEqual([]);
  });

  it('removes a phone whose quantity is set to 0 or less', async () => {
    const { result } = renderHook(useCartAndActions, { wrapper });
    await act(() => result.current.add.mutateAsync({ phone: phone('a') }));
    await act(() => result.current.add.mutateAsync({ phone: phone('b') }));
    await act(() => result.current.update.mutateAsync({ phoneId: 'a', quantity: 0 }));
    expect(stored().map((line) => line.phoneId)).toEqual(['b']);
    await act(() => result.current.update.mutateAsync({ phoneId: 'b', quantity: -1 }));
    expect(stored()).toEqual([]);
    expect(localStorage.getItem(GUEST_CART_KEY)).toBeNull();
    expect(result.current.cart.count).toBe(0);
  });

  it('changes quantities within the stock, and removes and clears lines', async () => {
    const { result } = renderHook(useCartAndActions, { wrapper });
    await act(() => result.current.add.mutateAsync({ phone: phone('a', { stock: 3 }) }));
    await act(() => result.current.add.mutateAsync({ phone: phone('b') }));
    await act(() => result.current.update.mutateAsync({ phoneId: 'a', quantity: 3 }));
    expect(result.current.cart.count).toBe(4);

    await act(() =>
      expect(result.current.update.mutateAsync({ phoneId: 'a', quantity: 4 })).rejects.toThrow(
        'Not enough units of this phone in stock',
      ),
    );
    expect(result.current.cart.count).toBe(4);

    await act(() => result.current.remove.mutateAsync({ phoneId: 'b' }));
    expect(stored()).toMatchObject([{ phoneId: 'a', quantity: 3 }]);
    await act(() => result.current.clear.mutateAsync());
    expect(localStorage.getItem(GUEST_CART_KEY)).toBeNull();
    expect(result.current.cart.items).toEqual([]);
  });

  it('drops a phone the catalogue no longer has and shows today’s price when the cart loads', async () => {
    saveGuestCart([
      { phoneId: 'a', quantity: 1, phone: phone('a'), priceAtAdd: 100_000, addedAt: '2026-01-01T00:00:00.000Z' },
      { phoneId: 'gone', quantity: 1, phone: phone('gone'), priceAtAdd: 100_000, addedAt: '2026-01-01T00:00:00.000Z' },
      { phoneId: 'away', quantity: 1, phone: phone('away'), priceAtAdd: 100_000, addedAt: '2026-01-01T00:00:00.000Z' },
    ]);
    fetchMock.mockImplementation((input) => {
      const url = urlOf(input);
      if (url.endsWith('/phones/gone')) return jsonReply(404, { success: false, message: 'Phone not found' });
      if (url.endsWith('/phones/away')) return jsonReply(500, { success: false, message: 'Server error occurred' });
      return jsonReply(200, { success: true, data: phone('a', { price: 90_000 }) });
    });

    const { result } = renderHook(() => useCart({ fresh: true }), { wrapper });
    await waitFor(() => expect(result.current.loadedAfterMount).toBe(true));

    // A phone that could not be loaded this time keeps the copy the cart had.
    expect(stored().map((line) => line.phoneId)).toEqual(['a', 'away']);
    expect(result.current.items.find((item) => item.id === 'a')).toMatchObject({
      price: 90_000,
      priceChanged: true,
      previousPrice: 100_000,
    });
  });
});

describe('a buyer’s cart, kept on the server', () => {
  beforeEach(() => signInAs(buyer));

  it('shows the cart the server answers and every change as the server answers it', async () => {
    const a = phone('a');
    fetchMock.mockImplementation((input, init) => {
      const url = urlOf(input);
      if (url.endsWith('/api/cart') && init?.method === 'GET')
        return jsonReply(200, { success: true, data: serverCart() });
      if (url.endsWith('/api/cart/add')) {
        expect(JSON.parse(init?.body as string)).toEqual({ phoneId: 'a', quantity: 1 });
        return jsonReply(200, { success: true, message: 'Item added to cart', data: serverCart(serverItem(a, 1)) });
      }
      if (url.endsWith('/api/cart/update')) {
        return jsonReply(200, { success: true, data: serverCart(serverItem(a, 2)) });
      }
      if (url.endsWith('/api/cart/remove/a')) return jsonReply(200, { success: true, data: serverCart() });
      return jsonReply(404, { success: false, message: `unexpected ${url}` });
    });

    const { result } = renderHook(() => ({ ...useCartAndActions(), inCart: useInCart('a') }), { wrapper });
    await waitFor(() => expect(result.current.cart.status).toBe('ready'));
    expect(result.current.cart).toMatchObject({ mode: 'buyer', count: 0 });

    // The query cache tells its views a moment after a change: each check waits for the view.
    await act(() => result.current.add.mutateAsync({ phone: a }));
    await waitFor(() => expect(result.current.cart.count).toBe(1));
    expect(result.current.inCart).toBe(true);
    await act(() => result.current.update.mutateAsync({ phoneId: 'a', quantity: 2 }));
    await waitFor(() => expect(result.current.cart.subtotal).toBe(200_000));
    await act(() => result.current.update.mutateAsync({ phoneId: 'a', quantity: 0 }));
    await waitFor(() => expect(result.current.cart.items).toEqual([]));
    // Nothing of a buyer's cart is kept in this browser.
    expect(localStorage.getItem(GUEST_CART_KEY)).toBeNull();
  });

  it('a refused add rejects with the server’s reason and leaves the cart as it was', async () => {
    fetchMock.mockImplementation((input) =>
      urlOf(input).endsWith('/api/cart/add')
        ? jsonReply(400, { success: false, message: 'You cannot add your own phone to cart', error: 'BAD_REQUEST' })
        : jsonReply(200, { success: true, data: serverCart() }),
    );
    const { result } = renderHook(useCartAndActions, { wrapper });
    await waitFor(() => expect(result.current.cart.status).toBe('ready'));
    await act(() =>
      expect(result.current.add.mutateAsync({ phone: phone('a') })).rejects.toThrow(
        'You cannot add your own phone to cart',
      ),
    );
    expect(result.current.cart.items).toEqual([]);
  });

  it('an answer that is not a success fails with the cart’s own text', async () => {
    fetchMock.mockImplementation(() => jsonReply(200, { data: serverCart() }));
    const { result } = renderHook(useCartAndActions, { wrapper });
    await waitFor(() => expect(result.current.cart.status).toBe('error'));
    expect(result.current.cart.error?.message).toBe('Failed to load cart');
  });
});

describe('sellers and admins have no cart', () => {
  it('shows an empty cart and refuses an add, without asking the server', async () => {
    signInAs(seller);
    const { result } = renderHook(useCartAndActions, { wrapper });
    expect(result.current.cart).toMatchObject({ mode: 'none', status: 'ready', count: 0 });
    await act(() =>
      expect(result.current.add.mutateAsync({ phone: phone('a') })).rejects.toThrow(
        'Sellers cannot add items to cart. Please log in as a buyer to make purchases.',
      ),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('signing in with a guest cart', () => {
  const guestLines = () => [
    { phoneId: 'a', quantity: 2, phone: phone('a'), priceAtAdd: 100_000, addedAt: '2026-01-01T00:00:00.000Z' },
    { phoneId: 'b', quantity: 1, phone: phone('b'), priceAtAdd: 100_000, addedAt: '2026-01-01T00:00:00.000Z' },
  ];

  it('merges the guest lines into the buyer’s cart, empties the guest cart and names what was left out', async () => {
    saveGuestCart(guestLines());
    let merged: unknown;
    const afterMerge = serverCart(serverItem(phone('a'), 2));
    fetchMock.mockImplementation((input, init) => {
      if (urlOf(input).endsWith('/api/cart/merge')) {
        merged = JSON.parse(init?.body as string);
        const skipped = [{ phoneId: 'b', reason: 'own_phone', message: 'x', requested: 1, added: 0 }];
        return jsonReply(200, { success: true, data: { ...afterMerge, skipped } });
      }
      return jsonReply(200, { success: true, data: merged ? afterMerge : serverCart() });
    });
    const { result } = renderHook(
      () => {
        useGuestCartMerge();
        return useCart();
      },
      { wrapper },
    );

    await act(() => saveSession(buyer, 't'));

    expect(merged).toEqual({
      guestItems: [
        { phoneId: 'a', quantity: 2 },
        { phoneId: 'b', quantity: 1 },
      ],
    });
    expect(guestCartStore.get()).toEqual([]);
    expect(localStorage.getItem(GUEST_CART_KEY)).toBeNull();
    await waitFor(() => expect(result.current).toMatchObject({ mode: 'buyer', count: 2 }));
    expect(toastStore.get().map((toast) => toast.message)).toEqual([
      'Some phones from your guest cart could not be added in full: Phone b',
    ]);
  });

  it('keeps the guest cart for the next sign-in when the merge fails, and says why', async () => {
    saveGuestCart(guestLines());
    fetchMock.mockImplementation((input) =>
      urlOf(input).endsWith('/api/cart/merge')
        ? jsonReply(500, { success: false, message: 'Server error occurred', error: 'INTERNAL' })
        : jsonReply(200, { success: true, data: serverCart() }),
    );
    renderHook(useGuestCartMerge, { wrapper });

    await act(() => saveSession(buyer, 't'));

    expect(stored().map((line) => line.phoneId)).toEqual(['a', 'b']);
    expect(toastStore.get()).toMatchObject([{ kind: 'error', message: 'Failed to merge cart: Server error occurred' }]);
  });

  it('leaves a seller’s guest cart alone', async () => {
    saveGuestCart(guestLines());
    renderHook(useGuestCartMerge, { wrapper });
    await act(() => saveSession(seller, 't'));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(stored()).toHaveLength(2);
  });
});
