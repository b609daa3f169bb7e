// The web app's first-load budget. For home, browse and a phone's page, the JavaScript a browser must
// fetch before the view can render (the entry chunk, the view's chunk, and every chunk either imports
// statically) may be at most 70 kB gzip (50 to 54 with Preact running the app, 110 to 114 with React's DOM:
// docs/decisions/098-preact-runs-the-app.md), in at most 5 files: with the reader's texts that is six, as
// many as a browser asks a host for at once over HTTP/1.1, so none waits a round trip for a connection
// (docs/decisions/095-first-load-in-few-files.md). The three must also draw without the validation
// library: zod's schemas take longer to build on a slow phone than the whole first render
// (docs/performance.md). Reads the Vite manifest of the last `npm run build -w @phonekade/web`; exits 1
// when any of it is broken.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const BUDGET_KB = 70;
export const MAX_FILES = 5;
const KB = 1000; // the kB Vite prints

/** The views a visitor lands on first: their chunks and the chunks those import statically. */
export const FIRST_VIEWS = [
  'src/features/home/home-view.tsx',
  'src/app/browse-page.tsx',
  'src/features/phone-details/phone-details-view.tsx',
];

/** The chunks `key` needs before it can run: itself and its static imports, each once, in load order. */
function staticClosure(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen;
  if (!manifest[key]) throw new Error(`the Vite manifest has no chunk ${key}`);
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/** Each first view's script files: the entry's with everything it imports, then the view's own. */
export function firstLoads(manifest) {
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (entries.length !== 1) throw new Error(`expected one entry in the Vite manifest, found ${entries.length}`);
  return FIRST_VIEWS.map((view) => {
    const keys = staticClosure(manifest, view, staticClosure(manifest, entries[0]));
    return { view, files: [...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js')) };
  });
}

/** The files of `files` that carry zod (by their source maps). */
function filesWithZod(distDir, files) {
  return files.filter((file) => {
    // The bundler's own runtime chunk has no source map, and no sources.
    const map = path.join(distDir, `${file}.map`);
    if (!existsSync(map)) return false;
    return JSON.parse(readFileSync(map, 'utf8')).sources.some((source) => source.includes('node_modules/zod/'));
  });
}

/** Each first view's files with their gzip size (zlib's default level, as a server compresses on the fly). */
export function measure(distDir) {
  const manifestFile = path.join(distDir, '.vite/manifest.json');
  if (!existsSync(manifestFile))
    throw new Error(`${manifestFile} is missing: run npm run build -w @phonekade/web first`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  return firstLoads(manifest).map(({ view, files }) => {
    const chunks = files.map((file) => {
      const bytes = readFileSync(path.join(distDir, file));
      return { file, bytes: bytes.length, gzip: gzipSync(bytes).length };
    });
    return {
      view,
      chunks,
      gzip: chunks.reduce((sum, chunk) => sum + chunk.gzip, 0),
      withZod: filesWithZod(distDir, files),
    };
  });
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename;
if (isMain) {
  const distDir = path.resolve(import.meta.dirname, '../apps/web/dist');
  const kb = (bytes) => (bytes / KB).toFixed(1);
  let broken = false;
  for (const { view, chunks, gzip, withZod } of measure(distDir)) {
    console.log(view);
    for (const chunk of chunks) console.log(`  ${chunk.file}  ${kb(chunk.bytes)} kB, ${kb(chunk.gzip)} kB gzip`);
    const over = [];
    if (gzip > BUDGET_KB * KB) over.push(`over ${BUDGET_KB} kB`);
    if (chunks.length > MAX_FILES) over.push(`over ${MAX_FILES} files`);
    if (withZod.length > 0) over.push(`zod in ${withZod.join(', ')}`);
    console.log(
      `  ${kb(gzip)} kB gzip in ${chunks.length} files: ${over.length ? over.join('; ') : 'within the budget'}`,
    );
    broken ||= over.length > 0;
  }
  process.exit(broken ? 1 : 0);
}
