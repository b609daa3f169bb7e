// A page opened as a new visitor on a mid-range phone over slow 4G would: Chromium's own throttling with
// the values Lighthouse's mobile preset applies when it throttles the browser instead of simulating
// (support/slow-phone.ts, as in e2e/first-view.spec.ts), a 412x823 screen at 1.75x, nothing cached. Where
// Lighthouse simulates the load from a trace taken without throttling, this is the browser itself on the
// throttled line: when the page first shows something, when its largest element shows, and when the app
// has taken the drawing over (its buttons answer). Printed beside Lighthouse's figures, never asserted
// (docs/performance.md, "A phone's own clock, and the floor at 90").
import { chromium, type Browser } from '@playwright/test';
import { appAnswers, TAKEN_OVER_MARK } from '../support/app-answers.ts';
import { throttleLikeAPhone } from '../support/slow-phone.ts';

export interface PhoneProfileResult {
  page: string;
  /** Medians over the runs, in ms from the navigation's start. */
  fcpMs: number;
  lcpMs: number;
  takenOverMs: number;
  runs: { fcpMs: number; lcpMs: number; takenOverMs: number }[];
}

interface PageTimes {
  fcp?: number;
  lcp?: number;
  takenOver?: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export async function measurePhoneProfile(
  pages: [string, string][],
  runs: number,
  executablePath: string,
): Promise<PhoneProfileResult[]> {
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const results: PhoneProfileResult[] = [];
    for (const [page, url] of pages) {
      const times: PhoneProfileResult['runs'] = [];
      for (let run = 0; run < runs; run += 1) times.push(await loadOnce(browser, url));
      results.push({
        page,
        fcpMs: median(times.map((t) => t.fcpMs)),
        lcpMs: median(times.map((t) => t.lcpMs)),
        takenOverMs: median(times.map((t) => t.takenOverMs)),
        runs: times,
      });
    }
    return results;
  } finally {
    await browser.close();
  }
}

async function loadOnce(browser: Browser, url: string) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    await throttleLikeAPhone(await context.newCDPSession(page));
    await page.goto(url, { waitUntil: 'load' });
    await appAnswers(page, 30_000);
    const times = await page.evaluate(
      (mark) =>
        new Promise<PageTimes>((resolve) => {
          const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
          const takenOver = performance.getEntriesByName(mark)[0]?.startTime;
          // The last candidate is the largest paint; the observer hands the buffered ones over at once.
          new PerformanceObserver((list) => {
            resolve({ fcp, takenOver, lcp: list.getEntries().at(-1)?.startTime });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
      TAKEN_OVER_MARK,
    );
    return {
      fcpMs: Math.round(times.fcp ?? Number.NaN),
      lcpMs: Math.round(times.lcp ?? Number.NaN),
      takenOverMs: Math.round(times.takenOver ?? Number.NaN),
    };
  } finally {
    await context.close();
  }
}
