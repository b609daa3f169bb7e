import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

const CATALOGUE_VIEWS = [
  '/apps/web/src/components/phone/',
  '/apps/web/src/components/favorites/',
  '/apps/web/src/components/cart/',
  '/apps/web/src/components/ui/state-panels',
  '/apps/web/src/api/phones/get-phones',
  '/apps/web/src/features/browse/browse-filters',
  '/apps/web/src/features/home/featured-query',
  '/packages/shared/src/constants/catalog',
  '/packages/shared/src/phones/discount-percent',
  '/packages/shared/src/phones/time-ago',
  '/packages/shared/src/money/format-lkr',
  '/packages/shared/src/common/colombo-time',
  '/@tanstack/react-query/build/modern/useMutation.js',
  '/@tanstack/query-core/build/modern/mutationObserver.js',
  '/@tanstack/query-core/build/modern/infiniteQueryObserver.js',
  '/@tanstack/react-query/build/modern/infiniteQueryOptions.js',
  '/@tanstack/react-query/build/modern/useInfiniteQuery.js',
  '/apps/web/src/api/cart/add-to-cart',
  '/apps/web/src/api/favorites/toggle-favorite',
  '/apps/web/src/lib/i18n/place-names',
  '/apps/web/src/lib/i18n/format-date',
  '/packages/shared/src/phones/price-drop',
  '/packages/shared/src/phones/fair-price',
  '/packages/shared/src/conversations/reply-time',
  '/packages/shared/src/constants/couriers',
  '/apps/web/src/components/ui/modal',
  '/apps/web/src/features/saved-searches/saved-search-text',
  '/apps/web/src/features/saved-searches/api/get-saved-searches',
];

/**
 * The app's stylesheet written into index.html as a `<style>` ahead of the scripts, instead of a
 * `<link>` to its file: a page paints from its own bytes, with no round trip for the stylesheet after
 * the HTML (docs/decisions/093-stylesheet-in-the-page.md). The file stays in the build, named in the
 * manifest as before.
 */
function stylesheetInThePage(): Plugin {
  return {
    name: 'phonekade:stylesheet-in-the-page',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const links = [...html.matchAll(/\s*<link rel="stylesheet"[^>]*href="\/([^"]+)"[^>]*>/g)];
        if (links.length !== 1) throw new Error(`index.html links ${links.length} stylesheets; one is written into it`);
        const [link, file] = links[0]!;
        const asset = bundle?.[file!];
        if (asset?.type !== 'asset') throw new Error(`${file} is not in the build`);
        const css = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
        if (/<\/style/i.test(css)) throw new Error(`${file} would close the <style> it is written into`);
        // A relative url() would be read from the page's address instead of /assets/.
        if (/url\((?!\s*["']?(?:data:|\/|https?:))/i.test(css)) throw new Error(`${file} has a relative url()`);
        const page = html.replace(link, '');
        const firstScript = page.search(/<(script|link rel="modulepreload")/);
        if (firstScript < 0) throw new Error('index.html has no module script to put the stylesheet ahead of');
        return `${page.slice(0, firstScript)}<style>${css}</style>\n    ${page.slice(firstScript)}`;
      },
    },
  };
}

/**
 * Each built script and stylesheet of 1 kB or more is also written compressed beside itself (`.br` at brotli's
 * highest quality, `.gz` at gzip's highest level), and the server sends those files as they are
 * (plugins/static-files.ts): about a tenth fewer bytes than brotli at the quality the server can afford per
 * request, and no compression work for each visitor (docs/decisions/097-assets-compressed-at-build.md).
 */
function precompressedAssets(): Plugin {
  return {
    name: 'phonekade:precompressed-assets',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    async writeBundle({ dir }, bundle) {
      if (!dir) throw new Error('the build has no output folder to write compressed files to');
      for (const fileName of Object.keys(bundle)) {
        if (!/^assets\/.+\.(js|css)$/.test(fileName)) continue;
        // The file as written, with its source map comment: the compressed copies must be the same bytes.
        const file = path.join(dir, fileName);
        const bytes = await readFile(file);
        if (bytes.length < 1024) continue;
        const brotli = { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length };
        await writeFile(`${file}.br`, brotliCompressSync(bytes, { params: brotli }));
        await writeFile(`${file}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

/**
 * The app is written against React's API and run by Preact's implementation of it: the same components, and a
 * first view's scripts less than half as large (docs/decisions/098-preact-runs-the-app.md). Applies to the
 * browser's build, the server's drawing (dist-ssr) and the unit tests alike.
 */
const PREACT_FOR_REACT = [
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

export default defineConfig({
  plugins: [tailwindcss(), stylesheetInThePage(), precompressedAssets()],
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  resolve: {
    alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }, ...PREACT_FOR_REACT],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/uploads': apiTarget,
      '/socket.io': { target: apiTarget, ws: true },
    },
  },
  // The server's drawing of the first view (src/app/entry-server.tsx) is one self-contained file set in
  // dist-ssr: the server needs none of the web app's packages installed.
  ssr: { noExternal: true },
  build: {
    sourcemap: true,
    chunkSizeWarningLimit: 800,
    // dist/.vite/manifest.json: which chunks the first load needs (scripts/check-bundle-budget.mjs).
    manifest: true,
    // Every browser the app supports preloads modules itself; the polyfill would only add bytes.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // TanStack Query marks its modules "use client" for React's server components, which the app has none of.
      onLog(level, log, handler) {
        if (log.code === 'MODULE_LEVEL_DIRECTIVE' && log.message.includes('"use client"')) return;
        handler(level, log);
      },
      output: {
        // Home, browse and a phone's page load in three files besides the reader's texts: over HTTP/1.1 a
        // browser asks a host for six at once, and each file past them waits a whole round trip on a slow
        // line (docs/decisions/095-first-load-in-few-files.md). Every module the entry imports statically
        // goes in the entry's file ('$initial'); what the catalogue views draw beyond it (cards, pictures,
        // prices, the catalogue's queries) in one more. scripts/check-bundle-budget.mjs holds both to it.
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            { name: 'app', tags: ['$initial'], priority: 2 },
            { name: 'catalogue-views', test: (id: string) => CATALOGUE_VIEWS.some((part) => id.includes(part)) },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/load-locales.ts', 'src/test/fail-on-console-error.ts'],
    server: { deps: { inline: [/@tanstack\/react-query/] } },
  },
});
