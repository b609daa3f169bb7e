// Accessibility: axe checks every view, signed out and as a buyer, a seller and an admin, at desktop
// and at 390x844 (the mobile project), and fails on any serious or critical violation, naming each
// one with the view, the rule and the elements it found (docs/decisions/042-axe-checks-in-journeys.md).
import { AxeBuilder } from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { ok, withRateLimitRetry } from './support/api.ts';
import { openMenuIfCollapsed } from './support/header.ts';
import { expect, test } from './support/journey.ts';

test.describe.configure({ timeout: 300_000 });

const DEMO_PASSWORD = 'demo1234';
const ACCOUNTS = {
  buyer: 'buyer@phonekade.lk',
  seller: 'seller@phonekade.lk',
  admin: 'admin@phonekade.lk',
} as const;
const BLOCKING = new Set(['serious', 'critical']);

interface Session {
  token: string;
  user: { id: string; name: string; email: string; role: string };
}

interface Finding {
  view: string;
  rule: string;
  impact: string;
  help: string;
  elements: string[];
}

/** Runs axe on the page as it is now and keeps each serious or critical violation for the report. */
async function audit(page: Page, view: string, findings: Finding[]): Promise<void> {
  // Let entrance transitions finish so colours are measured as they rest.
  await page.waitForTimeout(400);
  const results = await new AxeBuilder({ page }).analyze();
  for (const violation of results.violations) {
    if (!BLOCKING.has(violation.impact ?? '')) continue;
    findings.push({
      view,
      rule: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      elements: violation.nodes.map((node) => `${node.target.join(' ')}  ${node.html.slice(0, 140)}`),
    });
  }
}

function report(findings: Finding[]): string {
  return findings
    .map(
      (f) =>
        `${f.view}: ${f.rule} (${f.impact}) ${f.help}, ${f.elements.length} element(s):\n` +
        f.elements
          .slice(0, 8)
          .map((element) => `    ${element}`)
          .join('\n'),
    )
    .join('\n');
}

function expectNone(findings: Finding[]): void {
  void test
    .info()
    .attach('axe-findings.json', { body: JSON.stringify(findings, null, 2), contentType: 'application/json' });
  expect(findings.length, `serious or critical axe violations:\n${report(findings)}`).toBe(0);
}

async function login(request: APIRequestContext, email: string): Promise<Session> {
  return ok<Session>(
    await withRateLimitRetry(() => request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } })),
  );
}

async function signIn(page: Page, session: Session): Promise<void> {
  await page.addInitScript((s) => {
    localStorage.setItem('token', s.token);
    localStorage.setItem('user', JSON.stringify(s.user));
  }, session);
}

