// Sinhala and Tamil at 390 px: home, browse, a phone's details, the cart, checkout and sign-in, each
// screenshot saved under screenshots/languages/ (ignored by git), with checks that nothing is wider than
// the viewport and no text is cut: no element that hides its overflow (or ends in an ellipsis) holds
// more text than it shows, and no text runs past the right edge.
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { ok, withRateLimitRetry } from './support/api.ts';
import { expect, test } from './support/journey.ts';

const SHOTS = 'screenshots/languages';

interface Session {
  token: string;
  user: { id: string; name: string; email: string; role: string };
}

/** What overflows at this width: elements wider than the page, and text that is clipped or runs off. */
async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width + 1) {
      problems.push(`page is ${document.documentElement.scrollWidth}px wide in a ${width}px viewport`);
    }
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    for (const el of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      const style = getComputedStyle(el);
      if (style.display === 'none' || style.visibility === 'hidden' || el.closest('[aria-hidden="true"], .sr-only'))
        continue;
      const ownText = Array.from(el.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
      if (!ownText) continue;
      const clips = ['hidden', 'clip'].includes(style.overflowX) || style.textOverflow === 'ellipsis';
      // line-clamp cuts long titles on purpose (a card shows two lines of a listing's title).
      const clamped = style.webkitLineClamp !== 'none' && style.webkitLineClamp !== '';
      if (clips && !clamped && el.scrollWidth > el.clientWidth + 1) problems.push(`clipped: ${describe(el)}`);
      const rect = el.getBoundingClientRect();
      if (rect.width > 0 && rect.right > width + 1 && !el.closest('[class*="overflow-x-auto"]')) {
        problems.push(`past the right edge (${Math.round(rect.right)}px): ${describe(el)}`);
      }
    }
    return problems;
  });
}

async function check(page: Page, language: string, name: string) {
  // The live connection keeps polling, so the network never goes quiet: wait for the page's own content.
  await page.waitForLoadState('load');
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"], .animate-pulse'), null, {
    timeout: 15_000,
  });
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${language}-${name}.png`, fullPage: true });
  expect(await layoutProblems(page), `${language} ${name}`).toEqual([]);
}

for (const language of ['si', 'ta'] as const) {
  test(`${language}: every main page fits 390 px with no text cut`, async ({ page, request, isMobile }) => {
    test.skip(!isMobile, 'a 390 px check');
    test.setTimeout(180_000);
    const phones = await ok<{ phones: { id: string; title: string }[] }>(await request.get('/api/phones?limit=5'));
    const phone = phones.phones[0]!;
    const email = `lang-${language}-${Date.now()}@example.lk`;
    const buyer = await ok<Session>(
      await withRateLimitRetry(() =>
        request.post('/api/auth/register', {
          data: { name: 'Kumari Perera', email, password: 'language-pass-1', phone: '0771234567', role: 'buyer' },
        }),
      ),
    );
    await ok(
      await request.post('/api/cart/add', {
        data: { phoneId: phone.id, quantity: 1 },
        headers: { authorization: `Bearer ${buyer.token}` },
      }),
    );

    await page.addInitScript((lang) => localStorage.setItem('language', lang), language);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await check(page, language, 'home');
    await page.goto('/phones');
    await check(page, language, 'browse');
    await page.goto(`/phones/${phone.id}`);
    await check(page, language, 'details');
    await page.goto('/auth');
    await check(page, language, 'auth');

    await page.addInitScript(
      ({ token, user }) => {
        localStorage.setItem('token', token);
        localStorage.setItem('user', JSON.stringify(user));
      },
      { token: buyer.token, user: buyer.user },
    );
    await page.goto('/cart');
    await check(page, language, 'cart');
    await page.goto('/checkout');
    await check(page, language, 'checkout');
  });
}

test('a first visit follows the browser when it prefers Tamil', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'ta-LK' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  await context.close();
});
