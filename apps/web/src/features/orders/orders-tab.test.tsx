import { fireEvent } from '@testing-library/dom';
import { screen, waitFor, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { jsonReply, renderWithQueryClient, stubFetchForEachTest } from '@/test/fetch-stub.tsx';
import { OrdersTab } from './orders-tab.tsx';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const item = (n: number, sellerId: string, status: string) => ({
  id: uuid(n),
  _id: uuid(n),
  phoneId: { _id: uuid(100 + n), id: uuid(100 + n), title: `Phone ${n}`, images: [] },
  title: `Phone ${n}`,
  image: null,
  quantity: 1,
  price: 10_000,
  seller: { _id: sellerId, id: sellerId, name: `Seller ${sellerId.slice(-1)}`, phone: null },
  status,
});

const order = (n: number, status: string, items: unknown[]) => ({
  id: uuid(n),
  _id: uuid(n),
  orderId: uuid(n),
  orderNumber: `ORD-170000000000${n}-ABCDE`,
  createdAt: new Date().toISOString(),
  date: new Date().toISOString(),
  status,
  items,
  phoneTitle: 'Phone 1',
  phoneImage: null,
  quantity: items.length,
  subtotal: 20_000,
  shippingCost: 1000,
  totalAmount: 21_000,
  amount: 21_000,
  courierType: 'standard',
  deliveryAddress: null,
  paymentDetails: null,
  reviewed: false,
  myReviews: [],
});

describe('orders tab: per-seller fulfilment', () => {
  const fetchMock = stubFetchForEachTest();

  it('a two-seller order shows its overall status and each item’s, in the spec colours', async () => {
    fetchMock.mockImplementation(() =>
      jsonReply(200, {
        success: true,
        data: {
          orders: [
            order(1, 'pending', [item(1, uuid(901), 'dispatched'), item(2, uuid(902), 'pending')]),
            order(2, 'confirmed', [item(3, uuid(901), 'confirmed')]),
          ],
        },
      }),
    );
    renderWithQueryClient(<OrdersTab />);
    const [twoSellers, oneSeller] = await screen.findAllByTestId('order-card');
    const overall = within(twoSellers!).getByTestId('order-status');
    expect(overall.textContent).toBe('Pending');
    expect(overall.className).toContain('bg-yellow-100');
    const perItem = within(twoSellers!).getAllByTestId('item-status');
    expect(perItem.map((badge) => badge.textContent)).toEqual(['Dispatched', 'Pending']);
    expect(perItem[0]!.className).toContain('bg-blue-100');
    expect(perItem[1]!.className).toContain('bg-yellow-100');
    // One seller: the order's status says it all.
    expect(within(oneSeller!).queryAllByTestId('item-status')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Rate seller' })).toBeNull();
  });

  it('offers to rate once one seller’s items are delivered, though the order is not', async () => {
    fetchMock.mockImplementation(() =>
      jsonReply(200, {
        success: true,
        data: { orders: [order(1, 'pending', [item(1, uuid(901), 'delivered'), item(2, uuid(902), 'pending')])] },
      }),
    );
    renderWithQueryClient(<OrdersTab />);
    expect(await screen.findByRole('button', { name: 'Rate seller' })).toBeTruthy();
    const badges = screen.getAllByTestId('item-status');
    expect(badges[0]!.className).toContain('bg-green-100');
  });

  it('shows the courier fee the buyer paid, stored with the order, even after the courier price changed', async () => {
    const paidBeforeAPriceChange = { ...order(1, 'pending', [item(1, uuid(901), 'pending')]), shippingCost: 800 };
    fetchMock.mockImplementation(() => jsonReply(200, { success: true, data: { orders: [paidBeforeAPriceChange] } }));
    renderWithQueryClient(<OrdersTab />);
    const card = await screen.findByTestId('order-card');
    fireEvent.click(within(card).getByRole('button', { name: 'Show details' }));
    expect(within(card).getByText(/LKR 800/)).toBeTruthy();
    expect(within(card).queryByText(/LKR 1,000$/)).toBeNull();
  });
});

describe('orders tab: editing a review', () => {
  const fetchMock = stubFetchForEachTest();
  const DAY = 24 * 60 * 60 * 1000;
  const reviewed = (daysAgo: number) => ({
    ...order(1, 'delivered', [item(1, uuid(901), 'delivered')]),
    reviewed: true,
    myReviews: [
      { id: uuid(500), rating: 2, comment: 'Slow', createdAt: new Date(Date.now() - daysAgo * DAY).toISOString() },
    ],
  });

  it('offers Edit review within 30 days, refuses a link before asking the server, and sends the change', async () => {
    fetchMock.mockImplementation((_url: string | URL | Request, init?: RequestInit) =>
      init?.method === 'PUT'
        ? jsonReply(200, { success: true, message: 'Your review has been updated', data: { review: {} } })
        : jsonReply(200, { success: true, data: { orders: [reviewed(3)] } }),
    );
    renderWithQueryClient(<OrdersTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit review' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit your review' });
    expect(within(dialog).getByRole<HTMLTextAreaElement>('textbox').value).toBe('Slow');
    fireEvent.input(within(dialog).getByRole('textbox'), { target: { value: 'Cheaper at www.deals.lk' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit review' }));
    expect(within(dialog).getByText('Reviews cannot contain links or web addresses')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

    fireEvent.click(within(dialog).getByRole('radio', { name: '5 out of 5' }));
    fireEvent.input(within(dialog).getByRole('textbox'), { target: { value: 'Sorted out, thank you' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit review' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [url, init] = fetchMock.mock.calls.find(([, options]) => options?.method === 'PUT')!;
    expect(url instanceof Request ? url.url : url.toString()).toContain(`/reviews/${uuid(500)}`);
    expect(JSON.parse(init?.body as string)).toEqual({ rating: 5, comment: 'Sorted out, thank you' });
  });

  it('has no Edit review after 30 days', async () => {
    fetchMock.mockImplementation(() => jsonReply(200, { success: true, data: { orders: [reviewed(31)] } }));
    renderWithQueryClient(<OrdersTab />);
    expect(await screen.findByText('Reviewed')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit review' })).toBeNull();
  });
});
