import type { Page } from '@playwright/test';
import { expect, test } from './support/journey.ts';

// Journeys on a shared two-core machine: give them room beyond the 60-second default.
test.describe.configure({ timeout: 120_000 });

// A visitor who is not signed in finds a phone: home, browse, search (a typo too), filters, details,
// the seller card and related phones. Runs at desktop and at 390x844 (the mobile project).

const shots = process.env.E2E_SHOTS_DIR;
async function shot(page: Page, name: string, isMobile: boolean) {
  if (shots) await page.screenshot({ path: `${shots}/${name}-${isMobile ? 'mobile' : 'desktop'}.png` });
}

async function resultCount(page: Page): Promise<number> {
  const status = page.getByTestId('search-status');
  await expect(status).toHaveText(/^\d[\d,]* phones? found$/);
  return Number((await status.textContent())!.replace(/\D/g, ''));
}

/** The filter controls live in the sidebar on desktop and in a panel on mobile. */
async function withFilters(page: Page, isMobile: boolean, act: () => Promise<void>) {
  if (isMobile) {
    await page.getByRole('button', { name: /^Filters/ }).click();
    await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
  }
  await act();
  if (isMobile) {
    await page.getByRole('dialog').getByRole('button', { name: 'Close Filters' }).last().click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
}

test('a guest browses the home page and the catalogue', async ({ page, isMobile }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Find Your Perfect Used Phone' })).toBeVisible();
  await expect(page.getByTestId('verified-count')).toHaveText(/^[1-9][\d,]*$/);
  await expect(page.getByTestId('satisfaction')).toHaveText('98%');
  await expect(page.getByText('Customer Satisfaction')).toBeVisible();
  await expect(page.getByTestId('response')).toHaveText('24h');
  await expect(page.getByTestId('featured-phones').getByTestId('phone-card')).toHaveCount(3);
  for (const blurb of ['Smart Search', 'Verified Sellers', 'Fast Transactions']) {
    await expect(page.getByRole('heading', { name: blurb })).toBeVisible();
  }
  await shot(page, 'home', isMobile);

  await page.getByRole('button', { name: 'Explore All Phones' }).first().click();
  await expect(page).toHaveURL(/\/phones$/);
  await expect(page.getByRole('heading', { name: 'Browse Phones' })).toBeVisible();
  const total = await resultCount(page);
  expect(total).toBeGreaterThan(12);
  await expect(page.getByTestId('stat-total')).toHaveText(total.toLocaleString('en-US'));
  await expect(page.getByTestId('stat-rating')).toHaveText(/★ \d\.\d/);
  await expect(page.getByTestId('phone-results').getByTestId('phone-card')).toHaveCount(12);
  const pagesLeft = Math.ceil(total / 12) - 1;
  const loadMore = page.getByRole('button', {
    name: `Load More (${pagesLeft} ${pagesLeft === 1 ? 'page' : 'pages'} left)`,
  });
  await expect(loadMore).toBeVisible();
  await shot(page, 'browse', isMobile);
  await loadMore.click();
  await expect(page.getByTestId('phone-results').getByTestId('phone-card')).toHaveCount(Math.min(24, total));

  // Popular searches show on focus; the debounce says 'Searching...' before the count.
  const search = page.getByRole('combobox', { name: 'Search phones' });
  await search.click();
  await expect(page.getByTestId('popular-searches')).toBeVisible();
  for (const term of ['iPhone 14', 'Samsung Galaxy', 'Google Pixel', 'OnePlus']) {
    await expect(page.getByTestId('popular-searches').getByRole('option', { name: term })).toBeVisible();
  }
  await shot(page, 'browse-popular', isMobile);
  await search.fill('iphone');
  await expect(page.getByTestId('search-status')).toHaveText('Searching...');
  const iphones = await resultCount(page);
  expect(iphones).toBeGreaterThan(0);
  expect(iphones).toBeLessThan(total);
  await expect(page).toHaveURL(/search=iphone/);
  const titles = await page.getByTestId('phone-results').getByRole('heading', { level: 3 }).allTextContents();
  expect(titles.length).toBeGreaterThan(0);
  for (const title of titles) expect(title.toLowerCase()).toContain('iphone');

  // A typo still finds the phone (pg_trgm on the server).
  await search.fill('samsng galaxy');
  await resultCount(page);
  await expect(page.getByTestId('phone-results').getByTestId('phone-card').first()).toContainText(/samsung/i);

  // Words every listing means are not needed: 'samsung phone' is a search for Samsung.
  await search.fill('samsung phone');
  expect(await resultCount(page)).toBeGreaterThan(0);
  await expect(page.getByTestId('phone-results').getByTestId('phone-card').first()).toContainText(/samsung/i);

  // Nothing matches: the empty state clears everything.
  await search.fill('zzqx nothing like this');
  await expect(page.getByRole('heading', { name: 'No phones found' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear All Filters' }).click();
  await expect(search).toHaveValue('');
  expect(await resultCount(page)).toBe(total);

  // Brand and a price band: each counts as one active filter; defaults are not sent.
  await withFilters(page, isMobile, async () => {
    await page.getByTestId('brand-Samsung').filter({ visible: true }).first().click();
    await expect(page.getByTestId('active-filter-count').first()).toHaveText('1');
    await page.getByRole('button', { name: /^Mid-Range/ }).click();
    await expect(page.getByTestId('active-filter-count').first()).toHaveText('2');
  });
  await expect(page).toHaveURL(/brand=Samsung/);
  await expect(page).toHaveURL(/minPrice=80000&maxPrice=150000/);
  const filtered = await resultCount(page);
  expect(filtered).toBeGreaterThan(0);
  const cards = page.getByTestId('phone-results').getByTestId('phone-card');
  for (const card of await cards.all()) {
    await expect(card).toContainText(/samsung/i);
    const price = Number((await card.getByTestId('price').textContent())!.replace(/\D/g, ''));
    expect(price).toBeGreaterThanOrEqual(80_000);
    expect(price).toBeLessThanOrEqual(150_000);
  }
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price_low');
  await expect(page).toHaveURL(/sort=price_low/);
  // The previous order stays on screen until the sorted page is in.
  await expect(page.getByTestId('phone-results')).toHaveAttribute('aria-busy', 'false');
  await expect(cards.first()).toBeVisible();
  const prices = await cards.getByTestId('price').allTextContents();
  const numbers = prices.map((text) => Number(text.replace(/\D/g, '')));
  expect(numbers).toEqual([...numbers].sort((a, b) => a - b));

  // List layout, then back to grid.
  await page.getByRole('button', { name: 'List view' }).click();
  await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
  await shot(page, 'browse-filtered-list', isMobile);
  await page.getByRole('button', { name: 'Grid view' }).click();
});

test('a guest opens a phone and sees its details, the seller card and related phones', async ({ page, isMobile }) => {
  await page.goto('/phones');
  const first = page.getByTestId('phone-results').getByTestId('phone-card').first();
  const title = (await first.getByRole('heading', { level: 3 }).textContent())!;
  await first.getByRole('button', { name: 'View Details', exact: true }).click();

  await expect(page).toHaveURL(/\/phones\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('details-title')).toHaveText(title);
  await expect(page.getByTestId('availability')).toHaveText('Available');
  await expect(page.getByTestId('details-posted')).toHaveText(
    /^Posted (Today|Yesterday|\d+ days? ago|\d+ weeks? ago|\d+ \w{3} \d{4})$/,
  );
  await expect(page.getByTestId('gallery-main').locator('img')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Safety Protocol' })).toBeVisible();
  for (const rule of ['Meet in public places', 'Verify the IMEI number', 'Use secure payments']) {
    await expect(page.getByText(rule)).toBeVisible();
  }
  const seller = page.getByTestId('seller-card');
  await expect(seller).toContainText('VERIFIED SELLER');
  await expect(seller.getByRole('heading', { level: 2 })).not.toBeEmpty();
  await expect(seller).toContainText('Joined');
  await expect(page.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/94\d{9}\?text=/,
  );
  await expect(page.getByRole('link', { name: 'Call' })).toHaveAttribute('href', /^tel:/);
  const specs = page.getByTestId('specs-grid');
  await expect(specs).toBeVisible();
  await expect(specs).not.toContainText('Not specified');

  // Share without a native share sheet copies the link and says so.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined, configurable: true }));
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByText('Link copied to clipboard!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());

  const related = page.getByTestId('related-phones').getByTestId('phone-card');
  await expect(page.getByRole('heading', { name: 'Phones You Might Like' })).toBeVisible();
  await expect(related).toHaveCount(3);
  await shot(page, 'details', isMobile);
  const relatedTitles = await related.getByRole('heading', { level: 3 }).allTextContents();
  expect(relatedTitles).not.toContain(title);

  await page.getByTestId('seller-card').scrollIntoViewIfNeeded();
  await shot(page, 'details-seller', isMobile);
  await related.first().getByRole('button', { name: 'View Details', exact: true }).click();
  await expect(page.getByTestId('details-title')).toHaveText(relatedTitles[0]!);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50);

  // Back returns to the first phone; an unknown id says so.
  await page.goBack();
  await expect(page.getByTestId('details-title')).toHaveText(title);
  await page.goto('/phones/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Phone not found' })).toBeVisible();
  await page.getByRole('button', { name: 'Back to Browse' }).click();
  await expect(page.getByRole('heading', { name: 'Browse Phones' })).toBeVisible();
});

test('cards load thumbnails lazily with their size set, and the browse page does not shift', async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { cls: number }).cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) (window as unknown as { cls: number }).cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/phones');
  const images = page.getByTestId('phone-results').getByTestId('phone-card').locator('img');
  await expect(images).toHaveCount(12);
  for (const [index, image] of (await images.all()).entries()) {
    await expect(image).toHaveAttribute('src', /-thumb\.webp$/);
    await expect(image).toHaveAttribute('width', /^\d+$/);
    await expect(image).toHaveAttribute('height', /^\d+$/);
    // The first two are above the fold on a phone and load at once.
    await expect(image).toHaveAttribute('loading', index < 2 ? 'eager' : 'lazy');
  }
  await page.mouse.wheel(0, 3000);
  await page.waitForTimeout(500);
  const cls = await page.evaluate(() => (window as unknown as { cls: number }).cls);
  expect(cls).toBeLessThan(0.1);
});
