import { crc32, deflateSync } from 'node:zlib';
import type { APIRequestContext, Page } from '@playwright/test';
import { openMenuIfCollapsed } from './support/header.ts';
import { expect, test } from './support/journey.ts';

// Profile journeys: the overview, the profile-edit modal, the profile-photo flow and
// the load-failure banner.

const SHOTS = process.env.E2E_SHOTS_DIR;
const uniqueEmail = (label: string, project: string) =>
  `${label}-${project}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.lk`;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** A real PNG (a green-to-blue gradient) the server can decode and re-encode. */
function gradientPng(size: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++)
      row.set([20, 120 + Math.round((x / size) * 100), 80 + Math.round((y / size) * 150)], 1 + x * 3);
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Registers through the API and stores the session as the app does after sign-in. */
async function signedInAs(
  page: Page,
  request: APIRequestContext,
  user: { name: string; email: string; role: string; phone?: string },
) {
  const response = await request.post('/api/auth/register', { data: { password: 'profile-pass-1', ...user } });
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: { user: unknown; token: string } };
  await page.goto('/');
  await page.evaluate(({ user: stored, token }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('user', JSON.stringify(stored));
  }, data);
}

async function goToProfile(page: Page) {
  await page.goto('/');
  await openMenuIfCollapsed(page);
  await page.getByRole('link', { name: 'Profile', exact: true }).click();
  await expect(page).toHaveURL(/\/profile$/);
}

