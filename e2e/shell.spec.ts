import { expect, test } from '@playwright/test';

test('the app shell serves the home view with the header', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'PhoneKade' })).toBeVisible();
});
