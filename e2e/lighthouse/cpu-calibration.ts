// The CPU slowdown that makes Lighthouse emulate the same phone on any host. Lighthouse's mobile preset slows the
// host's CPU four times, a factor its throttling documentation ("Calibrating the CPU slowdown") calibrates for a
// host in its high-end desktop bracket, benchmark index 1,500 to 2,000: there 4x lands in the mid-tier phone
// bracket. On a slower host 4x emulates a slower phone, on a faster one a faster phone, and the documentation asks
// for the factor to be calibrated to the host. The gate asks each host for the phone 4x makes of that bracket's
// middle: index 1,750 / 4 = 437.5, so the factor is the host's index divided by 437.5, higher on a faster host
// (docs/performance.md, "The CPU slowdown calibrated to the host").
import { chromium } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

/** The benchmark index of the phone Lighthouse's 4x emulates on the middle of the bracket it is calibrated for. */
const EMULATED_PHONE_INDEX = 1750 / 4;

export interface CpuCalibration {
  /** Each measurement of the host's benchmark index, in order. */
  indexes: number[];
  /** Their median. */
  index: number;
  /** The CPU slowdown for that host: never under 1 (a host cannot be made faster). */
  slowdown: number;
}

/** The slowdown for a host of benchmark index `index`, to two decimals. */
const slowdownFor = (index: number) => Math.max(1, Math.round((index / EMULATED_PHONE_INDEX) * 100) / 100);

/**
 * Measures the host's benchmark index as Lighthouse does at the start of a run (its own page function, in a new
 * page), `samples` times in one headless Chromium: one measurement moves with the machine's load, so the median
 * decides.
 */
export async function calibrateCpuSlowdown(executablePath: string, samples = 5): Promise<CpuCalibration> {
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const indexes: number[] = [];
    for (let sample = 0; sample < samples; sample += 1) {
      // A page of its own each time: run again in one page, the benchmark's code gets optimized and the index climbs.
      const context = await browser.newContext();
      const page = await context.newPage();
      indexes.push(Math.round(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`)));
      await context.close();
    }
    const index = [...indexes].sort((a, b) => a - b)[Math.floor(indexes.length / 2)]!;
    return { indexes, index, slowdown: slowdownFor(index) };
  } finally {
    await browser.close();
  }
}
