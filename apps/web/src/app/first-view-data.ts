import type { QueryClient } from '@tanstack/react-query';
import { phoneQueryOptions } from '@/api/phones/get-phone.ts';
import { navigationStore } from '@/lib/navigation/navigation.ts';
import { currentEntry } from '@/lib/navigation/views.ts';

/**
 * Starts loading the data of the view the page was opened on while that view's code is still
 * downloading, instead of after it, and has the browser fetch its largest picture as soon as the
 * data names it (docs/performance.md). The views ask for the same queries and find them under way.
 */
export function prefetchFirstView(queryClient: QueryClient): void {
  const { view, data } = currentEntry(navigationStore.get());
  if (view === 'details' && data.phoneId) {
    const phone = queryClient.fetchQuery(phoneQueryOptions(data.phoneId));
    void import('./first-view-images.ts').then(({ preloadDetailImage }) =>
      phone.then(preloadDetailImage, () => undefined),
    );
  } else if (view === 'home' || view === 'phones') {
    void import('./first-view-images.ts').then(({ prefetchCatalogue }) => prefetchCatalogue(queryClient, view));
  }
}
