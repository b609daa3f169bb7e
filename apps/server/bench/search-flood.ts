// A flood of searches that read every listing, in a process of its own (as load-runner.ts): `flooders`
// connections each send searches of description words, every one different so no kept answer helps, while
// one reader asks for `readerPaths` in turn every 50 ms. Reports the reader's times and what became of the
// searches (docs/decisions/094-searches-take-turns.md).

import { answerParent } from './child-process.ts';

export interface FloodRequest {
  url: string;
  /** Connections sending searches at once; 0: the reader alone. */
  flooders: number;
  seconds: number;
  /** Words of the listings' descriptions: each common, rare together with others. */
  words: string[];
  /** What the reader asks for, by name. */
  readerPaths: Record<string, string>;
}

export interface FloodResult {
  reader: Record<string, { answers: number; p50: number; p95: number; failed: number }>;
  searches: { answered: number; refused: number; other: number };
}

const READER_PAUSE_MS = 50;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1))] ?? Number.NaN;
}

async function flood({ url, flooders, seconds, words, readerPaths }: FloodRequest): Promise<FloodResult> {
  const end = Date.now() + seconds * 1000;
  let seed = 94;
  const random = (n: number) => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed % n;
  };
  const letters = 'abcdefghijklmnoprstuw';
  const searches = { answered: 0, refused: 0, other: 0 };
  const flooder = async () => {
    while (Date.now() < end) {
      const search = `${words[random(words.length)]} ${words[random(words.length)]} ${letters[random(letters.length)]}`;
      const response = await fetch(`${url}/api/phones?search=${encodeURIComponent(search)}`);
      await response.arrayBuffer();
      if (response.status === 200) searches.answered += 1;
      else if (response.status === 503) searches.refused += 1;
      else searches.other += 1;
    }
  };
  const times = Object.fromEntries(Object.keys(readerPaths).map((name) => [name, { ms: [] as number[], failed: 0 }]));
  const reader = async () => {
    const names = Object.keys(readerPaths);
    for (let i = 0; Date.now() < end; i += 1) {
      const name = names[i % names.length]!;
      const started = performance.now();
      const response = await fetch(`${url}${readerPaths[name]}`);
      await response.arrayBuffer();
      times[name]!.ms.push(performance.now() - started);
      if (response.status !== 200) times[name]!.failed += 1;
      await new Promise((resolve) => setTimeout(resolve, READER_PAUSE_MS));
    }
  };
  await Promise.all([reader(), ...Array.from({ length: flooders }, flooder)]);
  return {
    reader: Object.fromEntries(
      Object.entries(times).map(([name, { ms, failed }]) => [
        name,
        { answers: ms.length, p50: percentile(ms, 0.5), p95: percentile(ms, 0.95), failed },
      ]),
    ),
    searches,
  };
}

answerParent(flood);
