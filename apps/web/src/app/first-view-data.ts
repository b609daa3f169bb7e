import type { QueryClient } from '@tanstack/react-query';
import { phoneQueryOptions } from '@/api/phones/get-phone.ts';
import { FEATURED_QUERY, filtersFromSearch, toCatalogueQuery } from '@phonekade/shared/first-view/first-view';
import { navigationStore } from '@/lib/navigation/navigation.ts';
import { currentEntry } from '@/lib/navigation/views.ts';
import { pageSearch } from '@/lib/page-address.ts';
import { sessionStore } from '@/lib/session.ts';
import { readFirstViewData, seedFirstView, type FirstViewWanted } from './first-view-seed.ts';

/** What the view the page was opened on asks for first: home's featured page, browse's first page, a phone. */
export function firstViewWanted(): FirstViewWanted | undefined {
  const { view, data } = currentEntry(navigationStore.get());
  if (view === 'details' && data.phoneId) return { view: 'details', id: data.phoneId };
  if (view === 'home') return { view: 'home', query: { ...FEATURED_QUERY } };
  if (view === 'phones') return { view: 'phones', query: toCatalogueQuery(filtersFromSearch(pageSearch())) };
  return undefined;
}

/**
 * The data of the view the page was opened on, before that view's code runs. The page usually carries
 * it, with a preload of its largest picture (docs/decisions/080-first-view-in-the-page.md): it goes into
 * the query cache and nothing is asked of the API. Otherwise (a page the server did not fill, the
 * development server) it is loaded while the view's code downloads, and its largest picture is fetched
 * as soon as the data names it (docs/performance.md). The views ask for the same queries and find them.
 */
export function prefetchFirstView(queryClient: QueryClient): void {
  const wanted = firstViewWanted();
  if (!wanted) return;
  const signedIn = sessionStore.get().user !== null;
  if (seedFirstView(queryClient, readFirstViewData(), wanted, { signedIn }) && !signedIn) return;

  if (wanted.view === 'details') {
    const phone = queryClient.fetchQuery(phoneQueryOptions(wanted.id));
    void import('./first-view-images.ts').then(({ preloadDetailImage }) =>
      phone.then(preloadDetailImage, () => undefined),
    );
  } else {
    void import('./first-view-images.ts').then(({ prefetchCatalogue }) => prefetchCatalogue(queryClient, wanted.view));
  }
}
