// A buyer watches the Orders tab while the seller confirms the order in another browser: the order's
// status changes, a toast says so and the bell counts it, all without a reload.
import sharp from 'sharp';
import type { APIRequestContext, Page } from '@playwright/test';
import { ok, withRateLimitRetry } from './support/api.ts';
import { expect, test } from './support/journey.ts';

const ADMIN = { email: 'e2e-admin@phonekade.lk', password: 'admin-pass-123' };

interface Session {
  token: string;
  user: { id: string; name: string; email: string; role: string };
}

const auth = (session: Session) => ({ authorization: `Bearer ${session.token}` });

async function register(request: APIRequestContext, name: string, role: 'buyer' | 'seller'): Promise<Session> {
  const email = `live-${role}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.lk`;
  return ok<Session>(
    await withRateLimitRetry(() =>
      request.post('/api/auth/register', {
        data: { name, email, password: 'live-pass-123', phone: '0771234567', role },
      }),
    ),
  );
}

async function listApprovedPhone(request: APIRequestContext, seller: Session, title: string, price: number) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="640"><rect width="640" height="640" fill="#e0f2fe"/></svg>`;
  const photo = await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
  const form = new FormData();
  form.append('title', title);
  form.append('brand', 'Samsung');
  form.append('price', String(price));
  form.append('condition', 'Excellent');
  form.append('description', 'Working well, with charger.');
  form.append('location', 'Kandy');
  form.append('district', 'Kandy');
  form.append('specs', JSON.stringify({ ram: '8GB' }));
  form.append('images', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'phone.jpg');
  const phone = await ok<{ id: string; price: number }>(
    await withRateLimitRetry(() => request.post('/api/phones', { headers: auth(seller), multipart: form })),
  );
  const admin = await ok<Session>(await withRateLimitRetry(() => request.post('/api/auth/login', { data: ADMIN })));
  await ok(await request.put(`/api/admin/listings/${phone.id}/approve`, { headers: auth(admin), data: {} }));
  return phone;
}

async function placeOrder(
  request: APIRequestContext,
  buyer: Session,
  seller: Session,
  phone: { id: string; price: number },
) {
  const total = phone.price + 1000;
  const { transactionId } = await ok<{ transactionId: string }>(
    await request.post('/api/payments/sandbox/authorize', {
      headers: auth(buyer),
      data: {
        cardNumber: '4242 4242 4242 4242',
        expiryDate: '12/39',
        cvv: '123',
        cardholderName: 'NIMAL',
        amount: total,
      },
    }),
  );
  return ok<{ id: string; orderNumber: string }>(
    await request.post('/api/orders/create', {
      headers: { ...auth(buyer), 'idempotency-key': crypto.randomUUID() },
      data: {
        orderNumber: `ORD-${Date.now()}-${Math.random().toString(36).slice(2, 7).toUpperCase().padEnd(5, 'X')}`,
        items: [{ phoneId: phone.id, quantity: 1, price: phone.price, sellerId: seller.user.id }],
        deliveryAddress: {
          firstName: 'Nimal',
          lastName: 'Perera',
          mobile: '0771234567',
          email: buyer.user.email,
          province: 'Western',
          district: 'Colombo',
          city: 'Nugegoda',
          addressLine1: '12 Temple Road',
        },
        courierType: 'standard',
        shippingCost: 1000,
        totalAmount: total,
        paymentDetails: { transactionId, method: 'card', cardLast4: '4242', status: 'authorized', gateway: 'sandbox' },
      },
    }),
  );
}

async function signIn(page: Page, session: Session) {
  await page.goto('/');
  await page.evaluate((s) => {
    localStorage.setItem('token', s.token);
    localStorage.setItem('user', JSON.stringify(s.user));
  }, session);
}

test('a buyer watching Orders sees the seller confirm: status, toast and bell, without a reload', async ({
  browser,
  request,
  isMobile,
}) => {
  test.skip(isMobile, 'the two-browser journey runs once, on desktop');
  const seller = await register(request, 'Live Seller', 'seller');
  const buyer = await register(request, 'Live Buyer', 'buyer');
  const phone = await listApprovedPhone(request, seller, `Galaxy A55 live ${Date.now()}`, 95_000);
  const order = await placeOrder(request, buyer, seller, phone);

  const buyerContext = await browser.newContext();
  const sellerContext = await browser.newContext();
  const buyerPage = await buyerContext.newPage();
  const sellerPage = await sellerContext.newPage();

  await signIn(buyerPage, buyer);
  await buyerPage.goto('/profile?tab=orders');
  const card = buyerPage.getByTestId('order-card').filter({ hasText: order.orderNumber });
  await expect(card.getByTestId('order-status')).toHaveText('Pending');
  // Marks this page: a reload would lose it.
  await buyerPage.evaluate(() => ((window as unknown as { watching: boolean }).watching = true));
  // The header carries the bell twice (wide and narrow layouts). The only notice so far is 'order placed'.
  await expect(buyerPage.getByTestId('notification-count').first()).toHaveText('1');

  await signIn(sellerPage, seller);
  await sellerPage.goto('/profile?tab=sales');
  const sale = sellerPage.getByTestId('order-card').filter({ hasText: order.orderNumber });
  await sale.getByRole('button', { name: 'Confirm order' }).click();
  await expect(sale.getByTestId('order-status')).toHaveText('Confirmed');

  await expect(card.getByTestId('order-status')).toHaveText('Confirmed');
  await expect(
    buyerPage.getByRole('status').filter({ hasText: `Your order ${order.orderNumber} is now Confirmed` }),
  ).toBeVisible();
  await expect(buyerPage.getByTestId('notification-count').first()).toHaveText('2');
  expect(await buyerPage.evaluate(() => (window as unknown as { watching?: boolean }).watching)).toBe(true);

  await buyerContext.close();
  await sellerContext.close();
});
