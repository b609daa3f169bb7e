import type { Page } from '@playwright/test';
import { expect, test } from './support/journey.ts';

// Journeys on a shared two-core machine: give them room beyond the 60-second default.
test.describe.configure({ timeout: 120_000 });

// A visitor sees what a model usually sells for: the Best Deal sort puts the phone furthest under its
// typical price first with its 'Good deal' badge, details show 'Typical price LKR a – b (n listings)',
// and delivery is told as checkout charges it (docs/decisions/066-fair-price-band.md,
// docs/decisions/067-delivery-told-truthfully.md). Desktop and 390x844.

const shots = process.env.E2E_SHOTS_DIR;
async function shot(page: Page, name: string, isMobile: boolean) {
  if (shots) await page.screenshot({ path: `${shots}/${name}-${isMobile ? 'mobile' : 'desktop'}.png` });
}

const overlaps = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test('a guest finds a good deal and its typical price', async ({ page, isMobile }) => {
  await page.goto('/');
  await expect(page.getByText(/Island-wide delivery from LKR 1,000, or meet the seller\./)).toBeVisible();
  await expect(page.getByText(/free island-wide delivery/i)).toHaveCount(0);

  await page.goto('/phones');
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('best_deal');
  await expect(page).toHaveURL(/sort=best_deal/);
  const first = page.getByTestId('phone-results').getByTestId('phone-card').first();
  await expect(first.getByTestId('good-deal')).toHaveText('Good deal');
  await expect(first).toContainText('iPhone 13 128GB');
  await expect(first).toContainText('LKR 120,000');
  await expect(page.getByTestId('stat-bestDeal')).toHaveText(/^\d+% under typical$/);
  await shot(page, 'best-deal', isMobile);

  await first.getByRole('button', { name: 'View Details', exact: true }).click();
  await expect(page.getByTestId('details-title')).toHaveText('iPhone 13 128GB');
  await expect(page.getByTestId('typical-price')).toHaveText(
    /^Typical price LKR [\d,]+ – LKR [\d,]+ \(\d+ listings\)$/,
  );
  await expect(page.getByTestId('good-deal')).toBeVisible();
  await expect(page.getByText('Island-wide delivery from LKR 1,000, or meet the seller')).toBeVisible();
  await page.getByTestId('typical-price').scrollIntoViewIfNeeded();
  await shot(page, 'typical-price', isMobile);
});

test('the chat button covers no View Details button at the end of the catalogue', async ({ page, isMobile }) => {
  await page.goto('/phones');
  const cards = page.getByTestId('phone-results').getByTestId('phone-card');
  await expect(cards).toHaveCount(12);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const chat = page.getByRole('button', { name: 'Open chat assistant' });
  await expect(chat).toBeVisible();
  const chatBox = (await chat.boundingBox())!;
  const buttons = page.getByTestId('phone-results').getByRole('button', { name: 'View Details', exact: true });
  for (const button of await buttons.all()) {
    const box = await button.boundingBox();
    if (box) expect(overlaps(box, chatBox), 'View Details under the chat button').toBe(false);
  }
  await shot(page, 'chat-clear', isMobile);
});
