// The web app's first-load budget: the JavaScript a browser must fetch before the first view can
// render (the entry chunk and every chunk it imports statically, never the lazy views) may be at most
// 120 kB gzip. Reads the Vite manifest of the last `npm run build -w @phonekade/web`; exits 1 over
// the budget. Home, browse and a phone's page must also draw without the validation library: zod's
// schemas take longer to build on a slow phone than the whole first render (docs/performance.md).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const BUDGET_KB = 120;
const KB = 1000; // the kB Vite prints

/** The entry chunk and everything it imports statically, in load order, each once. */
export function initialChunks(manifest) {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  if (entries.length !== 1) throw new Error(`expected one entry in the Vite manifest, found ${entries.length}`);
  const seen = new Set();
  const files = [];
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the Vite manifest has no chunk ${key}`);
    files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entries[0][0]);
  return files.filter((file) => file.endsWith('.js'));
}

/** The views a visitor lands on first: their chunks and the chunks those import statically. */
export const FIRST_VIEWS = [
  'src/features/home/home-view.tsx',
  'src/app/browse-page.tsx',
  'src/features/phone-details/phone-details-view.tsx',
];

/** The chunks `key` needs before it can run: itself and its static imports, each once. */
function staticClosure(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen;
  if (!manifest[key]) throw new Error(`the Vite manifest has no chunk ${key}`);
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/** Each first view with the chunks it would load that carry zod (by their source maps). */
export function firstViewsWithZod(distDir, manifest) {
  return FIRST_VIEWS.map((view) => {
    const files = [...staticClosure(manifest, view)].map((key) => manifest[key].file);
    const withZod = files.filter((file) => {
      // The bundler's own runtime chunk has no source map, and no sources.
      const map = path.join(distDir, `${file}.map`);
      if (!existsSync(map)) return false;
      return JSON.parse(readFileSync(map, 'utf8')).sources.some((source) => source.includes('node_modules/zod/'));
    });
    return { view, withZod };
  }).filter(({ withZod }) => withZod.length > 0);
}

/** Gzip size (zlib's default level, as a server compresses on the fly) of each initial chunk. */
export function measure(distDir) {
  const manifestFile = path.join(distDir, '.vite/manifest.json');
  if (!existsSync(manifestFile))
    throw new Error(`${manifestFile} is missing: run npm run build -w @phonekade/web first`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const chunks = initialChunks(manifest).map((file) => {
    const bytes = readFileSync(path.join(distDir, file));
    return { file, bytes: bytes.length, gzip: gzipSync(bytes).length };
  });
  return {
    chunks,
    gzip: chunks.reduce((sum, chunk) => sum + chunk.gzip, 0),
    firstViewsWithZod: firstViewsWithZod(distDir, manifest),
  };
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename;
if (isMain) {
  const distDir = path.resolve(import.meta.dirname, '../apps/web/dist');
  const { chunks, gzip, firstViewsWithZod: zodViews } = measure(distDir);
  const kb = (bytes) => (bytes / KB).toFixed(1);
  for (const chunk of chunks) console.log(`  ${chunk.file}  ${kb(chunk.bytes)} kB, ${kb(chunk.gzip)} kB gzip`);
  const verdict = gzip <= BUDGET_KB * KB ? 'within' : 'OVER';
  console.log(`initial JavaScript: ${kb(gzip)} kB gzip, ${verdict} the budget of ${BUDGET_KB} kB`);
  for (const { view, withZod } of zodViews) console.log(`${view} loads zod with ${withZod.join(', ')}`);
  if (zodViews.length === 0) console.log("home, browse and a phone's page load no zod");
  process.exit(verdict === 'OVER' || zodViews.length > 0 ? 1 : 0);
}
