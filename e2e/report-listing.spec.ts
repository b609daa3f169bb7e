// A buyer reports a scam listing; an admin opens the Reports tab and suspends the seller from it: the
// listing leaves the catalogue, the seller's open page is signed out live, and the buyer hears the outcome
// (docs/decisions/064-listing-reports.md).
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { ok, withRateLimitRetry } from './support/api.ts';
import { expect, test } from './support/journey.ts';

test.describe.configure({ timeout: 180_000 });

const ADMIN = { email: 'e2e-admin@phonekade.lk', password: 'admin-pass-123' };
const BUYER = { email: 'buyer@phonekade.lk', password: 'demo1234' };
const shots = process.env.E2E_SHOTS_DIR;

interface Session {
  token: string;
  user: { id: string; name: string; role: string };
}

async function login(request: APIRequestContext, data: { email: string; password: string }): Promise<Session> {
  return ok<Session>(await withRateLimitRetry(() => request.post('/api/auth/login', { data })));
}

/** A new page in its own browser context (its own local storage), signed in as `session`. */
async function pageAs(browser: Browser, session: Session, isMobile: boolean): Promise<Page> {
  const context = await browser.newContext(
    isMobile ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : {},
  );
  const page = await context.newPage();
  await page.addInitScript((s) => {
    localStorage.setItem('token', s.token);
    localStorage.setItem('user', JSON.stringify(s.user));
  }, session);
  return page;
}

async function listScamPhone(request: APIRequestContext, seller: Session, title: string): Promise<string> {
  const photo = await sharp({ create: { width: 640, height: 640, channels: 3, background: '#b91c1c' } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('title', title);
  form.append('brand', 'Apple');
  form.append('price', '25000');
  form.append('condition', 'New');
  form.append('description', 'Brand new, sealed. Pay the advance by bank deposit and I will courier it.');
  form.append('location', 'Colombo');
  form.append('district', 'Colombo');
  form.append('images', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'phone.jpg');
  const phone = await ok<{ id: string }>(
    await withRateLimitRetry(() =>
      request.post('/api/phones', { headers: { authorization: `Bearer ${seller.token}` }, multipart: form }),
    ),
  );
  const admin = await login(request, ADMIN);
  await ok(
    await request.put(`/api/admin/listings/${phone.id}/approve`, {
      headers: { authorization: `Bearer ${admin.token}` },
      data: {},
    }),
  );
  return phone.id;
}

test('a buyer reports a scam listing and an admin suspends the seller from the Reports tab', async ({
  browser,
  request,
  isMobile,
}) => {
  const run = `${Date.now()}-${isMobile ? 'm' : 'd'}`;
  const title = `iPhone 16 Pro sealed ${run}`;
  const seller = await ok<Session>(
    await withRateLimitRetry(() =>
      request.post('/api/auth/register', {
        data: {
          name: 'Too Good Deals',
          email: `deals-${run}@example.lk`,
          password: 'seller-pass-1',
          phone: '0771234567',
          role: 'seller',
        },
      }),
    ),
  );
  const phoneId = await listScamPhone(request, seller, title);

  // The seller has their own listing open: there is no report button for them.
  const sellerPage = await pageAs(browser, seller, isMobile);
  await sellerPage.goto(`/phones/${phoneId}`);
  await expect(sellerPage.getByTestId('details-title')).toHaveText(title);
  await expect(sellerPage.getByRole('button', { name: 'Report this listing' })).toHaveCount(0);

  // The buyer reports it as a scam.
  const buyer = await login(request, BUYER);
  const buyerPage = await pageAs(browser, buyer, isMobile);
  await buyerPage.goto(`/phones/${phoneId}`);
  await expect(buyerPage.getByTestId('details-title')).toHaveText(title);
  await buyerPage.getByRole('button', { name: 'Report this listing' }).click();
  const dialog = buyerPage.getByRole('dialog', { name: 'Report this listing' });
  await expect(dialog.getByRole('radio')).toHaveCount(5);
  await dialog.getByRole('radio', { name: 'It looks like a scam' }).check();
  await dialog.getByLabel("Details (needed for 'Something else')").fill('Asks for an advance by bank deposit');
  if (shots) await buyerPage.screenshot({ path: `${shots}/report-dialog-${isMobile ? 'mobile' : 'desktop'}.png` });
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(buyerPage.getByText('Thank you. Our team will look at this listing.').first()).toBeVisible();
  await expect(buyerPage.getByTestId('already-reported')).toHaveText('You have already reported this listing');
  await buyerPage.reload();
  await expect(buyerPage.getByTestId('already-reported')).toBeVisible();

  // The admin resolves it from the Reports tab.
  const admin = await login(request, ADMIN);
  const adminPage = await pageAs(browser, admin, isMobile);
  await adminPage.goto('/admin');
  const reportsTab = adminPage.getByRole('tab', { name: /Reports/ });
  await expect(reportsTab.getByTestId('reports-tab-count')).toHaveText(/^[1-9]\d*$/, { timeout: 30_000 });
  await reportsTab.click();
  const card = adminPage.getByTestId('admin-report').filter({ hasText: title });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Asks for an advance by bank deposit');
  await expect(card).toContainText('Too Good Deals');
  await card.getByRole('radio', { name: 'Suspend the seller' }).check();
  await card.getByLabel('Note (kept in the audit log)').fill('Advance-payment scam');
  if (shots)
    await adminPage.screenshot({ path: `${shots}/reports-tab-${isMobile ? 'mobile' : 'desktop'}.png`, fullPage: true });
  await card.getByRole('button', { name: 'Resolve report' }).click();
  await expect(adminPage.getByText('Report resolved').first()).toBeVisible();
  await expect(card).toContainText('Resolved');

  // The seller's open page is signed out live; the buyer hears the outcome.
  await expect(sellerPage.getByText('Your account has been suspended').first()).toBeVisible();
  // Signed out at both sizes: the details page now asks them to sign in to buy.
  await expect(sellerPage.getByRole('button', { name: 'Please log in to purchase' })).toBeVisible();
  await expect(
    buyerPage.getByText(`Thank you for your report about "${title}": the seller's account has been suspended.`).first(),
  ).toBeVisible();

  // The listing is gone from browse and its page.
  expect((await request.get(`/api/phones/${phoneId}`)).status()).toBe(404);
  const browse = await ok<{ phones: { id: string }[] }>(
    await request.get(`/api/phones?search=${encodeURIComponent(title)}`),
  );
  expect(browse.phones.map((phone) => phone.id)).not.toContain(phoneId);
  await buyerPage.goto(`/phones/${phoneId}`);
  await expect(buyerPage.getByText('Phone not found')).toBeVisible();

  await Promise.all([sellerPage.context().close(), buyerPage.context().close(), adminPage.context().close()]);
});
