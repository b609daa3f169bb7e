import { expect, test } from './support/journey.ts';

// The header: under 768 px the items sit in a collapsible menu. Both projects run it at phone size.
test.use({ viewport: { width: 390, height: 844 } });

const SHOTS = process.env.E2E_SHOTS_DIR;

test('a visitor opens the menu and its links work', async ({ page }, info) => {
  await page.goto('/');
  const menuButton = page.getByRole('button', { name: 'Menu' });
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('link', { name: 'Browse Phones' })).toHaveCount(0);

  await menuButton.click();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  const menu = page.locator('#mobile-menu');
  await expect(menu.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Profile' })).toHaveCount(0);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/mobile-menu-visitor-${info.project.name}.png` });

  await menu.getByRole('link', { name: 'Browse Phones' }).click();
  await expect(page).toHaveURL(/\/phones$/);
  await expect(menu).toHaveCount(0);

  await menuButton.click();
  await menu.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
});

test('a signed-in user sees the greeting, Profile and Logout in the menu', async ({ page, request }, info) => {
  const email = `menu-${info.project.name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.lk`;
  const response = await request.post('/api/auth/register', {
    data: { name: 'Menu Tester', email, password: 'menu-pass-1', role: 'buyer' },
  });
  expect(response.ok()).toBe(true);

  await page.goto('/auth');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('menu-pass-1');
  await page.locator('#auth-form').getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);

  const menuButton = page.getByRole('button', { name: 'Menu' });
  await menuButton.click();
  const menu = page.locator('#mobile-menu');
  await expect(menu.getByText('Hi, Menu Tester')).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/mobile-menu-signed-in-${info.project.name}.png` });

  await menu.getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'Menu Tester', level: 1 })).toBeVisible();

  await menuButton.click();
  await menu.getByRole('button', { name: 'Logout' }).click();
  await menuButton.click();
  await expect(menu.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(menu.getByText('Hi, Menu Tester')).toHaveCount(0);
});
