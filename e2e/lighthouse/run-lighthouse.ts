// `npm run lighthouse`: Lighthouse's mobile run (its default: a mid-range phone, slow 4G, simulated)
// on home, browse and a phone's details of the production build, served by the built server with
// the demo data. Each page runs LIGHTHOUSE_RUNS times (3 by default) and its median run counts; the
// command fails when a page's score is under a floor below. Reports go to reports/lighthouse/.
// `npm run lighthouse` builds first; `npm test` runs it with `-w @phonekade/e2e` on the build its browser
// journeys made.
// See docs/performance.md for what was measured and why the floor is 90 when the aim is 95.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Result as LighthouseResult } from 'lighthouse';
import { calibrateCpuSlowdown, type CpuCalibration } from './cpu-calibration.ts';
import { measurePhoneProfile, type PhoneProfileResult } from './phone-profile.ts';

const root = path.resolve(import.meta.dirname, '../..');
const port = Number(process.env.LIGHTHOUSE_PORT ?? process.env.E2E_PORT ?? 4174);
const origin = `http://127.0.0.1:${port}`;
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
// Runs added to a page whose median performance is under the floor; the median of all its runs then
// decides. The machine's load moves single runs of one build by 20 points (docs/performance.md): a page
// that misses is measured again instead of failing on a busy minute, and a page that is slow misses again.
const moreRuns = Math.max(0, Number(process.env.LIGHTHOUSE_MORE_RUNS ?? 0));
// Loads of each page in Chromium's own throttling after Lighthouse's runs (phone-profile.ts); 0 skips them.
const phoneRuns = Math.max(0, Number(process.env.PHONE_PROFILE_RUNS ?? 5));
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const reportDir = path.join(root, 'reports/lighthouse');
// The CPU slowdown: unset, calibrated to the host so every host emulates the same phone (cpu-calibration.ts);
// LIGHTHOUSE_CPU_SLOWDOWN=4 asks for the mobile preset's own factor, 1 for the network simulation only.
const cpuSlowdownAskedFor = process.env.LIGHTHOUSE_CPU_SLOWDOWN
  ? Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN)
  : undefined;

/**
 * Category scores (0-100) a page must reach. Performance moves with the machine's load, so its floor
 * sits under the aim of 95 (LIGHTHOUSE_MIN_PERFORMANCE, 90 unless set; `npm test` asks it of five runs, then
 * of eleven, see docs/performance.md); accessibility and SEO do not, so theirs is the aim.
 */
const FLOORS: Record<string, number> = {
  performance: Number(process.env.LIGHTHOUSE_MIN_PERFORMANCE ?? 90),
  accessibility: 95,
  seo: 95,
};
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

interface PageResult {
  page: string;
  url: string;
  scores: Record<string, number>;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /** Performance score of every run, in order. */
  runs: number[];
  /** Simulated LCP of every run, in order: it moves by a second between runs of one build. */
  lcpRuns: number[];
  /**
   * Lighthouse's measure of how fast this machine was during the run (higher is faster; a busy
   * machine's slower script times inflate TBT and LCP in the simulation).
   */
  benchmarkIndex: number;
}

async function waitForHealth(server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server stopped with exit code ${server.exitCode}`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the server did not answer ${origin}/api/health within 3 minutes`);
}

/**
 * The built server on a fresh data directory with the demo data. Production refuses the demo seed,
 * so it runs with the default NODE_ENV; what it sends the browser (the built app, compression,
 * caching headers) is the same.
 */
function startServer(dataDir: string): ChildProcess {
  return spawn(process.execPath, ['--enable-source-maps', path.join(root, 'apps/server/dist/server.js')], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED: 'demo',
      LOG_LEVEL: 'warn',
      // Another build of the web app to compare with (the default is apps/web/dist).
      ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
    },
  });
}

