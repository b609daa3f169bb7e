import type { Page } from '@playwright/test';

/** The User Timing mark the app sets once it has taken the page over (apps/web/src/lib/page-clock.ts). */
export const TAKEN_OVER_MARK = 'phonekade:taken-over';

/**
 * Waits until the app has taken the page over: from then on its header is drawn and its buttons answer.
 * Before that a page the server did not draw has no header yet, and a drawn one's buttons do nothing.
 */
export async function appAnswers(page: Page, timeout?: number): Promise<void> {
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, TAKEN_OVER_MARK, { timeout });
}

/** Opens the header's menu on a narrow screen (390 px), where its links, language and sign-in are folded away. */
export async function openMenuIfCollapsed(page: Page): Promise<void> {
  await appAnswers(page);
  const menu = page.getByRole('button', { name: 'Menu' });
  if ((await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) === 'false') await menu.click();
}
