import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

// The built app's files under assets/ carry a hash of their content in their name, so a browser or
// CDN may keep them for a year without asking again; index.html names the current ones and is always
// revalidated (docs/performance.md).
const HASHED_ASSET = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
// The few unhashed files beside index.html (the icon, the placeholder picture).
const UNHASHED_FILE = 'public, max-age=3600';

function webCacheControl(filePath: string, webRoot: string): string {
  const relative = path.relative(webRoot, filePath).split(path.sep);
  if (relative[0] === 'assets' && relative.length > 1) return HASHED_ASSET;
  return relative.at(-1) === 'index.html' ? REVALIDATE : UNHASHED_FILE;
}

/**
 * Serves the built web app's files, and the JSON 404 of anything unknown. Its pages (index.html with
 * each view's head) are modules/pages/pages.routes.ts; images are plugins/uploads.ts.
 */
export const staticFilesPlugin = fp(async (app: FastifyInstance) => {
  const webRoot = app.config.webDistDir;
  const hasWeb = existsSync(path.join(webRoot, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webRoot,
      prefix: '/',
      wildcard: false,
      index: false,
      // The build writes each script and stylesheet compressed beside itself (apps/web/vite.config.ts):
      // those bytes go out as they are, and @fastify/compress leaves an answer already encoded alone
      // (docs/decisions/097-assets-compressed-at-build.md).
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', webCacheControl(filePath, webRoot));
      },
    });
  }

  // The app's pages themselves, with their heads and statuses, are modules/pages/pages.routes.ts.
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    return reply.status(404).send({
      success: false,
      message: `No route for ${request.method} ${pathname}`,
      error: 'NOT_FOUND',
    });
  });
});
