// A buyer saves 'iPhone under 150,000' on Browse; a seller's matching iPhone is approved and the buyer
// hears of it live; its price then drops and the card says so with the old price struck through.
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
  const email = `saved-${role}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.lk`;
  return ok<Session>(
    await withRateLimitRetry(() =>
      request.post('/api/auth/register', {
        data: { name, email, password: 'saved-pass-123', phone: '0771234567', role },
      }),
    ),
  );
}

async function approve(request: APIRequestContext, id: string) {
  const admin = await ok<Session>(await withRateLimitRetry(() => request.post('/api/auth/login', { data: ADMIN })));
  await ok(await request.put(`/api/admin/listings/${id}/approve`, { headers: auth(admin), data: {} }));
}

async function listIphone(request: APIRequestContext, seller: Session, title: string, price: number) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="640"><rect width="640" height="640" fill="#fef3c7"/></svg>`;
  const photo = await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
  const form = new FormData();
  form.append('title', title);
  form.append('brand', 'Apple');
  form.append('price', String(price));
  form.append('condition', 'Excellent');
  form.append('description', 'Battery 89%, with box.');
  form.append('location', 'Colombo');
  form.append('district', 'Colombo');
  form.append('images', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'phone.jpg');
  return ok<{ id: string; images: string[] }>(
    await withRateLimitRetry(() => request.post('/api/phones', { headers: auth(seller), multipart: form })),
  );
}

async function signIn(page: Page, session: Session) {
  await page.goto('/');
  await page.evaluate((s) => {
    localStorage.setItem('token', s.token);
    localStorage.setItem('user', JSON.stringify(s.user));
  }, session);
}

test('a saved search brings a live alert when a matching iPhone is approved, and a price drop shows on its card', async ({
  page,
  request,
}) => {
  const seller = await register(request, 'Saved Search Seller', 'seller');
  const buyer = await register(request, 'Saved Search Buyer', 'buyer');
  const title = `iPhone 13 ${Date.now().toString(36)}`;

  await signIn(page, buyer);
  await page.goto('/phones?search=iPhone&maxPrice=150000');
  await page.getByRole('button', { name: 'Save this search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  await expect(dialog.getByLabel('Name')).toHaveValue('iPhone under 150,000');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Search saved' })).toBeVisible();

  // The seller lists a matching iPhone; an admin approves it; the buyer hears of it on the page they have open.
  const phone = await listIphone(request, seller, title, 145_000);
  await approve(request, phone.id);
  await expect(
    page.getByRole('status').filter({ hasText: `New phone for your saved search: "${title}" at LKR 145,000` }),
  ).toBeVisible();

  // The seller drops the price; once approved, the buyer is told and the card shows it.
  await ok(
    await request.put(`/api/phones/${phone.id}`, {
      headers: auth(seller),
      data: { title, brand: 'Apple', price: 139_000, condition: 'Excellent', images: phone.images },
    }),
  );
  await approve(request, phone.id);
  await expect(
    page.getByRole('status').filter({ hasText: `Price dropped: "${title}" is now LKR 139,000 (was LKR 145,000)` }),
  ).toBeVisible();

  await page.goto(`/phones?search=${encodeURIComponent(title)}`);
  const card = page.getByRole('article').filter({ hasText: title });
  await expect(card.getByTestId('price-dropped')).toHaveText('Price dropped');
  await expect(card.getByTestId('price')).toHaveText('LKR 139,000');
  await expect(card.getByText('LKR 145,000')).toBeVisible();

  // The profile lists the saved search, with a way back to Browse.
  await page.goto('/profile?tab=saved-searches');
  await expect(page.getByText('iPhone under 150,000', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: /Show phones\s*: iPhone under 150,000/ }).click();
  await expect(page).toHaveURL(/\/phones\?search=iPhone&maxPrice=150000/);
});
