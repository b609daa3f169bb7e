// Paying as people here pay (docs/decisions/072-cash-on-delivery-and-held-payments.md,
// docs/decisions/073-disputes-cancellation-and-tracking.md): a cash-on-delivery checkout, a buyer
// confirming receipt of a delivered card order, and a dispute refunded by an admin. The steps before
// each journey are set up through the API. Desktop and 390x844.
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { ok, withRateLimitRetry } from './support/api.ts';
import { expect, test } from './support/journey.ts';
import { ADMIN, listApprovedPhone, register, type Session } from './support/listings.ts';

const PASSWORD = 'checkout-pass-1';

async function signIn(page: Page, session: Session) {
  await page.goto('/');
  await page.evaluate((s) => {
    localStorage.setItem('token', s.token);
    localStorage.setItem('user', JSON.stringify(s.user));
  }, session);
}

const auth = (session: Session) => ({ authorization: `Bearer ${session.token}` });

const ADDRESS = {
  firstName: 'Nimal',
  lastName: 'Perera',
  mobile: '0771234567',
  email: 'nimal@example.lk',
  province: 'Western',
  district: 'Colombo',
  city: 'Nugegoda',
  addressLine1: '12 Temple Road',
};

interface PlacedOrder {
  id: string;
  orderNumber: string;
  shortNumber: string;
}

/** A card order placed and delivered through the API: its payment is held for 5 days. */
async function deliveredCardOrder(
  request: APIRequestContext,
  buyer: Session,
  seller: Session,
  phoneId: string,
  price: number,
): Promise<PlacedOrder> {
  const total = price + 1000;
  const payment = await ok<{ transactionId: string }>(
    await request.post('/api/payments/sandbox/authorize', {
      headers: auth(buyer),
      data: { cardNumber: '4242424242424242', expiryDate: '12/39', cvv: '123', cardholderName: 'NIMAL', amount: total },
    }),
  );
  const order = await ok<PlacedOrder>(
    await request.post('/api/orders/create', {
      headers: { ...auth(buyer), 'idempotency-key': randomUUID() },
      data: {
        orderNumber: `ORD-${Date.now()}-${randomUUID().replace(/-/g, '').slice(0, 5).toUpperCase()}`,
        items: [{ phoneId, quantity: 1, price, sellerId: seller.user.id }],
        deliveryAddress: ADDRESS,
        courierType: 'standard',
        shippingCost: 1000,
        totalAmount: total,
        paymentDetails: { transactionId: payment.transactionId, cardLast4: '4242' },
      },
    }),
  );
  await ok(
    await request.put(`/api/orders/${order.id}/status`, { headers: auth(seller), data: { status: 'delivered' } }),
  );
  return order;
}

test('a buyer pays cash on delivery and the seller marks it delivered with cash received', async ({
  page,
  request,
  isMobile,
}) => {
  test.setTimeout(120_000);
  const run = `${isMobile ? 'M' : 'D'}${Date.now().toString(36).toUpperCase()}`;
  const title = `Pixel 7 Cash ${run}`;
  const seller = await register(request, 'Kamal Seller', 'seller', PASSWORD);
  const phoneId = await listApprovedPhone(request, seller, { title, brand: 'Google', price: 85_000 });
  const buyer = await register(request, 'Nimal Perera', 'buyer', PASSWORD);

  await signIn(page, buyer);
  await page.goto(`/phones/${phoneId}`);
  await page.getByRole('button', { name: /^Add to Cart - LKR/ }).click();
  await expect(page.getByRole('button', { name: 'Added to Cart' })).toBeVisible();
  await page.goto('/cart');
  await page.getByTestId('checkout-button').click();
  await page.getByLabel('Province').selectOption('Western');
  await page.getByLabel('District').selectOption('Colombo');
  await page.getByLabel('City').fill('Nugegoda');
  await page.getByLabel('Address line 1', { exact: false }).first().fill('12 Temple Road');
  await page.getByRole('button', { name: 'Next' }).click();

  // An individual seller takes cash by default; no card form is needed.
  const cash = page.getByRole('radio', { name: /Cash on delivery/ });
  await expect(cash).toBeEnabled();
  await cash.check();
  await expect(page.getByLabel('Card number')).toBeHidden();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Review your order')).toBeVisible();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible({ timeout: 15_000 });
  const shortNumber = (await page.getByTestId('short-order-number').textContent())!.trim();
  expect(shortNumber).toMatch(/^PK-[34679ACDEFGHJKMNPQRTUVWXY]{4}-[34679ACDEFGHJKMNPQRTUVWXY]{2}$/);
  await expect(page.getByText('Keep the cash ready: you pay the seller when the phone arrives.')).toBeVisible();

  await page.getByRole('button', { name: 'View Order History' }).click();
  const order = page.getByTestId('order-card').filter({ hasText: shortNumber });
  await expect(order).toBeVisible();
  await order.getByRole('button', { name: 'Show details' }).click();
  await expect(order.getByTestId('payment-state')).toHaveText('Pay in cash on delivery');

  // The seller hands it over and takes the cash.
  await signIn(page, seller);
  await page.goto('/profile?tab=sales');
  const sale = page.getByTestId('order-card').filter({ hasText: shortNumber });
  await sale.getByRole('button', { name: 'Confirm order' }).click();
  await expect(sale.getByTestId('order-status')).toHaveText('Confirmed');
  await sale.getByRole('button', { name: 'Mark dispatched' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Delivered — cash received/ })
    .click();
  await expect(sale.getByTestId('order-status')).toHaveText('Delivered');
  await sale.getByRole('button', { name: 'Show details' }).click();
  await expect(sale.getByText('Cash received by the seller')).toBeVisible();
});

