// Loaded beside the first view's code by first-view-data.ts.
import type { PhoneDto, PhoneImage } from '@phonekade/shared/phones/phone.types';
import type { QueryClient } from '@tanstack/react-query';
import { phonePagesQueryOptions, phonesQueryOptions } from '@/api/phones/get-phones.ts';
import { BROWSE_GRID_SIZES, DETAIL_SIZES, imageSrcSet } from '@/components/phone/image-sources.ts';
import { phoneImages } from '@/components/phone/phone-display.ts';
import { filtersFromSearch, toPhonesQuery } from '@/features/browse/browse-filters.ts';
import { FEATURED_QUERY } from '@/features/home/featured-query.ts';

/**
 * `<link rel="preload" as="image" fetchpriority="high">` with the same `srcset` and `sizes` as the
 * `<img>` that will show it, so the browser fetches the one file early and the image reuses it.
 */
function preloadImage(href: string, srcset: string | undefined, sizes: string): void {
  if (document.head.querySelector(`link[rel="preload"][href="${CSS.escape(href)}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = href;
  if (srcset) {
    link.imageSrcset = srcset;
    link.imageSizes = sizes;
  }
  link.fetchPriority = 'high';
  document.head.append(link);
}

/** The main picture of a phone's page (the gallery's first image). */
export function preloadDetailImage(phone: PhoneDto): void {
  const image: PhoneImage | undefined = phoneImages(phone)[0];
  if (image) preloadImage(image.url, imageSrcSet(image), DETAIL_SIZES);
}

/** Home's featured page, or browse's first page as the address asks for it with its first card's picture. */
export async function prefetchCatalogue(queryClient: QueryClient, view: 'home' | 'phones'): Promise<void> {
  if (view === 'home') {
    // The featured picks are a random draw, so there is no one picture to preload.
    await queryClient.prefetchQuery(phonesQueryOptions(FEATURED_QUERY));
    return;
  }
  const query = toPhonesQuery(filtersFromSearch(window.location.search));
  const pages = await queryClient.fetchInfiniteQuery(phonePagesQueryOptions(query)).catch(() => undefined);
  const first = pages?.pages[0]?.phones[0];
  const image = first ? phoneImages(first)[0] : undefined;
  if (image) preloadImage(image.thumbUrl, imageSrcSet(image), BROWSE_GRID_SIZES);
}
