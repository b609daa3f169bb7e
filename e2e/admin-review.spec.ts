// Admin moderation journeys: a seller's listings reach the pending queue, an admin approves,
// rejects and batch-approves them from the dashboard, and a queue of 25 is cleared in the browser.
import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { ok, withRateLimitRetry } from './support/api.ts';
import { expect, test } from './support/journey.ts';

const SHOTS = process.env.E2E_SHOTS_DIR;
const ADMIN = { email: 'e2e-admin@phonekade.lk', password: 'admin-pass-123' };

interface Session {
  token: string;
  user: { id: string; name: string; role: string };
}

/** A screenshot to look at when E2E_SHOTS_DIR is set. */
async function shot(page: Page, name: string, fullPage = false): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-${test.info().project.name}-${name}.png`, fullPage });
}

async function login(request: APIRequestContext, email: string, password: string): Promise<Session> {
  return ok<Session>(await withRateLimitRetry(() => request.post('/api/auth/login', { data: { email, password } })));
}

async function registerSeller(request: APIRequestContext, name: string): Promise<Session> {
  const email = `seller-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.lk`;
  return ok<Session>(
    await withRateLimitRetry(() =>
      request.post('/api/auth/register', {
        data: { name, email, password: 'seller-pass-1', phone: '0771234567', role: 'seller' },
      }),
    ),
  );
}

const photoCache = new Map<string, Buffer>();
async function phonePhoto(hue: number): Promise<Buffer> {
  const key = String(hue % 360);
  const cached = photoCache.get(key);
  if (cached) return cached;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="640">
    <rect width="640" height="640" fill="hsl(${hue % 360},55%,88%)"/>
    <rect x="210" y="90" width="220" height="460" rx="36" fill="#1e293b"/>
    <rect x="226" y="120" width="188" height="390" rx="12" fill="hsl(${hue % 360},65%,55%)"/>
  </svg>`;
  const photo = await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
  photoCache.set(key, photo);
  return photo;
}

async function submitListing(
  request: APIRequestContext,
  seller: Session,
  title: string,
  price: number,
  hue = 150,
  photos = 1,
): Promise<string> {
  const form = new FormData();
  form.append('title', title);
  form.append('brand', 'Samsung');
  form.append('price', String(price));
  form.append('originalPrice', String(price + 20_000));
  form.append('condition', 'Very Good');
  form.append('description', 'Used for a year, always in a case. Box and charger included.');
  form.append('location', 'Colombo');
  form.append('district', 'Colombo');
  form.append(
    'specs',
    JSON.stringify({
      processor: 'Snapdragon 8 Gen 1',
      ram: '8GB',
      storage: '256GB',
      battery: '4500mAh',
      color: 'Black',
    }),
  );
  for (let i = 0; i < photos; i += 1) {
    form.append(
      'images',
      new Blob([new Uint8Array(await phonePhoto(hue + i * 90))], { type: 'image/jpeg' }),
      `phone-${i}.jpg`,
    );
  }
  const phone = await ok<{ id: string; status: string }>(
    await withRateLimitRetry(() =>
      request.post('/api/phones', { headers: { authorization: `Bearer ${seller.token}` }, multipart: form }),
    ),
  );
  expect(phone.status).toBe('pending');
  return phone.id;
}

async function openAdminDashboard(page: Page, admin: Session): Promise<void> {
  // The session lives in local storage (user plus token), as the sign-in form leaves it.
  await page.addInitScript((session) => {
    localStorage.setItem('token', session.token);
    localStorage.setItem('user', JSON.stringify(session.user));
  }, admin);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
}

async function searchPending(page: Page, text: string, expected: number): Promise<void> {
  await page.getByRole('searchbox', { name: 'Search pending listings' }).fill(text);
  await expect(page.getByTestId('pending-listing')).toHaveCount(expected);
}

const card = (page: Page, title: string) =>
  page.getByTestId('pending-listing').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

