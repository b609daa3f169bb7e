import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const CATALOGUE_VIEWS = [
  '/apps/web/src/components/phone/',
  '/apps/web/src/components/favorites/',
  '/apps/web/src/components/cart/',
  '/apps/web/src/components/ui/state-panels',
  '/apps/web/src/api/phones/get-phones',
  '/apps/web/src/app/first-view-images',
  '/apps/web/src/features/browse/browse-filters',
  '/apps/web/src/features/home/featured-query',
  '/packages/shared/src/constants/catalog',
  '/packages/shared/src/phones/discount-percent',
  '/packages/shared/src/phones/time-ago',
  '/packages/shared/src/money/format-lkr',
  '/packages/shared/src/common/colombo-time',
  '/@tanstack/react-query/build/modern/useMutation.js',
  '/@tanstack/query-core/build/modern/mutationObserver.js',
];

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
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
      output: {
        // What home, browse and a phone's page all draw (cards, pictures, prices, the catalogue
        // query) as one file instead of a dozen small ones, each a round trip on a slow line. The
        // entry needs some of it too (the catalogue's constants, the first view's pictures), so it is
        // part of the first load that check-bundle-budget.mjs measures; each of the three views needs it.
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
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
  },
});
