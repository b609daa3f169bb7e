import { expect, test } from './support/journey.ts';

test('the app shell serves the home view with the header', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'PhoneKade' })).toBeVisible();
});
