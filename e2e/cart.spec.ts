import type { APIRequestContext, Page } from '@playwright/test';
import { openMenuIfCollapsed } from './support/header.ts';
import { expect, test } from './support/journey.ts';

// Cart journeys: a guest's local cart that follows them into a buyer account,
// and a seller who is never offered a purchase. Desktop and 390x844.

const SHOTS = process.env.E2E_SHOTS_DIR;
async function shot(page: Page, name: string, isMobile: boolean) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${isMobile ? 'mobile' : 'desktop'}.png`, fullPage: true });
}

const uniqueEmail = (label: string, project: string) =>
  `${label}-${project}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.lk`;

interface ApiPhone {
  id: string;
  title: string;
  price: number;
  stock: number;
  isAvailable: boolean;
  sellerId: { id: string };
}

/** Two live phones from the demo catalogue: one with several units (to change its quantity), one more. */
async function pickPhones(request: APIRequestContext): Promise<[ApiPhone, ApiPhone]> {
  // Other journeys add listings of their own, so look through the whole live catalogue.
  const live: ApiPhone[] = [];
  for (let page = 1; page <= 20; page++) {
    const res = await request.get(`/api/phones?limit=50&sort=newest&page=${page}`);
    expect(res.ok()).toBe(true);
    const { data } = (await res.json()) as { data: { phones: ApiPhone[]; pagination: { hasNext: boolean } } };
    live.push(...data.phones.filter((phone) => phone.isAvailable));
    if (!data.pagination.hasNext) break;
  }
  const stocked = live.find((phone) => phone.stock >= 3);
  expect(stocked, 'the demo catalogue has a phone with several units').toBeDefined();
  const other = live.find((phone) => phone.id !== stocked!.id && phone.sellerId.id !== stocked!.sellerId.id);
  expect(other).toBeDefined();
  return [stocked!, other!];
}

/** The phone's card on the browse page, found by searching for its title. */
async function cardOf(page: Page, phone: ApiPhone) {
  await page.goto(`/phones?search=${encodeURIComponent(phone.title)}`);
  const card = page.locator(`[data-testid="phone-card"][data-phone-id="${phone.id}"]`);
  await expect(card).toBeVisible();
  return card;
}

const cartBadge = (page: Page) => page.getByTestId('cart-count').filter({ visible: true });

async function register(page: Page, name: string, email: string, role: 'buyer' | 'seller') {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Create one' }).click();
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('cart-pass-1');
  if (role === 'seller') {
    await page.getByText('Sell phones').click();
    await expect(page.getByRole('radio', { name: /Sell phones/ })).toBeChecked();
  }
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await openMenuIfCollapsed(page);
  await expect(page.getByText(`Hi, ${name}`).filter({ visible: true })).toBeVisible();
}

async function serverCart(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const res = await page.request.get('/api/cart', { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok()).toBe(true);
  const { data } = (await res.json()) as { data: { items: { phoneId: { id: string }; quantity: number }[] } };
  return Object.fromEntries(data.items.map((item) => [item.phoneId.id, item.quantity]));
}

test('a guest fills a cart, signs in as a buyer and keeps it on the server', async ({
  page,
  request,
  isMobile,
}, info) => {
  const [stocked, other] = await pickPhones(request);

  // The browse card lets a guest add to the local cart.
  for (const phone of [stocked, other]) {
    const card = await cardOf(page, phone);
    const button = card.getByTestId('add-to-cart-card');
    await expect(button).toHaveText('Add');
    await button.click();
    await expect(button).toHaveText('Added');
    await expect(page.getByText('Item added to cart').first()).toBeVisible();
  }
  await expect(cartBadge(page)).toHaveText('2');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('guest_cart') ?? '[]') as unknown[]);
  expect(stored).toHaveLength(2);

  // On details a guest is asked to log in.
  await page.goto(`/phones/${other.id}`);
  await expect(page.getByTestId('add-to-cart-detail')).toHaveText('Please log in to purchase');

  await page.getByRole('button', { name: 'Cart', exact: true }).filter({ visible: true }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId('cart-item')).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Sign In to Checkout' })).toBeVisible();
  await expect(page.getByText('Sign in to save your cart and complete your purchase')).toBeVisible();
  // Delivery is told as checkout will charge it (docs/decisions/067-delivery-told-truthfully.md).
  await expect(page.getByTestId('cart-delivery')).toHaveText('From LKR 1,000, chosen at checkout');
  await expect(page.getByText('Free', { exact: true })).toHaveCount(0);
  await expect(page.getByTestId('cart-total')).toHaveText(
    `LKR ${(stocked.price + other.price).toLocaleString('en-US')}`,
  );
  await shot(page, 'cart-guest', isMobile);

  // Signing in merges the guest cart into the server cart, then the cart reloads.
  await register(page, 'Cart Buyer', uniqueEmail('cart-buyer', info.project.name), 'buyer');
  expect(await serverCart(page)).toEqual({ [stocked.id]: 1, [other.id]: 1 });
  expect(await page.evaluate(() => localStorage.getItem('guest_cart'))).toBeNull();
  await expect(cartBadge(page)).toHaveText('2');

  await page.getByRole('button', { name: 'Cart', exact: true }).filter({ visible: true }).click();
  await expect(page.getByTestId('cart-item')).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Proceed to Checkout' })).toBeVisible();
  await expect(page.getByText('Sign in to save your cart and complete your purchase')).toHaveCount(0);

  const stockedRow = page.locator(`[data-testid="cart-item"][data-phone-id="${stocked.id}"]`);
  await stockedRow.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(stockedRow.getByTestId('cart-quantity')).toHaveText('2');
  await expect(page.getByTestId('cart-total')).toHaveText(
    `LKR ${(2 * stocked.price + other.price).toLocaleString('en-US')}`,
  );
  await expect(cartBadge(page)).toHaveText('3');
  expect(await serverCart(page)).toEqual({ [stocked.id]: 2, [other.id]: 1 });
  await shot(page, 'cart-buyer', isMobile);

  const otherRow = page.locator(`[data-testid="cart-item"][data-phone-id="${other.id}"]`);
  await otherRow.getByRole('button', { name: `Remove ${other.title} from cart` }).click();
  await expect(page.getByTestId('cart-item')).toHaveCount(1);
  expect(await serverCart(page)).toEqual({ [stocked.id]: 2 });

  // The cart is the server's: a reload shows the same.
  await page.reload();
  await expect(page.getByTestId('cart-item')).toHaveCount(1);
  await expect(stockedRow.getByTestId('cart-quantity')).toHaveText('2');

  // Lowering to 0 removes the line, which leaves the empty cart.
  await stockedRow.getByRole('button', { name: 'Decrease quantity' }).click();
  await expect(stockedRow.getByTestId('cart-quantity')).toHaveText('1');
  await stockedRow.getByRole('button', { name: 'Decrease quantity' }).click();
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await expect(page.getByText('Add some phones to get started!')).toBeVisible();
  expect(await serverCart(page)).toEqual({});
  await shot(page, 'cart-empty', isMobile);
  await page.getByRole('button', { name: 'Browse Phones' }).last().click();
  await expect(page).toHaveURL(/\/phones$/);
});

test('a buyer adds from the detail page with its states and clears the cart', async ({
  page,
  request,
  isMobile,
}, info) => {
  const [stocked] = await pickPhones(request);
  await register(page, 'Detail Buyer', uniqueEmail('detail-buyer', info.project.name), 'buyer');

  await page.goto(`/phones/${stocked.id}`);
  const button = page.getByTestId('add-to-cart-detail');
  await expect(button).toHaveText(`Add to Cart - LKR ${stocked.price.toLocaleString('en-US')}`);
  await button.click();
  await expect(button).toHaveText('Added to Cart');
  const notice = page.getByRole('status').filter({ hasText: 'Item added to cart' });
  await expect(notice).toBeVisible();
  await shot(page, 'detail-added', isMobile);
  // The success notice shows for 3 seconds.
  await expect(notice).toHaveCount(0, { timeout: 5000 });
  await expect(cartBadge(page)).toHaveText('1');

  await button.click();
  await expect(page).toHaveURL(/\/cart$/);
  await page.getByRole('button', { name: 'Clear Cart' }).click();
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await expect(cartBadge(page)).toHaveCount(0);
});

test('a seller sees Seller on cards and can never buy', async ({ page, request }, info) => {
  const [stocked] = await pickPhones(request);
  await register(page, 'Cart Seller', uniqueEmail('cart-seller', info.project.name), 'seller');

  // No cart in the header for sellers (the badge is for buyers).
  await expect(page.getByRole('button', { name: 'Cart', exact: true }).filter({ visible: true })).toHaveCount(0);

  const card = await cardOf(page, stocked);
  const cardButton = card.getByTestId('add-to-cart-card');
  await expect(cardButton).toHaveText('Seller');
  await expect(cardButton).toBeDisabled();

  await page.goto(`/phones/${stocked.id}`);
  const detailButton = page.getByTestId('add-to-cart-detail');
  await expect(detailButton).toHaveText('Log in as Buyer to Purchase');
  await expect(page.getByTestId('seller-view-badge')).toHaveText('Seller View');
  await detailButton.click();
  await expect(page.getByText('Sellers cannot purchase phones. Please log in as a buyer.')).toBeVisible();

  // The server refuses too, whatever the page shows.
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const res = await page.request.post('/api/cart/add', {
    headers: { authorization: `Bearer ${token}` },
    data: { phoneId: stocked.id },
  });
  expect(res.status()).toBe(403);
  expect(((await res.json()) as { message: string }).message).toBe(
    'Sellers cannot add items to cart. Please log in as a buyer to make purchases.',
  );
});