test('a buyer edits the profile: name, phone and a new profile photo', async ({ page, request }, info) => {
  const email = uniqueEmail('profile', info.project.name);
  await signedInAs(page, request, { name: 'Dilani Buyer', email, role: 'buyer' });
  await goToProfile(page);

  await expect(page.getByRole('heading', { name: 'Dilani Buyer', level: 1 })).toBeVisible();
  await expect(page.getByText(email).first()).toBeVisible();
  await expect(page.getByText('Buyer', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Profile Completion' })).toBeVisible();
  // Name and email of the 12 fields a buyer's completion counts.
  await expect(page.getByTestId('profile-completion')).toHaveText('17%');
  await shot(page, `profile-overview-${info.project.name}`);

  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Full name')).toHaveValue('Dilani Buyer');
  await expect(dialog.getByLabel('Business type')).toHaveCount(0);
  await dialog.getByLabel('Full name').fill('   ');
  await dialog.getByLabel('Phone number').fill('12345');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByText('Name cannot be empty')).toBeVisible();
  await expect(
    dialog.getByText('Please enter a valid Sri Lankan phone number (eg. +94771234567 or 0771234567)'),
  ).toBeVisible();
  await shot(page, `profile-edit-errors-${info.project.name}`);

  await dialog.getByLabel('Full name').fill('  Dilani Perera  ');
  await dialog.getByLabel('Phone number').fill(' 077 123 4567 ');
  await dialog.getByLabel('Location').fill('Kandy');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Dilani Perera', level: 1 })).toBeVisible();
  await expect(page.getByText('0771234567')).toBeVisible();
  await expect(page.getByTestId('profile-completion')).toHaveText('33%');

  // The picture rules (5MB, JPEG/PNG/WebP), checked before anything is sent.
  const photoInput = page.getByTestId('profile-photo-input');
  await photoInput.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(5_242_881, 1) });
  await expect(page.getByText('Profile picture must be less than 5MB').first()).toBeVisible();
  await photoInput.setInputFiles({ name: 'anim.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(page.getByText('Profile picture must be a JPEG, PNG, or WebP image').first()).toBeVisible();

  // Pick -> preview in the confirm dialog -> Cancel changes nothing.
  const png = { name: 'me.png', mimeType: 'image/png', buffer: gradientPng(160) };
  await photoInput.setInputFiles(png);
  const confirm = page.getByRole('dialog', { name: 'Update Profile Picture' });
  await expect(confirm.getByRole('img', { name: 'Preview of the new profile picture' })).toBeVisible();
  await shot(page, `profile-photo-confirm-${info.project.name}`);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(page.getByRole('img', { name: 'Dilani Perera' })).not.toHaveAttribute('src', /.+/);

  // Pick again -> Update sends it.
  await photoInput.setInputFiles(png);
  await confirm.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Profile picture updated')).toBeVisible();
  await expect(confirm).toHaveCount(0);
  await expect(page.getByRole('img', { name: 'Dilani Perera' })).toHaveAttribute('src', /\/uploads\//);
  await expect(page.getByTestId('profile-completion')).toHaveText('42%');

  // The header greets by the new name, and everything is still there after a reload.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dilani Perera', level: 1 })).toBeVisible();
  await expect(page.getByText('Kandy')).toBeVisible();
  const picture = page.getByRole('img', { name: 'Dilani Perera' });
  await expect(picture).toHaveAttribute('src', /\/uploads\//);
  expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await openMenuIfCollapsed(page);
  await expect(page.getByText('Hi, Dilani Perera').filter({ visible: true })).toBeVisible();
  await shot(page, `profile-after-edit-${info.project.name}`);

  // A buyer has Orders (when the orders feature fills it), never My Listings or Sales.
  await expect(page.getByRole('tab', { name: 'My Listings' })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Sales' })).toHaveCount(0);
  const ordersTab = page.getByRole('tab', { name: 'Orders' });
  if ((await ordersTab.count()) > 0) {
    await ordersTab.click();
    await expect(page).toHaveURL(/\/profile\?tab=orders$/);
    await expect(ordersTab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'Profile Completion' })).toHaveCount(0);
  }
});

test('a seller edits business details and sees the seller tabs', async ({ page, request }, info) => {
  await signedInAs(page, request, {
    name: 'Ruwan Mobiles',
    email: uniqueEmail('seller', info.project.name),
    role: 'seller',
  });
  await goToProfile(page);
  await expect(page.getByText('Seller', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Business Information' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Orders' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
  await dialog.getByLabel('Business type').selectOption('repair-shop');
  await dialog.getByLabel('Business description').fill('Phone repairs and used phones in Galle.');
  await dialog.getByLabel('Instagram').fill('@ruwanmobiles');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Repair Shop')).toBeVisible();
  await expect(page.getByText('Phone repairs and used phones in Galle.')).toBeVisible();
  await expect(page.getByRole('link', { name: '@ruwanmobiles' })).toHaveAttribute(
    'href',
    'https://www.instagram.com/ruwanmobiles',
  );
  await shot(page, `profile-seller-${info.project.name}`);

  // A tab named in navigation data opens directly (the listings feature fills My Listings).
  const listingsTab = page.getByRole('tab', { name: 'My Listings' });
  if ((await listingsTab.count()) > 0) {
    await listingsTab.click();
    await expect(page).toHaveURL(/\/profile\?tab=listings$/);
    await expect(listingsTab).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'Overview' }).click();
    await expect(page.getByRole('heading', { name: 'Business Information' })).toBeVisible();
  }
});

test('a failed profile load shows the banner with Retry and dismiss', async ({ page, request }, info) => {
  await signedInAs(page, request, {
    name: 'Banner Tester',
    email: uniqueEmail('banner', info.project.name),
    role: 'buyer',
  });
  let failing = true;
  await page.route('**/api/users/profile', (route) =>
    failing && route.request().method() === 'GET'
      ? route.fulfill({ status: 503, body: 'upstream down' })
      : route.fallback(),
  );
  await page.goto('/profile');
  const banner = page.getByRole('alert').filter({ hasText: 'Failed to load profile data' });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('Server error: 503');
  // What the session knows is still shown.
  await expect(page.getByRole('heading', { name: 'Banner Tester', level: 1 })).toBeVisible();
  await shot(page, `profile-load-error-${info.project.name}`);

  await banner.getByRole('button', { name: 'Dismiss' }).click();
  await expect(banner).toHaveCount(0);

  await page.reload();
  await expect(banner).toBeVisible();
  failing = false;
  await banner.getByRole('button', { name: 'Retry' }).click();
  await expect(banner).toHaveCount(0);
});
