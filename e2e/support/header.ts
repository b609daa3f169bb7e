import type { Page } from '@playwright/test';
import { appAnswers } from './app-answers.ts';

/** Opens the header's menu on a narrow screen (390 px), where its links, language and sign-in are folded away. */
export async function openMenuIfCollapsed(page: Page): Promise<void> {
  await appAnswers(page);
  const menu = page.getByRole('button', { name: 'Menu' });
  if ((await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) === 'false') await menu.click();
}
