import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './support/journey.ts';

test.describe.configure({ timeout: 120_000 });

// A seller lists a phone with two images, finds it pending in My Listings, edits it, and deletes
// another listing. Runs at desktop and at 390x844 (the mobile project).

const SELLER = { email: 'seller@phonekade.lk', password: 'demo1234' };
const shots = process.env.E2E_SHOTS_DIR;
async function shot(page: Page, name: string, isMobile: boolean) {
  if (shots) await page.screenshot({ path: `${shots}/${name}-${isMobile ? 'mobile' : 'desktop'}.png` });
}

async function photo(colour: string): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 640, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
}

async function signIn(request: APIRequestContext, page: Page): Promise<string> {
  const response = await request.post('/api/auth/login', { data: SELLER });
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: { user: unknown; token: string } };
  await page.addInitScript(
    ([user, token]) => {
      localStorage.setItem('token', token as string);
      localStorage.setItem('user', JSON.stringify(user));
    },
    [data.user, data.token],
  );
  return data.token;
}

test('a seller creates a listing with two images, sees it pending, edits it and deletes another', async ({
  page,
  request,
  isMobile,
}, testInfo) => {
  const token = await signIn(request, page);
  const stamp = `${testInfo.project.name} ${Date.now().toString(36)}`;
  const title = `Google Pixel 7 128GB ${stamp}`;

  // Another listing to delete later, made through the API.
  const other = `Nokia G42 ${stamp}`;
  const created = await request.post('/api/phones', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      title: other,
      brand: 'Nokia',
      price: '42000',
      condition: 'Good',
      district: 'Matara',
      images: { name: 'nokia.jpg', mimeType: 'image/jpeg', buffer: await photo('#1e3a8a') },
    },
  });
  expect(created.status()).toBe(201);

  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });

  await page.goto('/phones');
  await page.getByRole('button', { name: 'Add New Phone' }).click();
  await expect(page).toHaveURL(/\/sell$/);
  await expect(page.getByRole('heading', { name: 'Add New Phone', level: 1 })).toBeVisible();
  for (const section of ['Basic Information', 'Technical Specifications', 'Description']) {
    await expect(page.getByRole('heading', { name: section })).toBeVisible();
  }

  // Required fields and the images, each said under its own field, never as a browser alert.
  await page.getByRole('button', { name: 'Create Listing' }).click();
  await expect(page.getByTestId('error-title')).toHaveText('Please fill in all required fields');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByRole('combobox', { name: 'Brand', exact: true }).selectOption('Google');
  await page.getByRole('spinbutton', { name: 'Price (LKR)', exact: true }).fill('98000');
  await page.getByRole('button', { name: 'Create Listing' }).click();
  await expect(page.getByTestId('image-errors')).toHaveText('Please add at least one image');

  // A file that is not an image is refused, by name.
  await page
    .getByTestId('image-input')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByTestId('image-errors')).toHaveText('notes.txt: Only image files are allowed');
  await page.getByTestId('image-input').setInputFiles([
    { name: 'front.jpg', mimeType: 'image/jpeg', buffer: await photo('#047857') },
    { name: 'back.jpg', mimeType: 'image/jpeg', buffer: await photo('#b91c1c') },
  ]);
  await expect(page.getByTestId('image-previews').locator('img')).toHaveCount(2);

  await page.getByRole('spinbutton', { name: 'Original Price (LKR)', exact: true }).fill('90000');
  await page.getByRole('combobox', { name: 'Condition', exact: true }).selectOption('Very Good');
  await page.getByRole('combobox', { name: 'Location', exact: true }).fill('Colombo');
  await page.getByRole('combobox', { name: 'District', exact: true }).selectOption('Colombo');
  await page.getByRole('textbox', { name: 'Processor', exact: true }).fill('Google Tensor G2');
  await page.getByRole('textbox', { name: 'RAM', exact: true }).fill('8GB');
  await page.getByRole('textbox', { name: 'Storage', exact: true }).fill('128GB');
  await page.getByRole('textbox', { name: 'Battery Health', exact: true }).fill('91%');
  await page.getByRole('textbox', { name: 'Color', exact: true }).fill('Obsidian');
  await page
    .getByRole('textbox', { name: 'Describe your phone', exact: true })
    .fill('Used for a year, no scratches, box and charger included.');
  await page.getByRole('button', { name: 'Create Listing' }).click();
  // The original price may not be below the price: shown under the field.
  await expect(page.getByTestId('error-originalPrice')).toHaveText('Original price cannot be less than current price');
  await page.getByRole('spinbutton', { name: 'Original Price (LKR)', exact: true }).fill('120000');
  await shot(page, 'add-phone', isMobile);

  await page.getByRole('button', { name: 'Create Listing' }).click();
  await expect(page.getByText('Phone listing submitted for admin review!')).toBeVisible();
  // The seller lands on My Listings, told what happens next.
  await expect(page).toHaveURL(/\/profile\?tab=listings$/);
  await expect(page.getByTestId('listing-created-note')).toContainText(`Your listing "${title}" was submitted`);
  // Pending listings are not in the public catalogue.
  await page.goto('/phones');
  await page.getByRole('combobox', { name: 'Search phones' }).fill(title);
  await expect(page.getByTestId('search-status')).toHaveText(/found$/);
  await expect(page.getByTestId('phone-card').filter({ hasText: stamp })).toHaveCount(0);

  // My Listings: the new one is pending, with the filters' counts.
  await page.goto('/profile?tab=listings');
  const listings = page.getByTestId('my-listings');
  await expect(listings.getByRole('tab', { name: /^All \(\d+\)$/ })).toBeVisible();
  await listings.getByRole('tab', { name: /^Pending/ }).click();
  const card = listings.getByTestId('listing-card').filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(card.getByTestId('listing-status')).toHaveText('Pending Review');
  await expect(card.getByRole('button', { name: 'View Details', exact: true })).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Delete' })).toBeVisible();
  await shot(page, 'my-listings', isMobile);

  // Edit: change the price, drop one image, save; back on My Listings, still pending.
  await card.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Listing' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title);
  await expect(page.getByRole('textbox', { name: 'Battery Health', exact: true })).toHaveCount(0);
  await expect(page.getByTestId('image-previews').locator('img')).toHaveCount(2);
  await page.getByRole('button', { name: 'Remove image 2' }).click();
  await page.getByRole('button', { name: 'Remove image 1' }).click();
  await page.getByRole('button', { name: 'Update Phone' }).click();
  await expect(page.getByText('At least one image is required')).toBeVisible();
  await page
    .getByTestId('image-input')
    .setInputFiles({ name: 'side.jpg', mimeType: 'image/jpeg', buffer: await photo('#7c3aed') });
  await page.getByRole('spinbutton', { name: 'Price (LKR)', exact: true }).fill('95000');
  await shot(page, 'edit-phone', isMobile);
  await page.getByRole('button', { name: 'Update Phone' }).click();
  await expect(page.getByText('Phone updated successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/profile\?tab=listings$/);
  const edited = page.getByTestId('my-listings').getByTestId('listing-card').filter({ hasText: title });
  await expect(edited.getByTestId('price')).toHaveText('LKR 95,000');
  await expect(edited.getByTestId('listing-status')).toHaveText('Pending Review');

  // Delete the other listing; the in-page confirmation says it cannot be undone.
  const doomed = page.getByTestId('my-listings').getByTestId('listing-card').filter({ hasText: other });
  await doomed.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(confirm).toContainText(`Are you sure you want to delete "${other}"? This action cannot be undone.`);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(doomed).toHaveCount(0);
  expect(alerts).toEqual([]);
  const gone = await request.get(`/api/phones?search=${encodeURIComponent(other)}`);
  expect(
    ((await gone.json()) as { data: { phones: { title: string }[] } }).data.phones.map((p) => p.title),
  ).not.toContain(other);
});

test('a buyer is kept out of Add New Phone', async ({ page, request }) => {
  const response = await request.post('/api/auth/login', {
    data: { email: 'buyer@phonekade.lk', password: 'demo1234' },
  });
  const { data } = (await response.json()) as { data: { user: unknown; token: string } };
  await page.addInitScript(
    ([user, token]) => {
      localStorage.setItem('token', token as string);
      localStorage.setItem('user', JSON.stringify(user));
    },
    [data.user, data.token],
  );
  await page.goto('/phones');
  await expect(page.getByRole('heading', { name: 'Browse Phones' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add New Phone' })).toHaveCount(0);
  // Opened by URL, the view passes the access rule too: home with the red toast.
  await page.goto('/sell');
  await expect(page.getByText('Only sellers can add phone listings')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Find Your Perfect Used Phone' })).toBeVisible();
});
