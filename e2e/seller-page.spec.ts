import { ok } from './support/api.ts';
import { expect, test } from './support/journey.ts';

test.describe.configure({ timeout: 120_000 });

// A buyer judges a seller before the phone: from a listing's seller card to the seller's page, with
// the rating behind the stars, the reviews that make it and the seller's other phones.

const shots = process.env.E2E_SHOTS_DIR;

interface Listing {
  id: string;
  title: string;
  sellerId: { id: string; name: string; reviewCount: number };
}

test('a visitor opens a seller page from a listing and reads its reviews', async ({ page, request, isMobile }) => {
  // Other journeys add listings of their own, so Kasun's phone may be on any page of the catalogue.
  let listing: Listing | undefined;
  for (let n = 1; !listing && n <= 20; n += 1) {
    const { phones } = await ok<{ phones: Listing[] }>(await request.get(`/api/phones?limit=50&page=${n}`));
    if (phones.length === 0) break;
    listing = phones.find((phone) => phone.sellerId.name === 'Kasun Perera');
  }
  expect(listing, 'the demo data has a phone of Kasun, who has a review').toBeTruthy();

  await page.goto(`/phones/${listing!.id}`);
  await page.getByRole('button', { name: "See seller's page and reviews" }).click();
  await expect(page).toHaveURL(new RegExp(`/sellers/${listing!.sellerId.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Kasun Perera' })).toBeVisible();
  await expect(page.getByText('Member since')).toBeVisible();
  await expect(page.getByText('Phones delivered')).toBeVisible();
  await expect(page.getByTestId('histogram-5')).toBeVisible();

  const review = page.getByTestId('seller-review').filter({ hasText: 'Exactly as described' });
  await expect(review).toBeVisible();
  await expect(review.getByText('Dilini', { exact: false })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Phones for sale' })).toBeVisible();
  await expect(page.getByTestId('phone-card').first()).toBeVisible();
  const widest = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(widest).toBeLessThanOrEqual(page.viewportSize()!.width);
  if (shots)
    await page.screenshot({ path: `${shots}/seller-page-${isMobile ? 'mobile' : 'desktop'}.png`, fullPage: true });

  // One of the seller's phones opens its details.
  await page.getByTestId('phone-card').first().getByRole('button', { name: 'View Details', exact: true }).click();
  await expect(page).toHaveURL(/\/phones\/[0-9a-f-]{36}$/);

  // An address that names nobody says so, with a way back.
  await page.goto('/sellers/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Seller not found' })).toBeVisible();
  await page.getByRole('button', { name: 'Back to Browse' }).click();
  await expect(page).toHaveURL(/\/phones$/);
});
