// Sign-in and reloads keep the person's place: a guest who taps buy on a phone signs in and is back on
// that phone with it in the cart; the cart's 'Sign In to Checkout' lands on checkout; a reload in the
// middle of checkout keeps the step and the typed address (not the card); the order-placed page survives a
// reload and is not found for another buyer; an admin tab survives a reload and Back. Desktop and 390x844.
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { ok, withRateLimitRetry } from './support/api.ts';
import { expect, test } from './support/journey.ts';
import { ADMIN, listApprovedPhone, register, type Session } from './support/listings.ts';

const PASSWORD = 'keep-place-pass-1';
const SHOTS = process.env.E2E_SHOTS_DIR;

async function shot(page: Page, name: string, isMobile: boolean) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}-${isMobile ? 'mobile' : 'desktop'}.png`, fullPage: true });
}

async function signInWithForm(page: Page, email: string, password: string) {
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.locator('#auth-form').getByRole('button', { name: 'Sign In', exact: true }).click();
}

async function signInByStorage(page: Page, session: Session) {
  await page.goto('/');
  await page.evaluate((s) => {
    localStorage.setItem('token', s.token);
    localStorage.setItem('user', JSON.stringify(s.user));
  }, session);
}

test('a guest who taps buy signs in and is back on the phone with it in the cart', async ({
  page,
  request,
  isMobile,
}) => {
  const run = `${isMobile ? 'M' : 'D'}${Date.now().toString(36).toUpperCase()}`;
  const title = `Galaxy S22 Return ${run}`;
  const seller = await register(request, 'Kamal Seller', 'seller', PASSWORD);
  const phoneId = await listApprovedPhone(request, seller, { title, brand: 'Samsung', price: 98_000 });
  const buyer = await register(request, 'Nimali Buyer', 'buyer', PASSWORD);

  await page.goto(`/phones/${phoneId}`);
  await page.getByRole('button', { name: 'Please log in to purchase' }).click();
  await expect(page).toHaveURL(new RegExp(`/auth\\?next=%2Fphones%2F${phoneId}&intent=buy$`));
  await shot(page, 'return-sign-in', isMobile);
  // A wrong password first: the form says so and the way back is kept.
  await signInWithForm(page, buyer.user.email, 'not-the-password');
  await expect(page.getByText('Invalid login credentials')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/auth\\?next=%2Fphones%2F${phoneId}&intent=buy$`));
  await signInWithForm(page, buyer.user.email, PASSWORD);

  await expect(page).toHaveURL(new RegExp(`/phones/${phoneId}$`));
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Added to Cart' })).toBeVisible();
  await shot(page, 'return-phone-added', isMobile);
  const cart = await ok<{ items: { phoneId: { id: string } }[] }>(
    await request.get('/api/cart', { headers: { authorization: `Bearer ${buyer.token}` } }),
  );
  expect(cart.items.map((item) => item.phoneId.id)).toEqual([phoneId]);

  // A reload does not add it again.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Added to Cart' })).toBeVisible();
  const again = await ok<{ items: { quantity: number }[] }>(
    await request.get('/api/cart', { headers: { authorization: `Bearer ${buyer.token}` } }),
  );
  expect(again.items.map((item) => item.quantity)).toEqual([1]);
});

test('a hostile return address is not followed: sign-in goes home', async ({ page, request }) => {
  const buyer = await register(request, 'Ruwan Buyer', 'buyer', PASSWORD);
  await page.goto('/auth?next=%2F%2Fevil.example%2Fphones&intent=buy');
  await signInWithForm(page, buyer.user.email, PASSWORD);
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
});

