import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Language } from '@phonekade/shared/i18n/language';

// The web app's drawing of a page's first view, rendered here so the page paints its headline or picture
// from the HTML (docs/decisions/081-server-rendered-first-view.md). The web build makes it as its own
// bundle (apps/web/src/app/entry-server.tsx) beside the app's files.

export interface FirstViewPage {
  pathname: string;
  search: string;
  origin: string;
  language: Language;
  firstViewJson: string;
  /** The time the drawing tells its times from (ms since 1970). */
  drawnAt: number;
}

/** The markup of the page's first view, or undefined when the view is not drawn on the server. */
export type RenderFirstView = (page: FirstViewPage) => string | undefined;

interface RendererModule {
  prepareRenderer: () => Promise<void>;
  renderFirstView: RenderFirstView;
}

/** Where the web build puts the renderer: `dist-ssr/entry-server.js` beside the app's `dist`. */
export const rendererFile = (webDistDir: string) => path.join(webDistDir, '..', 'dist-ssr', 'entry-server.js');

/**
 * The renderer of the web build, ready to draw; undefined when the build has none (the development
 * server, a build made before it) or it fails to load, and the pages go out without their drawing.
 */
export async function loadFirstViewRenderer(
  webDistDir: string,
  log: { warn: (details: object, message: string) => void },
): Promise<RenderFirstView | undefined> {
  const file = rendererFile(webDistDir);
  if (!existsSync(file)) return undefined;
  try {
    const module = (await import(pathToFileURL(file).href)) as RendererModule;
    await module.prepareRenderer();
    return module.renderFirstView;
  } catch (error) {
    log.warn({ err: error }, 'The first view renderer did not load; pages go out without their drawing');
    return undefined;
  }
}
