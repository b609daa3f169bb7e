// The buyer's checkout journey: a cart filled from a listing made for this run, the
// three steps with a validation error corrected, a declined card kept on step 3 with its banner, the
// approving test card, the order-placed page, the confirmation e-mail at a real SMTP server, the order
// in Orders, and the seller moving it to dispatched from Sales. Desktop and 390x844.
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/journey.ts';
import { waitForMail } from './support/mail.ts';
import { listApprovedPhone, register, type Session } from './support/listings.ts';

const PASSWORD = 'checkout-pass-1';
const SHOTS = process.env.E2E_SHOTS_DIR;

async function shot(page: Page, name: string, isMobile: boolean) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}-${isMobile ? 'mobile' : 'desktop'}.png`, fullPage: true });
}

async function signIn(page: Page, session: Session) {
  await page.goto('/');
  await page.evaluate((s) => {
    localStorage.setItem('token', s.token);
    localStorage.setItem('user', JSON.stringify(s.user));
  }, session);
}

test('a buyer checks out in three steps, and the seller dispatches the order from Sales', async ({
  page,
  request,
  isMobile,
}) => {
  test.setTimeout(120_000);
  const run = `${isMobile ? 'M' : 'D'}${Date.now().toString(36).toUpperCase()}`;
  const title = `Pixel 8 Checkout ${run}`;
  const seller = await register(request, 'Sunil Seller', 'seller', PASSWORD);
  const phoneId = await listApprovedPhone(request, seller, { title, brand: 'Google', price: 145_000 });
  const buyer = await register(request, 'Nimal Perera', 'buyer', PASSWORD);

  // The buyer fills the cart from the phone's page.
  await signIn(page, buyer);
  await page.goto(`/phones/${phoneId}`);
  await page.getByRole('button', { name: /^Add to Cart - LKR/ }).click();
  await expect(page.getByRole('button', { name: 'Added to Cart' })).toBeVisible();
  await page.goto('/cart');
  await page.getByTestId('checkout-button').click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { name: 'Checkout', exact: true })).toBeVisible();

  // Step 1: the account's name, e-mail and phone are filled in; the rest is typed, with one mistake.
  await expect(page.getByLabel('First name')).toHaveValue('Nimal');
  await expect(page.getByLabel('Email')).toHaveValue(buyer.user.email);
  await page.getByLabel('Province').selectOption('Western');
  await page.getByLabel('District').selectOption('Colombo');
  await page.getByLabel('Address line 1', { exact: false }).first().fill('12 Temple Road');
  await page.getByRole('radio', { name: /Speed Post/ }).check();
  await expect(page.getByTestId('checkout-total')).toHaveText('LKR 146,500');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('City is required')).toBeVisible();
  await shot(page, 'checkout-step1-error', isMobile);
  await page.getByLabel('City').fill('Nugegoda');
  await expect(page.getByText('City is required')).toBeHidden();
  // Changing the province clears the district.
  await page.getByLabel('Province').selectOption('Central');
  await expect(page.getByLabel('District')).toHaveValue('');
  await page.getByLabel('Province').selectOption('Western');
  await page.getByLabel('District').selectOption('Colombo');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 2: the sandbox notice and formatted card inputs; the declining test card first.
  await expect(page.getByText('Do not use real cards.')).toBeVisible();
  // A letter typed into the card number does not stay on screen.
  await page.getByLabel('Card number').pressSequentially('4000x');
  await expect(page.getByLabel('Card number')).toHaveValue('4000');
  await page.getByLabel('Card number').fill('4000000000000002');
  await expect(page.getByLabel('Card number')).toHaveValue('4000 0000 0000 0002');
  await page.getByLabel('Expiry date').fill('1230');
  await expect(page.getByLabel('Expiry date')).toHaveValue('12/30');
  await page.getByLabel('CVV').fill('123');
  await page.getByLabel('Cardholder name').fill('nimal perera');
  await expect(page.getByLabel('Cardholder name')).toHaveValue('NIMAL PERERA');
  await shot(page, 'checkout-step2', isMobile);
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 3: the declined card keeps the buyer here with the banner.
  await expect(page.getByText('Review your order')).toBeVisible();
  await page.getByRole('button', { name: 'Place Order' }).click();
  const banner = page.getByRole('alert').filter({ hasText: 'Payment failed: card declined' });
  await expect(banner).toBeVisible();
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeVisible();
  await shot(page, 'checkout-declined', isMobile);
  await banner.getByRole('button', { name: 'Dismiss' }).click();
  await expect(banner).toBeHidden();

  // Back to the card, the approving test card, and the order goes through.
  await page.getByRole('button', { name: 'Previous' }).click();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Card ending 4242')).toBeVisible();
  await shot(page, 'checkout-step3', isMobile);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible({ timeout: 15_000 });
  const orderNumber = (await page.getByTestId('order-number').textContent())!.trim();
  expect(orderNumber).toMatch(/^ORD-\d+-[A-Z0-9]{5}$/);
  await expect(page.getByText(`A confirmation email has been sent to ${buyer.user.email}.`)).toBeVisible();
  await expect(page.getByText('The sellers will contact you within 24 hours.', { exact: true })).toBeVisible();
  await expect(page.getByText('Your phone will be dispatched via Speed Post.')).toBeVisible();
  await expect(page.getByText('Expected delivery time: 1-2 business days.')).toBeVisible();
  await shot(page, 'order-placed', isMobile);

  // The confirmation e-mail arrived at the SMTP server.
  expect(await waitForMail(buyer.user.email, /PhoneKade order confirmation (ORD-\d+-[A-Z0-9]{5})/)).toBe(orderNumber);

  // The order is in the buyer's history, pending (yellow).
  await page.getByRole('button', { name: 'View Order History' }).click();
  await expect(page).toHaveURL(/\/profile\?tab=orders$/);
  const order = page.getByTestId('order-card').filter({ hasText: orderNumber });
  await expect(order).toBeVisible();
  await expect(order.getByText(title)).toBeVisible();
  await expect(order.getByTestId('order-status')).toHaveText('Pending');
  await shot(page, 'orders-tab', isMobile);

  // The seller sees it in Sales and moves it to dispatched.
  await signIn(page, seller);
  await page.goto('/profile?tab=sales');
  const sale = page.getByTestId('order-card').filter({ hasText: orderNumber });
  await expect(sale).toBeVisible();
  await sale.getByRole('button', { name: 'Show details' }).click();
  await expect(sale.getByText('Nimal Perera').first()).toBeVisible();
  await expect(sale.getByText('12 Temple Road')).toBeVisible();
  await sale.getByRole('button', { name: 'Confirm order' }).click();
  await expect(sale.getByTestId('order-status')).toHaveText('Confirmed');
  await sale.getByRole('button', { name: 'Mark dispatched' }).click();
  // Dispatching asks for the courier's tracking number.
  const dispatch = page.getByRole('dialog');
  await dispatch.getByLabel('Tracking number').fill('CP 1234 5678 LK');
  await dispatch.getByRole('button', { name: 'Mark dispatched' }).click();
  await expect(sale.getByTestId('order-status')).toHaveText('Dispatched');
  await expect(sale.getByRole('button', { name: 'Mark delivered' })).toBeVisible();
  await shot(page, 'sales-tab', isMobile);

  // The buyer sees the new status.
  await signIn(page, buyer);
  await page.goto('/profile?tab=orders');
  await expect(page.getByTestId('order-card').filter({ hasText: orderNumber }).getByTestId('order-status')).toHaveText(
    'Dispatched',
  );
  await expect(
    page.getByTestId('order-card').filter({ hasText: orderNumber }).getByTestId('tracking-number'),
  ).toHaveText('Tracking number: CP12345678LK');
});