test.describe('admin review', () => {
  test('a seller submits, the admin approves one, rejects one with a reason and batch-approves three', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(180_000);
    const run = `${test.info().project.name}-${Date.now().toString(36)}`;
    const seller = await registerSeller(request, 'Nimal Perera');
    const approveTitle = `Galaxy S22 ${run}`;
    const rejectTitle = `Galaxy A54 ${run}`;
    const approveId = await submitListing(request, seller, approveTitle, 145_000, 200);
    const rejectId = await submitListing(request, seller, rejectTitle, 15_000, 20);
    const batchIds = [];
    for (let i = 1; i <= 3; i += 1)
      batchIds.push(await submitListing(request, seller, `Batch Note ${i} ${run}`, 60_000 + i * 1000, 90 + i * 40));

    const admin = await login(request, ADMIN.email, ADMIN.password);
    await openAdminDashboard(page, admin);

    // Overview: the five stat cards and the way into the queue.
    for (const label of ['Pending Review', 'Approved', 'Rejected', 'Total Users', 'Active Sellers']) {
      await expect(page.getByText(label, { exact: true }).first()).toBeVisible();
    }
    await expect(page.getByText(approveTitle)).toBeVisible();
    await shot(page, 'overview', true);
    await page.getByRole('button', { name: 'Review All Pending' }).click();
    await expect(page.getByRole('tab', { name: /Pending/ })).toHaveAttribute('aria-selected', 'true');

    // Approve one from its card.
    await searchPending(page, approveTitle, 1);
    await expect(card(page, approveTitle).getByText('Nimal Perera')).toBeVisible();
    await shot(page, 'pending', true);
    await card(page, approveTitle)
      .getByRole('button', { name: /Approve/ })
      .click();
    await expect(page.getByText('Listing approved successfully!')).toBeVisible();
    await expect(page.getByTestId('pending-listing')).toHaveCount(0);

    // Reject another: no reason first is refused, said under the reasons.
    await searchPending(page, rejectTitle, 1);
    await card(page, rejectTitle)
      .getByRole('button', { name: /Reject/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Reject listing' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Reject Listing' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please provide a rejection reason');
    await dialog.getByLabel('Suspicious pricing').check();
    await shot(page, 'reject-dialog');
    await dialog.getByRole('button', { name: 'Reject Listing' }).click();
    await expect(page.getByText('Listing rejected', { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();

    // Batch approve three.
    await searchPending(page, run, 3);
    await page.getByLabel('Select all on this page').check();
    await page.getByRole('button', { name: 'Approve Selected (3)' }).click();
    await expect(page.getByText('3 listings approved!')).toBeVisible();
    await expect(page.getByTestId('pending-listing')).toHaveCount(0);

    // The audit trail names each action.
    await page.getByRole('tab', { name: 'Activity Log' }).click();
    // A table on desktop, cards on a phone: whichever is shown names the listing and the reason.
    await expect(page.getByText(rejectTitle).filter({ visible: true }).first()).toBeVisible();
    await expect(page.getByText('Reason: Suspicious pricing').filter({ visible: true }).first()).toBeVisible();
    await shot(page, 'activity', true);

    // The approved listing is live in Browse for anyone.
    const live = await request.get(`/api/phones/${approveId}`);
    expect((await ok<{ status: string }>(live)).status).toBe('approved');
    await page.goto('/phones');
    await page.getByRole('combobox', { name: 'Search phones' }).fill(approveTitle);
    await expect(page.getByText(approveTitle).first()).toBeVisible();
    for (const id of batchIds)
      expect((await ok<{ status: string }>(await request.get(`/api/phones/${id}`))).status).toBe('approved');

    // The seller sees the reason on the rejected listing and in the notification.
    const mine = await request.get(`/api/phones/${rejectId}`, { headers: { authorization: `Bearer ${seller.token}` } });
    expect(await ok<{ status: string; rejectionReason: string }>(mine)).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Suspicious pricing',
    });
    const told = await ok<{ notifications: { message: string }[] }>(
      await request.get('/api/notifications', { headers: { authorization: `Bearer ${seller.token}` } }),
    );
    expect(told.notifications.map((n) => n.message)).toContain(
      `Your listing "${rejectTitle}" was rejected: Suspicious pricing`,
    );

    // ...and in My Listings.
    const sellerContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    const sellerPage = await sellerContext.newPage();
    await sellerPage.addInitScript((session) => {
      localStorage.setItem('token', session.token);
      localStorage.setItem('user', JSON.stringify(session.user));
    }, seller);
    await sellerPage.goto('/profile');
    await sellerPage.getByRole('tab', { name: 'My Listings' }).click();
    await expect(sellerPage.getByText(rejectTitle).first()).toBeVisible();
    await expect(sellerPage.getByText('Suspicious pricing').first()).toBeVisible();
    await shot(sellerPage, 'seller-listings', true);
    await sellerContext.close();
  });

  test('the full-screen image viewer works from the keyboard', async ({ page, request }) => {
    const run = `${test.info().project.name}-${Date.now().toString(36)}`;
    const seller = await registerSeller(request, 'Kumari Silva');
    const title = `Pixel Viewer ${run}`;
    await submitListing(request, seller, title, 99_000, 280, 3);
    const admin = await login(request, ADMIN.email, ADMIN.password);
    await openAdminDashboard(page, admin);
    await page.getByRole('tab', { name: /Pending/ }).click();
    await searchPending(page, title, 1);

    const opener = card(page, title).getByRole('button', { name: /full screen/ });
    await opener.focus();
    await page.keyboard.press('Enter');
    const viewer = page.getByRole('dialog', { name: `Images of ${title}` });
    await expect(viewer).toBeVisible();
    await expect(viewer.getByRole('button', { name: /Close/ })).toBeFocused();
    await expect(viewer.getByText('1 / 3')).toBeVisible();
    const firstSrc = await viewer.getByRole('img').getAttribute('src');
    await page.keyboard.press('ArrowRight');
    await expect(viewer.getByText('2 / 3')).toBeVisible();
    await expect(viewer.getByRole('img')).not.toHaveAttribute('src', firstSrc ?? '');
    await shot(page, 'viewer-2');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(viewer.getByText('3 / 3')).toBeVisible();
    // Tab stays inside the viewer.
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('Tab');
    await expect(viewer.locator(':focus')).toHaveCount(1);
    await shot(page, 'viewer');
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('an admin clears a queue of 25 pending listings', async ({ page, request }) => {
    test.setTimeout(300_000);
    const run = `${test.info().project.name}-${Date.now().toString(36)}`;
    const seller = await registerSeller(request, 'Queue Seller');
    for (let i = 1; i <= 25; i += 1)
      await submitListing(request, seller, `Queue ${String(i).padStart(2, '0')} ${run}`, 40_000 + i * 2_500, i * 14);
    const admin = await login(request, ADMIN.email, ADMIN.password);
    await openAdminDashboard(page, admin);
    await page.getByRole('tab', { name: /Pending/ }).click();
    await searchPending(page, run, 10);
    await expect(page.getByTestId('pending-total')).toHaveText('25 pending listings');
    await expect(page.getByRole('button', { name: 'Page 3' })).toBeVisible();

    // Two single decisions, then batches of whatever the page holds.
    await card(page, `Queue 25 ${run}`)
      .getByRole('button', { name: /Approve/ })
      .click();
    await expect(page.getByTestId('pending-total')).toHaveText('24 pending listings');
    await card(page, `Queue 24 ${run}`)
      .getByRole('button', { name: /Reject/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Reject listing' });
    await dialog.getByLabel('Other').check();
    await dialog.getByLabel('Describe the reason').fill('Photos show a different model');
    await dialog.getByRole('button', { name: 'Reject Listing' }).click();
    await expect(page.getByTestId('pending-total')).toHaveText('23 pending listings');

    for (const [remaining, batch] of [
      [13, 10],
      [3, 10],
      [0, 3],
    ] as const) {
      await page.getByLabel('Select all on this page').check();
      if (remaining === 13) await shot(page, 'queue-selected');
      await page.getByRole('button', { name: `Approve Selected (${batch})` }).click();
      await expect(page.getByText(`${batch} listings approved!`).first()).toBeVisible();
      await expect(page.getByTestId('pending-total')).toHaveText(`${remaining} pending listings`);
    }
    await expect(page.getByText('No pending listings match these filters.')).toBeVisible();
  });
});