/** The demo seller lists a phone of this run and the demo admin approves it, so a buyer can order it. */
async function listApprovedPhone(request: APIRequestContext, title: string): Promise<string> {
  const seller = await login(request, ACCOUNTS.seller);
  const photo = await sharp({ create: { width: 640, height: 640, channels: 3, background: '#0f766e' } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('title', title);
  form.append('brand', 'Google');
  form.append('price', '98000');
  form.append('originalPrice', '120000');
  form.append('condition', 'Excellent');
  form.append('description', 'Checked and working, with box and charger.');
  form.append('location', 'Colombo');
  form.append('district', 'Colombo');
  form.append('specs', JSON.stringify({ ram: '8GB', storage: '128GB', battery: '4400mAh', color: 'Black' }));
  form.append('images', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'phone.jpg');
  const phone = await ok<{ id: string }>(
    await withRateLimitRetry(() =>
      request.post('/api/phones', { headers: { authorization: `Bearer ${seller.token}` }, multipart: form }),
    ),
  );
  const admin = await login(request, ACCOUNTS.admin);
  await ok(
    await request.put(`/api/admin/listings/${phone.id}/approve`, {
      headers: { authorization: `Bearer ${admin.token}` },
      data: {},
    }),
  );
  return phone.id;
}

async function firstPhoneId(request: APIRequestContext): Promise<string> {
  const answer = await ok<{ phones: { id: string }[] }>(await request.get('/api/phones?limit=1'));
  return answer.phones[0]!.id;
}

/**
 * Home, browse with results, the search suggestions, a phone's details, its seller's page, and a phone
 * and a seller that do not exist.
 */
async function auditCatalogue(page: Page, phoneId: string, who: string, findings: Finding[]): Promise<void> {
  await page.goto('/');
  await expect(page.getByTestId('featured-phones').getByTestId('phone-card').first()).toBeVisible();
  await audit(page, `${who} home`, findings);

  await openMenuIfCollapsed(page);
  await audit(page, `${who} home with the menu open`, findings);
  if (who !== 'visitor') {
    const bell = page.getByRole('button', { name: 'Notifications' }).filter({ visible: true });
    await bell.click();
    await expect(bell).toHaveAttribute('aria-expanded', 'true');
    await audit(page, `${who} notifications`, findings);
    await bell.click();
  }

  await page.goto('/phones');
  await expect(page.getByTestId('phone-results').getByTestId('phone-card').first()).toBeVisible();
  await expect(page.getByTestId('search-status')).toHaveText(/phones? found$/);
  await audit(page, `${who} browse`, findings);
  await page.getByRole('combobox', { name: 'Search phones' }).click();
  await expect(page.getByTestId('popular-searches')).toBeVisible();
  await audit(page, `${who} browse with popular searches`, findings);
  const filters = page.getByRole('button', { name: /^Filters/ });
  if (await filters.isVisible()) {
    await filters.click();
    await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
    await audit(page, `${who} browse filters panel`, findings);
    await page.keyboard.press('Escape');
  }

  await page.goto(`/phones/${phoneId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Technical Specifications').first()).toBeVisible();
  await audit(page, `${who} details`, findings);

  await page.getByRole('button', { name: "See seller's page and reviews" }).click();
  await expect(page).toHaveURL(/\/sellers\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('phone-card').first()).toBeVisible();
  await audit(page, `${who} seller page`, findings);
  await page.goto('/sellers/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Seller not found' })).toBeVisible();
  await audit(page, `${who} seller not found`, findings);

  await page.goto('/phones/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Phone not found' })).toBeVisible();
  await audit(page, `${who} not found`, findings);
}

async function auditProfileTabs(page: Page, who: string, tabs: string[], findings: Finding[]): Promise<void> {
  await page.goto('/profile');
  await expect(page.getByRole('tab', { name: 'Overview' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await audit(page, `${who} profile overview`, findings);
  for (const tab of tabs) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await page.waitForLoadState('networkidle');
    await audit(page, `${who} profile ${tab}`, findings);
  }
}

test('a visitor who is not signed in meets no serious accessibility violation on any view', async ({
  page,
  request,
}) => {
  const findings: Finding[] = [];
  const phoneId = await firstPhoneId(request);
  await auditCatalogue(page, phoneId, 'visitor', findings);

  await page.goto('/');
  await page.getByRole('button', { name: 'Open chat assistant' }).click();
  await expect(page.getByRole('region', { name: 'PhoneKade Assistant' })).toBeVisible();
  await audit(page, 'visitor chat assistant', findings);

  // The page's language follows the chosen one, and the Sinhala and Tamil pages pass as well.
  for (const [language, view] of [
    ['si', '/'],
    ['ta', '/phones'],
  ] as const) {
    await page.evaluate((code) => localStorage.setItem('language', code), language);
    await page.goto(view);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByTestId('phone-card').first()).toBeVisible();
    await audit(page, `visitor ${view} in ${language}`, findings);
  }
  await page.evaluate(() => localStorage.setItem('language', 'en'));

  // A guest cart, empty and then with a phone.
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await audit(page, 'visitor empty cart', findings);
  await page.goto('/phones');
  const add = page.getByTestId('phone-results').getByTestId('add-to-cart-card').first();
  await add.click();
  await expect(add).toHaveText('Added');
  await page.goto('/cart');
  await expect(page.getByTestId('cart-item').first()).toBeVisible();
  await audit(page, 'visitor cart', findings);

  // Every auth form.
  await page.goto('/auth');
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await audit(page, 'visitor sign in', findings);
  await page.locator('#auth-form').getByRole('button', { name: 'Sign In', exact: true }).click();
  await audit(page, 'visitor sign in with errors', findings);
  await page.getByRole('button', { name: 'Create one' }).click();
  await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
  await audit(page, 'visitor register', findings);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await audit(page, 'visitor register with errors', findings);
  await page.goto('/auth');
  await page.getByRole('button', { name: /Forgot/ }).click();
  await expect(page.locator('[data-auth-mode="forgot"]')).toBeVisible();
  await audit(page, 'visitor forgot password', findings);

  expectNone(findings);
});

test('a buyer meets no serious accessibility violation from browsing to the placed order', async ({
  page,
  request,
}, info) => {
  const findings: Finding[] = [];
  const title = `Pixel 7 Access ${info.project.name} ${Date.now().toString(36)}`;
  const phoneId = await listApprovedPhone(request, title);
  await signIn(page, await login(request, ACCOUNTS.buyer));
  await auditCatalogue(page, phoneId, 'buyer', findings);

  await page.goto(`/phones/${phoneId}`);
  await page.getByRole('button', { name: /^Add to Cart - LKR/ }).click();
  await expect(page.getByRole('button', { name: 'Added to Cart' })).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByTestId('checkout-button')).toBeVisible();
  await audit(page, 'buyer cart', findings);

  await page.getByTestId('checkout-button').click();
  await expect(page.getByRole('heading', { name: 'Checkout', exact: true })).toBeVisible();
  await audit(page, 'buyer checkout delivery', findings);
  await page.getByLabel('City').fill('');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('City is required')).toBeVisible();
  await audit(page, 'buyer checkout delivery with errors', findings);
  await page.getByLabel('Province').selectOption('Western');
  await page.getByLabel('District').selectOption('Colombo');
  await page.getByLabel('City').fill('Nugegoda');
  await page.getByLabel('Address line 1', { exact: false }).first().fill('12 Temple Road');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('Card number')).toBeVisible();
  await audit(page, 'buyer checkout payment', findings);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry date').fill('1230');
  await page.getByLabel('CVV').fill('123');
  await page.getByLabel('Cardholder name').fill('Nimal Perera');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Card ending 4242')).toBeVisible();
  await audit(page, 'buyer checkout confirm', findings);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible({ timeout: 15_000 });
  await audit(page, 'buyer order confirmation', findings);

  await auditProfileTabs(page, 'buyer', ['Orders', 'Favorites'], findings);
  expectNone(findings);
});

test('a seller meets no serious accessibility violation in listings, sales and the add-phone form', async ({
  page,
  request,
}) => {
  const findings: Finding[] = [];
  const phoneId = await firstPhoneId(request);
  const seller = await login(request, ACCOUNTS.seller);
  await signIn(page, seller);
  await auditCatalogue(page, phoneId, 'seller', findings);

  await page.goto('/sell');
  await expect(page.getByRole('heading', { name: 'Add New Phone', level: 1 })).toBeVisible();
  await audit(page, 'seller add listing', findings);
  page.on('dialog', (dialog) => void dialog.accept());
  await page.getByRole('spinbutton', { name: 'Price (LKR)', exact: true }).fill('98000');
  await page.getByRole('spinbutton', { name: 'Original Price (LKR)', exact: true }).fill('90000');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Google Pixel 7');
  await page.getByRole('combobox', { name: 'Brand', exact: true }).selectOption('Google');
  await page.getByRole('button', { name: 'Create Listing' }).click();
  await audit(page, 'seller add listing with errors', findings);

  await auditProfileTabs(page, 'seller', ['My Listings', 'Sales', 'Favorites'], findings);

  const mine = await ok<{ listings: { id: string }[] }>(
    await request.get('/api/users/my-listings', { headers: { authorization: `Bearer ${seller.token}` } }),
  );
  await page.goto(`/listings/${mine.listings[0]!.id}/edit`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).not.toHaveValue('');
  await audit(page, 'seller edit listing', findings);

  expectNone(findings);
});

test('an admin meets no serious accessibility violation on the dashboard tabs', async ({ page, request }) => {
  const findings: Finding[] = [];
  const phoneId = await firstPhoneId(request);
  await signIn(page, await login(request, ACCOUNTS.admin));
  await auditCatalogue(page, phoneId, 'admin', findings);

  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await audit(page, 'admin overview', findings);
  await page.getByRole('tab', { name: /Pending/ }).click();
  await page.waitForLoadState('networkidle');
  await audit(page, 'admin pending', findings);
  await page.getByRole('tab', { name: 'Activity Log' }).click();
  await page.waitForLoadState('networkidle');
  await audit(page, 'admin activity log', findings);

  await auditProfileTabs(page, 'admin', [], findings);
  expectNone(findings);
});
