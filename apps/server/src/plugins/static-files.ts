import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Serves uploaded images and the built web app; unknown non-API paths get the app (its own router). */
export const staticFilesPlugin = fp(async (app: FastifyInstance) => {
  mkdirSync(path.join(app.config.uploadsDir, 'phones'), { recursive: true });
  await app.register(fastifyStatic, {
    root: app.config.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    maxAge: '30d',
    immutable: true,
  });

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
