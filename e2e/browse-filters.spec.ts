// A buyer looking for a phone near them picks a province and district, the brand Oppo (its count beside
// it) and types a price range, and finds the one phone that matches; the same at 390 px in the filter
// sheet. The journey lists and approves its own phones through the API.
import sharp from 'sharp';
import type { APIRequestContext } from '@playwright/test';
import { ok, withRateLimitRetry } from './support/api.ts';
import { expect, test } from './support/journey.ts';

test.describe.configure({ timeout: 120_000 });

const ADMIN = { email: 'e2e-admin@phonekade.lk', password: 'admin-pass-123' };
const shots = process.env.E2E_SHOTS_DIR;

interface Session {
  token: string;
}

const auth = (session: Session) => ({ authorization: `Bearer ${session.token}` });

async function listApproved(
  request: APIRequestContext,
  seller: Session,
  admin: Session,
  phone: { title: string; price: number; district: string; location: string },
) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="640"><rect width="640" height="640" fill="#d1fae5"/></svg>`;
  const photo = await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
  const form = new FormData();
  form.append('title', phone.title);
  form.append('brand', 'Oppo');
  form.append('price', String(phone.price));
  form.append('condition', 'Very Good');
  form.append('location', phone.location);
  form.append('district', phone.district);
  form.append('images', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'oppo.jpg');
  const created = await ok<{ id: string }>(
    await withRateLimitRetry(() => request.post('/api/phones', { headers: auth(seller), multipart: form })),
  );
  await ok(await request.put(`/api/admin/listings/${created.id}/approve`, { headers: auth(admin), data: {} }));
}

test('a buyer finds an Oppo in Galle by district, brand and a typed price range', async ({
  page,
  request,
  isMobile,
}, testInfo) => {
  const stamp = `${testInfo.project.name}${Date.now().toString(36)}`;
  const seller = await ok<Session>(
    await withRateLimitRetry(() =>
      request.post('/api/auth/register', {
        data: {
          name: 'Galle Phone Shop',
          email: `filters-${stamp}@example.lk`,
          password: 'filters-pass-123',
          phone: '0771234567',
          role: 'seller',
        },
      }),
    ),
  );
  const admin = await ok<Session>(await withRateLimitRetry(() => request.post('/api/auth/login', { data: ADMIN })));
  const wanted = `Oppo Reno 8 T ${stamp}`;
  await listApproved(request, seller, admin, {
    title: wanted,
    price: 64_000,
    district: 'Galle',
    location: 'Hikkaduwa',
  });
  // The same phone elsewhere, and a dearer one in Galle: neither may show.
  await listApproved(request, seller, admin, {
    title: `Oppo Reno 8 T Kandy ${stamp}`,
    price: 64_000,
    district: 'Kandy',
    location: 'Peradeniya',
  });
  await listApproved(request, seller, admin, {
    title: `Oppo Find X5 ${stamp}`,
    price: 150_000,
    district: 'Galle',
    location: 'Galle',
  });

  await page.goto('/phones');
  await expect(page.getByRole('heading', { name: 'Browse Phones' })).toBeVisible();
  if (isMobile) await page.getByRole('button', { name: 'Filters', exact: true }).click();
  const filters = isMobile
    ? page.getByRole('dialog', { name: 'Filters' })
    : page.getByRole('complementary', { name: 'Filters' });

  await filters.getByRole('combobox', { name: 'Province' }).selectOption('Southern');
  const district = filters.getByRole('combobox', { name: 'District' });
  await expect(district.locator('option')).toHaveText(['All districts', 'Galle', 'Matara', 'Hambantota']);
  await district.selectOption('Galle');

  // Oppo carries its live count (at least the three listed here); choosing it filters.
  const oppo = filters.getByTestId('brand-Oppo');
  await expect.poll(async () => Number(await oppo.getByTestId('brand-count').textContent())).toBeGreaterThanOrEqual(3);
  await oppo.click();
  await expect(oppo).toHaveAttribute('aria-pressed', 'true');

  // A minimum above the maximum is said, and nothing is asked for.
  await filters.getByRole('spinbutton', { name: 'Maximum (LKR)' }).fill('100000');
  await filters.getByRole('spinbutton', { name: 'Minimum (LKR)' }).fill('120000');
  await expect(filters.getByRole('alert')).toHaveText('Minimum price cannot be more than maximum price');
  await filters.getByRole('spinbutton', { name: 'Minimum (LKR)' }).fill('50000');
  await expect(filters.getByRole('alert')).toHaveCount(0);
  await expect(page).toHaveURL(/province=Southern&district=Galle/);
  await expect(page).toHaveURL(/brand=Oppo/);
  await expect(page).toHaveURL(/minPrice=50000&maxPrice=100000/);
  // The slider follows the typed bound.
  await expect(filters.getByRole('slider', { name: 'Minimum price' })).toHaveValue('50000');
  if (shots) await page.screenshot({ path: `${shots}/browse-filters-${testInfo.project.name}.png` });
  if (isMobile) await page.getByRole('button', { name: 'Close Filters' }).last().click();

  const cards = page.getByTestId('phone-card').filter({ hasText: stamp });
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(wanted);
  await expect(cards.first().getByTestId('phone-place')).toHaveText('Hikkaduwa, Galle');
  if (shots) await page.screenshot({ path: `${shots}/browse-filters-results-${testInfo.project.name}.png` });

  // The details page names the place the same way.
  await cards.first().getByRole('heading').click();
  await expect(page.getByTestId('details-place')).toHaveText('Hikkaduwa, Galle');
});
