import type { FastifyInstance } from 'fastify';
import { sendKeptBytes } from '../../lib/kept-bytes.ts';
import { phonesService } from '../phones/phones.routes.ts';
import { publicAnswers } from '../phones/public-answers.ts';
import { createPagesService, readPageTemplate } from './pages.service.ts';
import { loadFirstViewRenderer } from './first-view-renderer.ts';
import { readViewModules } from './view-modules.ts';

// Paths that are never a page of the web app: a miss there is the JSON 404 (plugins/static-files.ts).
const NOT_PAGES = ['/api', '/uploads', '/assets', '/socket.io'];

/**
 * The web app's pages with their heads written by the server, robots.txt and the sitemap
 * (docs/decisions/068-server-rendered-page-heads.md, docs/decisions/069-robots-sitemap-and-status-codes.md).
 */
export async function pagesRoutes(app: FastifyInstance): Promise<void> {
  const pages = createPagesService({
    db: app.db,
    publicUrl: app.config.publicUrl,
    imageBaseUrl: app.config.imageBaseUrl,
    catalogueChanges: app.catalogueChanges,
    catalogue: publicAnswers(app.catalogueAnswers, phonesService(app)),
    viewModules: readViewModules(app.config.webDistDir),
    renderFirstView: await loadFirstViewRenderer(app.config.webDistDir, app.log),
    onRenderError: (error) =>
      app.log.error({ err: error }, 'Drawing a first view failed; the page went out without it'),
  });
  const template = readPageTemplate(app.config.webDistDir);

  app.get('/robots.txt', async (_request, reply) => {
    return reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(pages.robotsTxt());
  });

  app.get('/sitemap.xml', async (_request, reply) => {
    const xml = await pages.sitemap();
    return reply.header('cache-control', 'public, max-age=3600').type('application/xml; charset=utf-8').send(xml);
  });

  app.get<{ Params: { part: string } }>('/sitemap-:part', async (request, reply) => {
    const part = /^([1-9]\d{0,5})\.xml$/.exec(request.params.part)?.[1];
    const xml = part ? await pages.sitemapPart(Number(part)) : null;
    if (!xml) return reply.callNotFound();
    return reply.header('cache-control', 'public, max-age=3600').type('application/xml; charset=utf-8').send(xml);
  });

  // Pages are compressed once, kept with their bytes (lib/kept-bytes.ts), not on every request by the plugin.
  app.get('/*', { compress: false }, async (request, reply) => {
    const [pathname = '/', search = ''] = request.url.split('?', 2);
    if (!template || NOT_PAGES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))) {
      return reply.callNotFound();
    }
    const page = await pages.renderPage(template, pathname, new URLSearchParams(search), request.language);
    // Revalidated on every visit, since it names the current build's scripts (docs/performance.md): a
    // browser that holds the same page gets a 304 instead of the page again.
    reply.status(page.status).header('cache-control', 'no-cache').header('vary', 'Accept-Language');
    return sendKeptBytes(request, reply, page.html, 'text/html; charset=utf-8');
  });
}
