import type { Page } from '@playwright/test';
import { expect, test } from './support/journey.ts';

// Journeys on a shared two-core machine: give them room beyond the 60-second default.
test.describe.configure({ timeout: 120_000 });

// A shopper types a brand in Sinhala letters and finds its phones; the popular searches put themselves
// away while they type (docs/decisions/076-search-ranking-and-local-script-brands.md). Desktop and 390 px.

const shots = process.env.E2E_SHOTS_DIR;
async function shot(page: Page, name: string, isMobile: boolean) {
  if (shots) await page.screenshot({ path: `${shots}/${name}-${isMobile ? 'mobile' : 'desktop'}.png` });
}

async function resultCount(page: Page): Promise<number> {
  const status = page.getByTestId('search-status');
  await expect(status).toHaveText(/^\d[\d,]* phones? found$/);
  return Number((await status.textContent())!.replace(/\D/g, ''));
}

test('typing ඇපල් finds Apple phones and the popular searches close as the typing starts', async ({
  page,
  isMobile,
}) => {
  await page.goto('/phones');
  const cards = page.getByTestId('phone-results').getByTestId('phone-card');
  await expect(cards.first()).toBeVisible();
  const total = await resultCount(page);

  const search = page.getByRole('combobox', { name: 'Search phones' });
  const popular = page.getByTestId('popular-searches');
  await search.click();
  await expect(popular).toBeVisible();
  await expect(search).toHaveAttribute('aria-expanded', 'true');

  // Escape puts the panel away and keeps the focus in the field; the arrow key brings it back.
  await search.press('Escape');
  await expect(popular).toHaveCount(0);
  await expect(search).toBeFocused();
  await search.press('ArrowDown');
  await expect(popular).toBeVisible();

  await search.pressSequentially('ඇපල්', { delay: 60 });
  await expect(popular).toHaveCount(0);
  await expect(search).toHaveAttribute('aria-expanded', 'false');
  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent('ඇපල්')}`));
  const apples = await resultCount(page);
  expect(apples).toBeGreaterThan(0);
  expect(apples).toBeLessThan(total);
  await expect(cards.first()).toBeVisible();
  const titles = await page.getByTestId('phone-results').getByRole('heading', { level: 3 }).allTextContents();
  expect(titles.length).toBeGreaterThan(0);
  for (const title of titles) expect(title).toMatch(/iphone|ipad|apple/i);
  await shot(page, 'search-sinhala-brand', isMobile);

  // The same phones in Tamil letters.
  await search.fill('ஆப்பிள்');
  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent('ஆப்பிள்')}`));
  expect(await resultCount(page)).toBe(apples);

  // A suggestion that goes on from the text is offered; Enter puts it away; a click outside does too.
  await search.fill('gal');
  await expect(popular.getByRole('option')).toHaveText(['Samsung Galaxy']);
  await shot(page, 'search-suggestion', isMobile);
  await search.press('Enter');
  await expect(popular).toHaveCount(0);
  await search.fill('');
  await expect(popular).toBeVisible();
  await page.getByRole('heading', { name: 'Browse Phones' }).click();
  await expect(popular).toHaveCount(0);
});