async function firstPhoneId(): Promise<string> {
  const answer = (await (await fetch(`${origin}/api/phones?limit=1`)).json()) as {
    data?: { phones?: { id: string }[] };
  };
  const id = answer.data?.phones?.[0]?.id;
  if (!id) throw new Error('the demo catalogue has no phone to open');
  return id;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * One Lighthouse run in a Chrome of its own (nothing cached, nothing left from the run before). A
 * run whose trace Chrome failed to record (NO_NAVSTART and the like) is tried once more.
 */
async function runOnce(url: string, cpuSlowdown: number): Promise<{ lhr: LighthouseResult; html: string }> {
  let lastError = '';
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const chrome: LaunchedChrome = await launch({
      chromePath,
      chromeFlags: CHROME_FLAGS,
      logLevel: 'error',
    });
    try {
      const answer = await lighthouse(url, {
        port: chrome.port,
        output: ['json', 'html'],
        logLevel: 'error',
        onlyCategories: CATEGORIES,
        throttling: { cpuSlowdownMultiplier: cpuSlowdown },
      });
      if (!answer) throw new Error(`Lighthouse gave no result for ${url}`);
      if (!answer.lhr.runtimeError) {
        const html = Array.isArray(answer.report) ? (answer.report[1] ?? '') : answer.report;
        return { lhr: answer.lhr, html };
      }
      lastError = `${answer.lhr.runtimeError.code}: ${answer.lhr.runtimeError.message}`;
    } finally {
      chrome.kill();
    }
  }
  throw new Error(`Lighthouse failed twice on ${url}: ${lastError}`);
}

async function audit(page: string, url: string, cpuSlowdown: number): Promise<PageResult> {
  const results: { lhr: LighthouseResult; html: string }[] = [];
  for (let run = 0; run < runs; run += 1) results.push(await runOnce(url, cpuSlowdown));
  const scoreOf = ({ lhr }: { lhr: LighthouseResult }) => Math.round((lhr.categories.performance?.score ?? 0) * 100);
  if (moreRuns > 0 && median(results.map(scoreOf)) < FLOORS.performance!) {
    console.log(`${page}: median performance under ${FLOORS.performance}, ${moreRuns} more runs`);
    for (let run = 0; run < moreRuns; run += 1) results.push(await runOnce(url, cpuSlowdown));
  }
  const performance = results.map(scoreOf);
  const chosen = results[performance.indexOf(median(performance))] ?? results[0]!;
  writeFileSync(path.join(reportDir, `${page}.html`), chosen.html);
  writeFileSync(path.join(reportDir, `${page}.json`), JSON.stringify(chosen.lhr));
  const numeric = (id: string) => chosen.lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    page,
    url,
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((chosen.lhr.categories[id]?.score ?? 0) * 100)])),
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    fcpMs: Math.round(numeric('first-contentful-paint')),
    tbtMs: Math.round(numeric('total-blocking-time')),
    cls: Number(numeric('cumulative-layout-shift').toFixed(3)),
    speedIndexMs: Math.round(numeric('speed-index')),
    runs: performance,
    lcpRuns: results.map(({ lhr }) => Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN)),
    benchmarkIndex: Math.round(chosen.lhr.environment.benchmarkIndex),
  };
}

function table(results: PageResult[]): string {
  const header = [
    'page',
    ...CATEGORIES,
    'LCP ms',
    'FCP ms',
    'TBT ms',
    'CLS',
    'SI ms',
    'runs (perf)',
    'runs (LCP ms)',
    'machine index',
  ];
  const rows = results.map((r) => [
    r.page,
    ...CATEGORIES.map((c) => String(r.scores[c])),
    String(r.lcpMs),
    String(r.fcpMs),
    String(r.tbtMs),
    String(r.cls),
    String(r.speedIndexMs),
    r.runs.join(' '),
    r.lcpRuns.join(' '),
    String(r.benchmarkIndex),
  ]);
  return markdownTable(header, rows);
}

