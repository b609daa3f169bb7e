import type { Page } from '@playwright/test';

/** The User Timing mark the app sets once it has taken the page over (apps/web/src/lib/page-clock.ts). */
export const TAKEN_OVER_MARK = 'phonekade:taken-over';

/**
 * Waits until the app has taken the page over: from then on its header is drawn and its buttons answer.
 * Before that, a page the server did not draw shows nothing yet, and a drawn page's buttons do nothing.
 */
export async function appAnswers(page: Page, timeout?: number): Promise<void> {
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, TAKEN_OVER_MARK, { timeout });
}
