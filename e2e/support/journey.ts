import { test as base } from '@playwright/test';
import { appAnswers } from './app-answers.ts';

export { expect } from '@playwright/test';

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
