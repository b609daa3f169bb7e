// A buyer opens a phone and messages its seller; the seller, in another browser, sees the unread badge,
// opens the conversation and replies; the buyer sees the reply arrive without a reload. Both see the
// safety note under the message that mentions a bank transfer. Runs at desktop width and at 390 px.
import sharp from 'sharp';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { ok, withRateLimitRetry } from './support/api.ts';
import { expect, test } from './support/journey.ts';

const ADMIN = { email: 'e2e-admin@phonekade.lk', password: 'admin-pass-123' };

interface Session {
  token: string;
  user: { id: string; name: string; email: string; role: string };
}

const auth = (session: Session) => ({ authorization: `Bearer ${session.token}` });

async function register(request: APIRequestContext, name: string, role: 'buyer' | 'seller'): Promise<Session> {
  const email = `msg-${role}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.lk`;
  return ok<Session>(
    await withRateLimitRetry(() =>
      request.post('/api/auth/register', {
        data: { name, email, password: 'messages-pass-123', phone: '0771234567', role },
      }),
    ),
  );
}

async function listApprovedPhone(request: APIRequestContext, seller: Session, title: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="640"><rect width="640" height="640" fill="#dcfce7"/></svg>`;
  const photo = await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
  const form = new FormData();
  form.append('title', title);
  form.append('brand', 'Samsung');
  form.append('price', '88000');
  form.append('condition', 'Excellent');
  form.append('description', 'Working well, with charger.');
  form.append('location', 'Kandy');
  form.append('district', 'Kandy');
  form.append('specs', JSON.stringify({ ram: '8GB' }));
  form.append('images', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'phone.jpg');
  const phone = await ok<{ id: string }>(
    await withRateLimitRetry(() => request.post('/api/phones', { headers: auth(seller), multipart: form })),
  );
  const admin = await ok<Session>(await withRateLimitRetry(() => request.post('/api/auth/login', { data: ADMIN })));
  await ok(await request.put(`/api/admin/listings/${phone.id}/approve`, { headers: auth(admin), data: {} }));
  return phone;
}

async function signedInPage(browser: Browser, session: Session, isMobile: boolean): Promise<Page> {
  const context = await browser.newContext({
    viewport: isMobile ? { width: 390, height: 844 } : { width: 1366, height: 900 },
    isMobile,
    hasTouch: isMobile,
  });
  const page = await context.newPage();
  await page.goto('/');
  await page.evaluate((s) => {
    localStorage.setItem('token', s.token);
    localStorage.setItem('user', JSON.stringify(s.user));
  }, session);
  return page;
}

test('a buyer messages the seller, the seller sees the badge and replies, the buyer sees it live', async ({
  browser,
  request,
  isMobile,
}) => {
  const seller = await register(request, 'Ruwan Mobiles', 'seller');
  const buyer = await register(request, 'Nimal Perera', 'buyer');
  const title = `Galaxy S21 chat ${Date.now()}`;
  const phone = await listApprovedPhone(request, seller, title);

  const sellerPage = await signedInPage(browser, seller, isMobile);
  await sellerPage.goto('/');
  const sellerBadge = sellerPage.getByTestId('messages-badge').filter({ visible: true });
  await expect(sellerBadge).toHaveCount(0);

  const buyerPage = await signedInPage(browser, buyer, isMobile);
  await buyerPage.goto(`/phones/${phone.id}`);
  await buyerPage.getByTestId('message-seller').click();
  await expect(buyerPage).toHaveURL(/\/messages\?phone=/);
  const buyerBox = buyerPage.getByRole('textbox', { name: 'Your message' });
  await buyerBox.fill('Is it still available? Can I pay by bank transfer?');
  await expect(buyerPage.getByTestId('composer-counter')).toHaveText('50/2000');
  await buyerPage.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(buyerPage).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
  const buyerThread = buyerPage.getByTestId('message');
  await expect(buyerThread).toHaveCount(1);
  await expect(buyerThread.first().getByTestId('safety-note')).toHaveText(/Never pay before you have seen the phone/);
  // Marks this page: a reload would lose it.
  await buyerPage.evaluate(() => ((window as unknown as { watching: boolean }).watching = true));

  // The seller's header counts the new conversation live.
  await expect(sellerBadge).toHaveText('1');
  await sellerPage
    .getByRole('button', { name: /^Messages/ })
    .filter({ visible: true })
    .click();
  await sellerPage.getByTestId('conversation-row').filter({ hasText: 'Nimal Perera' }).click();
  const sellerThread = sellerPage.getByTestId('message');
  await expect(sellerThread.first()).toContainText('Can I pay by bank transfer?');
  await expect(sellerThread.first().getByTestId('safety-note')).toBeVisible();
  await expect(sellerBadge).toHaveCount(0);
  await sellerPage.getByRole('textbox', { name: 'Your message' }).fill('Yes, still here. Come and see it in Kandy.');
  await sellerPage.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(sellerThread).toHaveCount(2);

  await expect(buyerThread).toHaveCount(2);
  await expect(buyerThread.nth(1)).toContainText('Come and see it in Kandy.');
  expect(await buyerPage.evaluate(() => (window as unknown as { watching?: boolean }).watching)).toBe(true);

  if (isMobile) {
    // At 390 px the thread fills the screen and nothing scrolls sideways.
    const overflow = await buyerPage.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expect(buyerPage.getByRole('button', { name: /All messages/ })).toBeVisible();
  }

  // The seller does not see the button on their own listing.
  await sellerPage.goto(`/phones/${phone.id}`);
  await expect(sellerPage.getByRole('heading', { name: title })).toBeVisible();
  await expect(sellerPage.getByTestId('message-seller')).toHaveCount(0);

  await buyerPage.context().close();
  await sellerPage.context().close();
});
