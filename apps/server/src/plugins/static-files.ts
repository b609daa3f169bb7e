import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves the built web app; unknown non-API paths get the app (its own router). Images are served by
 * plugins/uploads.ts.
 */
export const staticFilesPlugin = fp(async (app: FastifyInstance) => {
  const webRoot = app.config.webDistDir;
  const hasWeb = existsSync(path.join(webRoot, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, { root: webRoot, prefix: '/', wildcard: false, index: false });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isAppPath = !pathname.startsWith('/api') && !pathname.startsWith('/uploads/');
    if (hasWeb && isAppPath && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', webRoot);
    }
    return reply.status(404).send({
      success: false,
      message: `No route for ${request.method} ${pathname}`,
      error: 'NOT_FOUND',
    });
  });
});