test('the cart signs a guest in to checkout; checkout and the placed order survive a reload', async ({
  page,
  request,
  isMobile,
}) => {
  test.setTimeout(120_000);
  const run = `${isMobile ? 'M' : 'D'}${Date.now().toString(36).toUpperCase()}`;
  const title = `Galaxy A54 Reload ${run}`;
  const seller = await register(request, 'Kamal Seller', 'seller', PASSWORD);
  await listApprovedPhone(request, seller, { title, brand: 'Samsung', price: 98_000 });
  const buyer = await register(request, 'Nimal Perera', 'buyer', PASSWORD);

  // A guest puts the phone in the local cart from the seller's page, then signs in from the cart.
  await page.goto(`/sellers/${seller.user.id}`);
  await page.getByTestId('add-to-cart-card').first().click();
  await page.goto('/cart');
  await expect(page.getByText(title)).toBeVisible();
  await page.getByRole('button', { name: 'Sign In to Checkout' }).click();
  await expect(page).toHaveURL(/\/auth\?next=%2Fcheckout$/);
  await signInWithForm(page, buyer.user.email, PASSWORD);
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { name: 'Checkout', exact: true })).toBeVisible();

  // Step 1 typed, on to step 2 with a card half typed; a reload keeps the step and the address only.
  await page.getByLabel('Province').selectOption('Western');
  await page.getByLabel('District').selectOption('Colombo');
  await page.getByLabel('City').fill('Nugegoda');
  await page.getByLabel('Address line 1', { exact: false }).first().fill('12 Temple Road');
  await page.getByRole('radio', { name: /Speed Post/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Do not use real cards.')).toBeVisible();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('CVV').fill('987');
  const kept = await page.evaluate(() => JSON.stringify({ ...sessionStorage }));
  expect(kept).toContain('12 Temple Road');
  expect(kept).not.toContain('4242');
  expect(kept).not.toContain('987');

  await page.reload();
  await expect(page.getByText('Do not use real cards.')).toBeVisible();
  await expect(page.getByLabel('Card number')).toHaveValue('');
  await shot(page, 'reload-checkout-step2', isMobile);
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByLabel('City')).toHaveValue('Nugegoda');
  await expect(page.getByLabel('District')).toHaveValue('Colombo');
  await expect(page.getByRole('radio', { name: /Speed Post/ })).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();

  // The order goes through; its page has an address, and a reload shows it again.
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry date').fill('1230');
  await page.getByLabel('CVV').fill('123');
  await page.getByLabel('Cardholder name').fill('Nimal Perera');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/checkout\?order=[0-9a-f-]{36}$/);
  const orderNumber = (await page.getByTestId('order-number').textContent())!.trim();
  const orderUrl = page.url();
  expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.includes('checkout')))).toEqual([]);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
  await expect(page.getByTestId('order-number')).toHaveText(orderNumber);
  await expect(page.getByText(`A confirmation email has been sent to ${buyer.user.email}.`)).toBeVisible();
  await expect(page.getByText('Your phone will be dispatched via Speed Post.')).toBeVisible();
  await shot(page, 'reload-order-placed', isMobile);

  // Another buyer with the same address sees a plain not-found, nothing of the order.
  const other = await register(request, 'Other Buyer', 'buyer', PASSWORD);
  await signInByStorage(page, other);
  await page.goto(orderUrl);
  await expect(page.getByTestId('order-not-found')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Order not found' })).toBeVisible();
  await expect(page.getByText(orderNumber)).toHaveCount(0);
  await shot(page, 'order-not-found', isMobile);
});

test('an admin tab has its own address: reload and Back keep it, an unknown one is the overview', async ({
  page,
  request,
  isMobile,
}) => {
  const admin = await ok<Session>(await withRateLimitRetry(() => request.post('/api/auth/login', { data: ADMIN })));
  await signInByStorage(page, admin);
  await page.goto('/admin');
  const tab = (name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });
  await expect(tab('Overview')).toHaveAttribute('aria-selected', 'true');

  await tab('Reports').click();
  await expect(page).toHaveURL(/\/admin\?tab=reports$/);
  await page.reload();
  await expect(tab('Reports')).toHaveAttribute('aria-selected', 'true');
  await shot(page, 'admin-reports-reload', isMobile);

  await tab('Users').click();
  await expect(page).toHaveURL(/\/admin\?tab=users$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\?tab=reports$/);
  await expect(tab('Reports')).toHaveAttribute('aria-selected', 'true');

  await page.goto('/admin?tab=nothing-here');
  await expect(tab('Overview')).toHaveAttribute('aria-selected', 'true');
});
