import { expect, test, type Page } from '@playwright/test';
import { TAKEN_OVER_MARK } from './support/app-answers.ts';

// Home, browse and a phone's page come drawn by the server (docs/decisions/081-server-rendered-first-view.md):
// without any script the reader sees the view, and with scripts the app takes the drawing over without
// an error and answers clicks, at 1366 px and on a phone.

async function firstPhoneId(page: Page): Promise<string> {
  const list = (await (await page.request.get('/api/phones?limit=1')).json()) as { data: { phones: { id: string }[] } };
  return list.data.phones[0]!.id;
}

/** Opens `path` and waits for the app to be running: its chat launcher comes once the page has loaded. */
async function openRunning(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByTestId('chat-launcher')).toBeVisible();
}

/** Errors the page reports: a drawing the app could not take over is one (React's hydration error). */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

test('without scripts, home, browse and a phone show their view as drawn by the server', async ({
  browser,
  page,
}, testInfo) => {
  const id = await firstPhoneId(page);
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: testInfo.project.use.viewport! });
  const noScripts = await context.newPage();

  await noScripts.goto('/');
  await expect(noScripts.locator('#root')).toHaveAttribute('data-rendered', 'en');
  await expect(noScripts.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(noScripts.getByTestId('featured-phones').getByTestId('phone-card')).toHaveCount(3);

  await noScripts.goto('/phones?brand=Apple');
  await expect(noScripts.getByText(/\d+ phones found/)).toBeVisible();
  const cards = noScripts.getByTestId('phone-card');
  expect(await cards.count()).toBeGreaterThan(0);
  await expect(cards.first().locator('img')).toBeVisible();

  await noScripts.goto(`/phones/${id}`);
  await expect(noScripts.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(
    noScripts
      .getByRole('main')
      .getByText(/^LKR [\d,]+$/)
      .first(),
  ).toBeVisible();
  await noScripts.screenshot({ path: `screenshots/server-drawn-details-${testInfo.project.name}.png` });
  await context.close();
});

test('without scripts, a card leads to its phone and the header back home, as pages the server draws', async ({
  browser,
}, testInfo) => {
  // What a tap does before the app has taken the page over (docs/decisions/096-views-as-real-links.md).
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: testInfo.project.use.viewport! });
  const noScripts = await context.newPage();

  await noScripts.goto('/phones');
  const card = noScripts.getByTestId('phone-card').first();
  const title = (await card.locator('h3').textContent())!.trim();
  await card.locator('h3').getByRole('link').click();
  await expect(noScripts).toHaveURL(/\/phones\/[0-9a-f-]{36}$/);
  await expect(noScripts.locator('#root')).toHaveAttribute('data-rendered', 'en');
  await expect(noScripts.getByRole('heading', { level: 1 })).toHaveText(title);

  await noScripts.getByRole('link', { name: 'PhoneKade' }).click();
  await expect(noScripts).toHaveURL(/\/$/);
  await expect(noScripts.getByTestId('featured-phones').getByTestId('phone-card')).toHaveCount(3);
  await context.close();
});

test('with scripts, a card and the header are links the app follows without loading a page', async ({ page }) => {
  await openRunning(page, '/phones');
  // A page the browser loaded anew would not have this.
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  const card = page.getByTestId('phone-card').first();
  const id = await card.getAttribute('data-phone-id');
  await expect(card.locator('h3').getByRole('link')).toHaveAttribute('href', `/phones/${id}`);
  await card.locator('h3').getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/phones/${id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

  await page.getByRole('link', { name: 'PhoneKade' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});

test('with scripts, the app takes each drawing over without an error and answers the first click', async ({ page }) => {
  const id = await firstPhoneId(page);
  const errors = pageErrors(page);

  await openRunning(page, '/');
  // The page says when the app took it over, once (a User Timing mark that field measurements can read).
  const takenOver = () => page.evaluate((mark) => performance.getEntriesByName(mark).length, TAKEN_OVER_MARK);
  await expect.poll(takenOver).toBe(1);
  await page.getByRole('button', { name: 'Explore All Phones' }).first().click();
  await expect(page).toHaveURL(/\/phones$/);

  await openRunning(page, '/phones');
  await expect(page.locator('#root')).toHaveAttribute('data-rendered', 'en');
  await page.getByTestId('phone-card').first().getByRole('button', { name: 'View Details', exact: true }).click();
  await expect(page).toHaveURL(/\/phones\/[0-9a-f-]{36}$/);

  await openRunning(page, `/phones/${id}`);
  await page.getByRole('button', { name: 'Please log in to purchase' }).click();
  await expect(page).toHaveURL(/\/auth/);
  expect(errors).toEqual([]);
});

test("a reader whose clock is ahead of the server's gets the drawing taken over, then times told by their clock", async ({
  page,
}) => {
  const id = await firstPhoneId(page);
  const errors = pageErrors(page);
  // The drawing says '4 hours ago' where this reader's clock says '7 hours ago': the app takes the drawing
  // over telling the time it was drawn at, then tells the reader's.
  await page.clock.setFixedTime(new Date(Date.now() + 3 * 60 * 60 * 1000));
  for (const path of ['/', '/phones', `/phones/${id}`]) {
    const drawn = (await (await page.request.get(path)).text()).match(/data-testid="posted"[^>]*>([^<]+)</)?.[1];
    await openRunning(page, path);
    const posted = page.locator('[data-testid="posted"], [data-testid="details-posted"]').first();
    await expect(posted, path).toBeVisible();
    if (drawn && /hours? ago/.test(drawn)) await expect(posted, path).not.toHaveText(drawn);
  }
  expect(errors).toEqual([]);
});