function phoneTable(results: PhoneProfileResult[]): string {
  const header = ['page', 'first paint ms', 'largest paint ms', 'taken over ms', 'runs (largest paint)'];
  const rows = results.map((r) => [
    r.page,
    String(r.fcpMs),
    String(r.lcpMs),
    String(r.takenOverMs),
    r.runs.map((run) => run.lcpMs).join(' '),
  ]);
  return markdownTable(header, rows);
}

const markdownTable = (header: string[], rows: string[][]) =>
  [header, header.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');

async function main(): Promise<number> {
  rmSync(reportDir, { recursive: true, force: true });
  mkdirSync(reportDir, { recursive: true });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'phonekade-lighthouse-'));
  // A server left on the port would answer the health check, and its pages would be measured instead.
  if (
    await fetch(`${origin}/api/health`).then(
      () => true,
      () => false,
    )
  ) {
    throw new Error(`something already answers on ${origin}: stop it, or choose another LIGHTHOUSE_PORT`);
  }
  const server = startServer(dataDir);
  // A crash outside main's own steps (Chromium failing to start) must not leave the server running.
  process.once('exit', () => server.kill('SIGTERM'));
  try {
    await waitForHealth(server);
    const pages: [string, string][] = [
      ['home', `${origin}/`],
      ['browse', `${origin}/phones`],
      ['details', `${origin}/phones/${await firstPhoneId()}`],
    ];
    const calibration: CpuCalibration | undefined = cpuSlowdownAskedFor
      ? undefined
      : await calibrateCpuSlowdown(chromePath);
    const cpuSlowdown = cpuSlowdownAskedFor ?? calibration!.slowdown;
    console.log(
      calibration
        ? `CPU slowdown ${cpuSlowdown}x: this host's benchmark index ${calibration.index} (measured ${calibration.indexes.join(', ')})`
        : `CPU slowdown ${cpuSlowdown}x, as asked for`,
    );
    const results: PageResult[] = [];
    for (const [page, url] of pages) {
      const result = await audit(page, url, cpuSlowdown);
      console.log(`${page}: performance ${result.scores.performance}, LCP ${result.lcpMs} ms, CLS ${result.cls}`);
      results.push(result);
    }
    const failures = results.flatMap((r) =>
      Object.entries(FLOORS)
        .filter(([category, floor]) => (r.scores[category] ?? 0) < floor)
        .map(([category, floor]) => `${r.page}: ${category} ${r.scores[category]} is under ${floor}`),
    );
    const cpu = calibration
      ? `, CPU slowdown ${cpuSlowdown}x for a host of benchmark index ${calibration.index}`
      : `, CPU slowdown ${cpuSlowdown}x`;
    const more = moreRuns ? `, ${moreRuns} more where it is under ${FLOORS.performance}` : '';
    const phone = phoneRuns ? await measurePhoneProfile(pages, phoneRuns, chromePath) : [];
    const phoneSummary = phone.length
      ? `\n# On a mid-range phone over slow 4G (Chromium's throttling, median of ${phoneRuns} loads per page)\n\n${phoneTable(phone)}\n`
      : '';
    const summary = `# Lighthouse (mobile${cpu}, median of ${runs} run${runs === 1 ? '' : 's'} per page${more})\n\n${table(results)}\n${phoneSummary}`;
    writeFileSync(path.join(reportDir, 'summary.md'), summary);
    writeFileSync(
      path.join(reportDir, 'summary.json'),
      JSON.stringify({ runs, floors: FLOORS, cpuSlowdown, calibration, results, phone }, null, 2),
    );
    console.log(`\n${summary}\nReports: reports/lighthouse/ (one HTML and JSON report per page)`);
    for (const failure of failures) console.error(`FAIL ${failure}`);
    return failures.length ? 1 : 0;
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => (server.exitCode === null ? server.once('exit', resolve) : resolve(null)));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
