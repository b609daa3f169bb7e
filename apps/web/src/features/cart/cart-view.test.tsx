import type { CartDto } from '@phonekade/shared/cart/cart.types';
import type { PhoneDto } from '@phonekade/shared/phones/phone.types';
import { fireEvent } from '@testing-library/dom';
import { act, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore, type SessionUser } from '@/lib/session.ts';
import { jsonReply, renderWithQueryClient, stubFetchForEachTest } from '@/test/fetch-stub.tsx';
import { CartView } from './cart-view.tsx';

const buyer: SessionUser = { id: 'b1', name: 'Kamal', email: 'kamal@example.lk', role: 'buyer' };

const phone = {
  _id: 'p1',
  id: 'p1',
  title: 'Pixel 7',
  brand: 'Google',
  condition: 'Good',
  price: 90_000,
  originalPrice: null,
  images: [],
  image: null,
  imageDetails: [],
  stock: 3,
  isAvailable: true,
  status: 'approved',
  sellerId: { _id: 's1', id: 's1', name: 'Sunil' },
} as unknown as PhoneDto;

const cart: CartDto = {
  items: [
    {
      _id: 'line-1',
      id: 'line-1',
      phoneId: phone,
      title: 'Pixel 7',
      price: 90_000,
      originalPrice: null,
      priceAtAdd: 90_000,
      priceChanged: false,
      previousPrice: null,
      quantity: 1,
      image: null,
      images: [],
      sellerId: phone.sellerId,
      addedAt: '2026-01-02T00:00:00.000Z',
      available: true,
      stock: 3,
    },
  ],
  subtotal: 90_000,
  count: 1,
};

const urlOf = (input: Parameters<typeof fetch>[0]) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

describe('the cart view’s error banner', () => {
  const fetchMock = stubFetchForEachTest();
  beforeEach(() => {
    localStorage.setItem('token', 't');
    localStorage.setItem('user', JSON.stringify(buyer));
    sessionStore.set({ user: buyer, token: 't' });
  });
  afterEach(() => {
    sessionStore.set({ user: null, token: null });
    vi.useRealTimers();
  });

  it('says why a change failed, and clears after 5 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fetchMock.mockImplementation((input) =>
      urlOf(input).endsWith('/api/cart/update')
        ? jsonReply(400, { success: false, message: 'Only 3 units of this phone are left', error: 'BAD_REQUEST' })
        : jsonReply(200, { success: true, data: cart }),
    );
    renderWithQueryClient(<CartView />);
    fireEvent.click(await screen.findByRole('button', { name: 'Increase quantity' }));

    const banner = await screen.findByText('Failed to update quantity: Only 3 units of this phone are left');
    expect(banner).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(4900);
    });
    expect(screen.queryByText(/Failed to update quantity/)).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByText(/Failed to update quantity/)).toBeNull();
    // The line still shows what the server holds.
    expect(screen.getByTestId('cart-quantity').textContent).toBe('1');
  });

  it('a cart that cannot be loaded shows the empty cart with the reason', async () => {
    fetchMock.mockImplementation(() =>
      jsonReply(500, { success: false, message: 'Server error occurred', error: 'INTERNAL' }),
    );
    renderWithQueryClient(<CartView />);
    expect(await screen.findByText('Failed to load cart: Server error occurred')).toBeTruthy();
    expect(screen.getByTestId('cart-empty')).toBeTruthy();
  });
});

describe('the cart’s order summary', () => {
  const fetchMock = stubFetchForEachTest();
  beforeEach(() => {
    localStorage.setItem('token', 't');
    localStorage.setItem('user', JSON.stringify(buyer));
    sessionStore.set({ user: buyer, token: 't' });
  });
  afterEach(() => {
    sessionStore.set({ user: null, token: null });
  });

  it('says delivery starts at the cheapest courier fee and is chosen at checkout, never Free', async () => {
    fetchMock.mockImplementation(() => jsonReply(200, { success: true, data: cart }));
    renderWithQueryClient(<CartView />);
    expect((await screen.findByTestId('cart-delivery')).textContent).toBe('From LKR 1,000, chosen at checkout');
    expect(screen.getByText('Delivery')).toBeTruthy();
    expect(screen.queryByText('Free')).toBeNull();
  });
});
