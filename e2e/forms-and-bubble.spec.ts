import type { APIRequestContext, Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './support/journey.ts';

test.describe.configure({ timeout: 120_000 });

// Forms say what is wrong in the page, beside the field, and bring it into view; a photo the server
// cannot read is named and the others kept; a new listing lands on My Listings, pending. The chat
// launcher never covers a button. Runs at desktop and at 390x844 (the mobile project).

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

async function signIn(request: APIRequestContext, page: Page) {
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
}

/** Whether a tap at the middle of `target` reaches it (nothing fixed or sticky lies over it). */
function hitAtCentre(target: Locator) {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const inView = y >= 0 && y <= window.innerHeight && x >= 0 && x <= window.innerWidth;
    const hit = document.elementFromPoint(x, y);
    return inView && hit !== null && (hit === element || element.contains(hit));
  });
}

test('the create form shows its problems in the page, names a bad photo and lands on My Listings', async ({
  page,
  request,
  isMobile,
}, testInfo) => {
  await signIn(request, page);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const title = `Google Pixel 7 128GB ${testInfo.project.name} ${Date.now().toString(36)}`;

  await page.goto('/sell');
  await expect(page.getByRole('heading', { name: 'Add New Phone', level: 1 })).toBeVisible();

  // Nothing filled: each required field and the photos say so; the first (the photos) is focused.
  await page.getByRole('button', { name: 'Create Listing' }).click();
  await expect(page.getByTestId('error-title')).toHaveText('Please fill in all required fields');
  await expect(page.getByTestId('error-brand')).toHaveText('Please fill in all required fields');
  await expect(page.getByTestId('error-price')).toHaveText('Please fill in all required fields');
  await expect(page.getByTestId('error-district')).toHaveText('Please fill in all required fields');
  await expect(page.getByTestId('image-errors')).toHaveText('Please add at least one image');
  await expect(page.getByText('Please add at least one image')).toBeFocused();

  // A file that is not an image is named; the photo picked with it is added.
  await page.getByTestId('image-input').setInputFiles([
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') },
    { name: 'front.jpg', mimeType: 'image/jpeg', buffer: await photo('#047857') },
  ]);
  await expect(page.getByTestId('image-errors')).toHaveText('notes.txt: Only image files are allowed');
  await expect(page.getByTestId('image-previews').locator('img')).toHaveCount(1);

  // A wrong IMEI, far down the form: shown under the field, scrolled into view and focused.
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByRole('combobox', { name: 'Brand', exact: true }).selectOption('Google');
  await page.getByRole('spinbutton', { name: 'Price (LKR)', exact: true }).fill('98000');
  await page.getByRole('combobox', { name: 'District', exact: true }).selectOption('Kandy');
  await page.getByRole('textbox', { name: 'IMEI', exact: true }).fill('123456789012345');
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('button', { name: 'Create Listing' }).click();
  const imei = page.getByRole('textbox', { name: 'IMEI', exact: true });
  await expect(page.getByTestId('error-imei')).toHaveText('IMEI must be 15 digits with a valid check digit');
  await expect(imei).toBeFocused();
  await expect.poll(() => hitAtCentre(imei)).toBe(true);
  await shot(page, 'create-imei-error', isMobile);
  await imei.fill('');

  // Two more photos, one of them not an image at all though it says JPEG: the server names it.
  await page.getByTestId('image-input').setInputFiles([
    { name: 'broken.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not really a photo') },
    { name: 'back.jpg', mimeType: 'image/jpeg', buffer: await photo('#b91c1c') },
  ]);
  await expect(page.getByTestId('image-previews').locator('img')).toHaveCount(3);
  await page.getByRole('button', { name: 'Create Listing' }).click();
  await expect(page.getByTestId('bad-image')).toHaveCount(1);
  await expect(page.getByTestId('image-errors')).toContainText('Photo 2 (broken.jpg): Only image files are allowed');
  await expect(page.getByTestId('image-previews').locator('img')).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Remove image 2' })).toBeFocused();
  await shot(page, 'create-bad-photo', isMobile);

  await page.getByRole('button', { name: 'Remove image 2' }).click();
  await expect(page.getByTestId('bad-image')).toHaveCount(0);
  await expect(page.getByTestId('image-previews').locator('img')).toHaveCount(2);
  await page.getByRole('button', { name: 'Create Listing' }).click();

  // My Listings, the new one pending, with what happens next.
  await expect(page).toHaveURL(/\/profile\?tab=listings$/);
  const note = page.getByTestId('listing-created-note');
  await expect(note).toContainText(`Your listing "${title}" was submitted`);
  await expect(note).toContainText('an admin reviews every new listing before it goes live');
  const card = page.locator('[data-testid="listing-card"][data-just-created]');
  await expect(card).toContainText(title);
  await expect(card.getByTestId('listing-status')).toHaveText('Pending Review');
  await shot(page, 'created-my-listings', isMobile);
  expect(dialogs).toEqual([]);
});

test('the chat launcher never covers View Details or Create Listing', async ({ page, request, isMobile }) => {
  await page.goto('/phones');
  const buttons = page.getByTestId('phone-card').getByRole('button', { name: 'View Details', exact: true });
  await expect(buttons.first()).toBeVisible();
  await expect(page.getByTestId('chat-launcher')).toBeVisible();
  const count = Math.min(await buttons.count(), 6);
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i += 1) {
    const button = buttons.nth(i);
    // The worst place: the button's bottom edge on the screen's bottom edge, where the launcher sits.
    await button.evaluate((element) => element.scrollIntoView({ block: 'end' }));
    await expect.poll(() => hitAtCentre(button), { message: `View Details ${i + 1}` }).toBe(true);
  }
  await shot(page, 'launcher-over-cards', isMobile);
  // Scrolled to the very end: the launcher is round again over the page's bottom margin.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(page.getByTestId('chat-launcher')).not.toHaveAttribute('data-tucked');

  await signIn(request, page);
  await page.goto('/sell');
  const create = page.getByRole('button', { name: 'Create Listing' });
  await expect(create).toBeVisible();
  // On a phone the form's buttons stick to the bottom; on a desktop they end the form.
  await create.evaluate((element) => element.scrollIntoView({ block: 'end' }));
  await expect.poll(() => hitAtCentre(create)).toBe(true);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => hitAtCentre(create)).toBe(true);
  await shot(page, 'launcher-create-listing', isMobile);
  // The launcher still opens the assistant.
  await page.getByTestId('chat-launcher').click();
  await expect(page.getByRole('region', { name: /assistant|chat/i })).toBeVisible();
});