test('a buyer confirms receipt of a delivered card order and the payment goes to the seller', async ({
  page,
  request,
  isMobile,
}) => {
  test.setTimeout(120_000);
  const run = `${isMobile ? 'M' : 'D'}${Date.now().toString(36).toUpperCase()}`;
  const seller = await register(request, 'Sunil Seller', 'seller', PASSWORD);
  const phoneId = await listApprovedPhone(request, seller, {
    title: `Galaxy A54 Held ${run}`,
    brand: 'Google',
    price: 70_000,
  });
  const buyer = await register(request, 'Nimal Perera', 'buyer', PASSWORD);
  const order = await deliveredCardOrder(request, buyer, seller, phoneId, 70_000);

  await signIn(page, buyer);
  await page.goto('/profile?tab=orders');
  const card = page.getByTestId('order-card').filter({ hasText: order.shortNumber });
  await expect(card.getByText(/You can report a problem until/)).toBeVisible();
  await card.getByRole('button', { name: 'I received the phone as described' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'I received the phone as described' }).click();
  await expect(page.getByText('Thank you. The payment has been released to the seller.').first()).toBeVisible();
  await expect(card.getByRole('button', { name: 'I received the phone as described' })).toBeHidden();
  await card.getByRole('button', { name: 'Show details' }).click();
  await expect(card.getByTestId('payment-state')).toHaveText('Paid to the seller');
});

test('an admin refunds a disputed order from the Disputes tab', async ({ page, request, isMobile }) => {
  test.setTimeout(120_000);
  const run = `${isMobile ? 'M' : 'D'}${Date.now().toString(36).toUpperCase()}`;
  const seller = await register(request, 'Ruwan Seller', 'seller', PASSWORD);
  const phoneId = await listApprovedPhone(request, seller, {
    title: `iPhone 12 Dispute ${run}`,
    brand: 'Google',
    price: 95_000,
  });
  const buyer = await register(request, 'Kamala Silva', 'buyer', PASSWORD);
  const order = await deliveredCardOrder(request, buyer, seller, phoneId, 95_000);

  // The buyer reports the problem from the order card.
  await signIn(page, buyer);
  await page.goto('/profile?tab=orders');
  const card = page.getByTestId('order-card').filter({ hasText: order.shortNumber });
  await card.getByRole('button', { name: 'Report a problem' }).click();
  const report = page.getByRole('dialog');
  await report.getByLabel('What happened?').selectOption('not_as_described');
  await report.getByLabel('Details').fill(`The screen has a crack (${run})`);
  await report.getByRole('button', { name: 'Send report' }).click();
  await expect(card.getByTestId('dispute-status')).toHaveText('You reported a problem. PhoneKade is looking into it.');

  const admin = await ok<Session>(await withRateLimitRetry(() => request.post('/api/auth/login', { data: ADMIN })));
  await signIn(page, admin);
  await page.goto('/admin');
  const tab = page.getByRole('tab', { name: /Disputes/ });
  await expect(tab.getByTestId('disputes-tab-count')).toBeVisible();
  await tab.click();
  const dispute = page.getByTestId('dispute-card').filter({ hasText: order.shortNumber });
  await expect(dispute.getByText(`The screen has a crack (${run})`)).toBeVisible();
  await dispute.getByRole('button', { name: 'Refund the buyer' }).click();
  const decide = page.getByRole('dialog');
  await decide.getByLabel('Note to the buyer and the seller').fill('Photos show the crack; refunded.');
  await decide.getByRole('button', { name: 'Refund the buyer' }).click();
  await expect(dispute.getByText('Refunded', { exact: true })).toBeVisible();
  await expect(dispute.getByText('Decision: Photos show the crack; refunded.')).toBeVisible();

  // The buyer sees the decision on the order.
  await signIn(page, buyer);
  await page.goto('/profile?tab=orders');
  await expect(card.getByTestId('dispute-status')).toContainText('Decided: you are refunded');
});
