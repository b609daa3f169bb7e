import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

/** The User Timing mark the app sets once it has taken the page over (apps/web/src/lib/page-clock.ts). */
export const TAKEN_OVER_MARK = 'phonekade:taken-over';

/**
 * Waits until the app has taken the page over: from then on its header is drawn and its buttons answer.
 * Before that, a page the server did not draw shows nothing yet, and a drawn page's buttons do nothing.
 */
export async function appAnswers(page: Page, timeout?: number): Promise<void> {
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, TAKEN_OVER_MARK, { timeout });
}

/**
 * Playwright's `test` for journeys: its page's `goto` and `reload` return once the app has taken the page
 * over, as a person waits for a page to answer before tapping it. The page's first moments, before that, are
 * what first-view.spec.ts and server-drawn-first-view.spec.ts look at with Playwright's own `test`.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await appAnswers(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await appAnswers(page);
      return response;
    };
    await use(page);
  },
});
