import { expect, test } from './support/journey.ts';

// Journeys on a shared two-core machine: give them room beyond the 60-second default.
test.describe.configure({ timeout: 120_000 });

// A phone link pasted into WhatsApp or Facebook: the page the server sends already names the phone
// and its price (no JavaScript runs there), and the app still opens the phone with the same tab title
// (docs/decisions/068-server-rendered-page-heads.md).

interface ListedPhone {
  id: string;
  title: string;
  price: number;
}

const lkr = (amount: number) => `LKR ${amount.toLocaleString('en-US')}`;

test('a shared phone link carries its preview, and the details page shows the phone under the same title', async ({
  page,
  request,
}) => {
  const list = await request.get('/api/phones?limit=1&sort=newest');
  const phone = ((await list.json()) as { data: { phones: ListedPhone[] } }).data.phones[0]!;
  const title = `${phone.title} – ${lkr(phone.price)} | PhoneKade`;

  // What a link preview reads: the first answer, no script run.
  const raw = await request.get(`/phones/${phone.id}`);
  expect(raw.status()).toBe(200);
  const html = await raw.text();
  expect(html).toContain('<meta property="og:type" content="product" />');
  expect(html).toContain(`<meta property="product:price:amount" content="${phone.price}" />`);
  // The demo photos are 800 px wide: narrower than the preview's 1200 px, so the photo itself.
  expect(html).toMatch(/<meta property="og:image" content="http:\/\/localhost:\d+\/uploads\/phones\/[\w-]+\.webp" \/>/);
  expect(html).toContain('"@type":"Product"');

  const response = await page.goto(`/phones/${phone.id}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByTestId('details-title')).toHaveText(phone.title);
  await expect(page).toHaveTitle(title);

  await page.goto('/');
  await expect(page).toHaveTitle('PhoneKade - Used phones in Sri Lanka');
});

test('a phone that is not there answers 404, and the page says Phone not found with Back to Browse', async ({
  page,
}) => {
  // No listing has this id (a deleted one answers 410: apps/server/src/modules/pages/pages.test.ts).
  const response = await page.goto('/phones/6f1c2b9e-0000-4000-8000-000000000000');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Phone not found' })).toBeVisible();
  await expect(page).toHaveTitle('Phone not found | PhoneKade');
  await page.getByRole('button', { name: 'Back to Browse' }).click();
  await expect(page).toHaveURL(/\/phones$/);
  await expect(page).toHaveTitle('Used phones for sale in Sri Lanka | PhoneKade');
});

test('an unknown address shows home with a 404 for crawlers', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Find Your Perfect Used Phone' })).toBeVisible();
});
