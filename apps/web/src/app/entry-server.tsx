import { LANGUAGES } from '@phonekade/shared/i18n/language';
import type { FirstViewData } from '@phonekade/shared/first-view/first-view';
import { QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { languageStore, loadLanguage, type Language } from '@/lib/i18n/i18n.ts';
import { navigationStore } from '@/lib/navigation/navigation.ts';
import { entryForPath } from '@/lib/navigation/views.ts';
import { setRenderedAddress } from '@/lib/page-address.ts';
import { tellTimeFrom } from '@/lib/page-clock.ts';
import { App } from './app.tsx';
import { firstViewWanted } from './first-view-data.ts';
import { seedFirstView } from './first-view-seed.ts';
import { loadView } from './view-router.tsx';

// The server's drawing of a page's first view (docs/decisions/081-server-rendered-first-view.md): the app
// as a guest sees it, from the API answer the page carries, so the headline or the picture paints from the
// HTML. Built on its own (`vite build --ssr`) and loaded by the server's pages module.

/** The views the server draws: those whose page carries their data. */
const DRAWN_VIEWS = ['home', 'phones', 'details'] as const;

/** Loads every language's texts and the drawn views' code, once, before the first page. */
export async function prepareRenderer(): Promise<void> {
  await Promise.all([
    ...LANGUAGES.map((language) => loadLanguage(language)),
    ...DRAWN_VIEWS.map((view) => loadView(view)),
  ]);
}

export interface FirstViewPage {
  /** The page's address: '/phones' and '?brand=Apple'. */
  pathname: string;
  search: string;
  /** Where the site is served ('https://phonekade.lk'), for the links it draws. */
  origin: string;
  language: Language;
  /** The first view's data the page carries (`first-view-data`), as JSON. */
  firstViewJson: string;
  /** The time its texts tell their times from (ms since 1970); the page names it for the app. */
  drawnAt: number;
}

/**
 * The markup of the app on this page, or undefined when it is not a drawn view or the data is not that
 * view's. Synchronous from start to end: the app's stores are set for this page and read by this render
 * alone, since nothing else runs in between.
 */
export function renderFirstView(page: FirstViewPage): string | undefined {
  setRenderedAddress({ origin: page.origin, search: page.search });
  tellTimeFrom(page.drawnAt);
  languageStore.set(page.language);
  navigationStore.set({ history: [entryForPath(page.pathname, page.search)] });
  const wanted = firstViewWanted();
  if (!wanted) return undefined;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const data = JSON.parse(page.firstViewJson) as FirstViewData;
  if (!seedFirstView(client, data, wanted, { signedIn: false })) return undefined;
  try {
    return renderToString(<App client={client} />);
  } finally {
    client.clear();
  }
}
