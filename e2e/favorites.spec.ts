import type { Page } from '@playwright/test';
import { openMenuIfCollapsed } from './support/header.ts';
import { expect, test } from './support/journey.ts';

// Favourites (docs/decisions/017-favourites-stored-on-server.md): a guest's hearts join the account at
// sign-in, and the list follows
// the user through sign-out and sign-in. Desktop and 390x844.

const SHOTS = process.env.E2E_SHOTS_DIR;
async function shot(page: Page, name: string, isMobile: boolean) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${isMobile ? 'mobile' : 'desktop'}.png`, fullPage: true });
}

const uniqueEmail = (project: string) => `fav-${project}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.lk`;

async function logout(page: Page) {
  await openMenuIfCollapsed(page);
  await page.getByRole('button', { name: 'Logout' }).click();
  await openMenuIfCollapsed(page);
  await expect(page.getByRole('button', { name: 'Sign In' }).filter({ visible: true })).toBeVisible();
}

async function favouritesTab(page: Page) {
  await page.goto('/profile?tab=favorites');
  await expect(page.getByRole('tab', { name: 'Favorites' })).toHaveAttribute('aria-selected', 'true');
  return page.getByTestId('favorites-list');
}

test('favourites survive sign-out and sign-in', async ({ page, isMobile }, info) => {
  const email = uniqueEmail(info.project.name);
  const password = 'fav-pass-1';

  // A guest hearts a phone on the browse page: kept locally under guest_favorites.
  await page.goto('/phones');
  const cards = page.getByTestId('phone-results').getByTestId('phone-card');
  await expect(cards.first()).toBeVisible();
  const first = cards.nth(0);
  const second = cards.nth(1);
  const firstId = (await first.getAttribute('data-phone-id'))!;
  const secondId = (await second.getAttribute('data-phone-id'))!;
  const firstHeart = first.getByTestId('favorite-button');
  await firstHeart.click();
  await expect(firstHeart).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => localStorage.getItem('guest_favorites'))).toBe(JSON.stringify([firstId]));

  // Registering merges the guest list into the account.
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Create one' }).click();
  await page.getByLabel('Full name').fill('Favourite Buyer');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('guest_favorites'))).toBeNull();

  // Signed in, a second heart is stored on the server straight away.
  await page.goto(`/phones/${secondId}`);
  const detailHeart = page.getByTestId('favorite-button').first();
  await expect(detailHeart).toHaveAttribute('aria-pressed', 'false');
  const stored = page.waitForResponse((res) => res.url().endsWith(`/api/favorites/${secondId}`) && res.ok());
  await detailHeart.click();
  await expect(detailHeart).toHaveAttribute('aria-pressed', 'true');
  await stored;

  let list = await favouritesTab(page);
  await expect(list.getByTestId('phone-card')).toHaveCount(2);
  await shot(page, 'favorites-tab', isMobile);

  // Signing out leaves a guest with no hearts; signing in brings them all back.
  await logout(page);
  await page.goto('/phones');
  await expect(page.getByTestId('favorite-button').and(page.locator('[aria-pressed="true"]'))).toHaveCount(0);

  await page.goto('/auth');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.locator('#auth-form').getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);

  list = await favouritesTab(page);
  await expect(list.getByTestId('phone-card')).toHaveCount(2);
  for (const id of [firstId, secondId]) {
    await expect(list.locator(`[data-phone-id="${id}"]`)).toBeVisible();
  }

  // Taking a heart off in the list removes the phone, for good.
  const removed = page.waitForResponse((res) => res.url().endsWith(`/api/favorites/${firstId}`) && res.ok());
  await list.locator(`[data-phone-id="${firstId}"]`).getByTestId('favorite-button').click();
  await removed;
  await expect(list.getByTestId('phone-card')).toHaveCount(1);
  await page.reload();
  await expect(page.getByTestId('favorites-list').getByTestId('phone-card')).toHaveCount(1);
});
