import { expect, test, type Page, type Request } from '@playwright/test';
import { appAnswers, TAKEN_OVER_MARK } from './support/app-answers.ts';
import { throttleLikeAPhone } from './support/slow-phone.ts';

// Home, browse and a phone's page on a phone over a slow line (390x844, slow 4G and a CPU four times
// slower, as Lighthouse's mobile run): their main content is the largest paint, the page brought its
// data (no API call for it before the view shows) and its styles (no stylesheet to fetch,
// docs/decisions/093-stylesheet-in-the-page.md), and a page's largest picture is the one the page
// preloads (docs/decisions/080-first-view-in-the-page.md). Times are recorded, never asserted.

test.describe.configure({ timeout: 120_000 });

interface Paint {
  lcp: { time: number; tag: string; url: string; text: string } | null;
  fcp: number | null;
  preloads: { href: string; srcset: string }[];
  /** How many times each picture was downloaded. */
  loads: Record<string, number>;
  csp: string[];
}

async function onSlowPhone(page: Page): Promise<void> {
  await throttleLikeAPhone(await page.context().newCDPSession(page));
  await page.addInitScript(() => {
    const store = window as unknown as { __lcp: unknown; __csp: string[] };
    store.__lcp = null;
    store.__csp = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      store.__csp.push(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber} ${event.sample}`,
      ),
    );
    new PerformanceObserver((list) => {
      const last = list.getEntries().at(-1) as PerformanceEntry & { element?: Element | null; url?: string };
      if (!last) return;
      store.__lcp = {
        time: last.startTime,
        tag: last.element?.tagName ?? '',
        url: last.url ?? '',
        text: last.element?.textContent?.trim().slice(0, 80) ?? '',
      };
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

async function paint(page: Page): Promise<Paint> {
  return page.evaluate(() => {
    const loads: Record<string, number> = {};
    for (const entry of performance.getEntriesByType('resource')) {
      const path = new URL(entry.name).pathname;
      if (path.startsWith('/uploads/')) loads[path] = (loads[path] ?? 0) + 1;
    }
    return {
      lcp: (window as unknown as { __lcp: Paint['lcp'] }).__lcp,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      preloads: Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')).map(
        (link) => ({
          href: new URL(link.href).pathname,
          srcset: link.getAttribute('imagesrcset') ?? '',
        }),
      ),
      loads,
      csp: (window as unknown as { __csp: string[] }).__csp,
    };
  });
}

/** API calls made by the page, by path and query, and stylesheets it asked for (as `stylesheet <path>`). */
function apiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(`${url.pathname}${url.search}`);
    if (request.resourceType() === 'stylesheet') calls.push(`stylesheet ${url.pathname}`);
  });
  return calls;
}

const stylesheetsAskedFor = (calls: string[]) => calls.filter((call) => call.startsWith('stylesheet '));

function record(name: string, figures: Paint) {
  const text = `${name}: FCP ${Math.round(figures.fcp ?? 0)} ms, LCP ${Math.round(figures.lcp?.time ?? 0)} ms (${figures.lcp?.tag})`;
  test.info().annotations.push({ type: 'first view', description: text });
  console.log(text);
}

/**
 * The app's script files the page asked for before the app took it over, but the chat's (it loads once the
 * page has loaded). At most four: the entry, the reader's texts, the view and what the catalogue views share,
 * all asked for at once (docs/decisions/095-first-load-in-few-files.md).
 */
async function scriptsBeforeTakeover(page: Page): Promise<string[]> {
  await appAnswers(page, 60_000);
  return page.evaluate((mark) => {
    const takenOver = performance.getEntriesByName(mark)[0]!.startTime;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime < takenOver)
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.startsWith('/assets/') && path.endsWith('.js') && !path.includes('chat-widget'));
  }, TAKEN_OVER_MARK);
}

/** The picture the page preloads is the one the largest paint shows, and it was downloaded once. */
function expectPreloadedLcp(figures: Paint) {
  expect(figures.lcp?.tag).toBe('IMG');
  expect(figures.preloads).toHaveLength(1);
  const [preload] = figures.preloads;
  const lcpPath = new URL(figures.lcp!.url).pathname;
  const candidates = [preload!.href, ...preload!.srcset.split(',').map((c) => c.trim().split(' ')[0]!)];
  expect(candidates).toContain(lcpPath);
  expect(figures.loads[lcpPath]).toBe(1);
}

test.beforeEach(({ isMobile }) => {
  test.skip(!isMobile, 'a phone on slow 4G: the mobile project');
});

test("home's first view: the headline is the largest paint and the featured phones come with the page", async ({
  page,
}) => {
  const calls = apiCalls(page);
  await onSlowPhone(page);
  await page.goto('/');
  await expect(page.getByTestId('featured-phones').getByTestId('phone-card')).toHaveCount(3, { timeout: 60_000 });
  const figures = await paint(page);
  record('home', figures);
  expect(['H1', 'P']).toContain(figures.lcp?.tag);
  expect(figures.preloads).toHaveLength(0);
  expect(figures.csp).toEqual([]);
  expect(calls.filter((call) => call.startsWith('/api/phones?'))).toEqual([]);
  expect(stylesheetsAskedFor(calls)).toEqual([]);
  const scripts = await scriptsBeforeTakeover(page);
  expect(scripts.length, scripts.join(' ')).toBeLessThanOrEqual(4);
});

test("browse's first view: the first card's picture is the largest paint, preloaded by the page, with no API call", async ({
  page,
}) => {
  const calls = apiCalls(page);
  await onSlowPhone(page);
  await page.goto('/phones');
  await expect(page.getByTestId('phone-card').first()).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('phone-card').first().locator('img')).toHaveJSProperty('complete', true);
  const figures = await paint(page);
  record('browse', figures);
  expectPreloadedLcp(figures);
  expect(figures.csp).toEqual([]);
  expect(calls.filter((call) => call.startsWith('/api/phones?'))).toEqual([]);
  expect(stylesheetsAskedFor(calls)).toEqual([]);
  const scripts = await scriptsBeforeTakeover(page);
  expect(scripts.length, scripts.join(' ')).toBeLessThanOrEqual(4);
});

test("a phone's first view: its main picture is the largest paint, preloaded by the page, with no API call for it", async ({
  page,
  request,
}) => {
  const list = (await (await request.get('/api/phones?limit=1')).json()) as { data: { phones: { id: string }[] } };
  const id = list.data.phones[0]!.id;
  const calls = apiCalls(page);
  await onSlowPhone(page);
  await page.goto(`/phones/${id}`);
  const main = page.getByRole('main').locator('img').first();
  await expect(main).toBeVisible({ timeout: 60_000 });
  await expect(main).toHaveJSProperty('complete', true);
  const figures = await paint(page);
  record('details', figures);
  expectPreloadedLcp(figures);
  // Nothing the page runs is refused by its Content-Security-Policy (Lighthouse's best practices).
  expect(figures.csp).toEqual([]);
  expect(calls).not.toContain(`/api/phones/${id}`);
  expect(stylesheetsAskedFor(calls)).toEqual([]);
  const scripts = await scriptsBeforeTakeover(page);
  expect(scripts.length, scripts.join(' ')).toBeLessThanOrEqual(4);
});
