import type { PhoneDto, PhoneImage } from './phone.types.ts';

// Which file of a listing image the browser takes: every stored size goes into `srcset` with its
// width, and `sizes` says how wide the image is drawn in each layout, so a phone on mobile data
// downloads the smallest file that is sharp on its screen (docs/performance.md). The web app's <img>
// and the server's <link rel="preload"> in the page both use these, so the preloaded file is the one
// the image shows.

/** The side a listing's thumbnail is made to fit in, at upload and in the demo seed. */
const THUMB_MAX_SIDE = 400;

/** Browse's grid: two columns, three from 1280 px; the filter column (16rem) takes its share from 768 px. */
export const BROWSE_GRID_SIZES = '(min-width: 1280px) 310px, (min-width: 768px) calc(50vw - 160px), calc(50vw - 24px)';
/** Home's featured picks and a phone's related phones: one column, three from 640 px, in a 1280 px page. */
export const THREE_COLUMN_SIZES = '(min-width: 1280px) 400px, (min-width: 640px) calc(33vw - 26px), calc(100vw - 32px)';
/** A card in list layout: the picture column is 8rem, 12rem from 640 px. */
export const LIST_SIZES = '(min-width: 640px) 192px, 128px';
/** The main picture on a phone's page: the full width, half the 1280 px page from 1024 px. */
export const DETAIL_SIZES = '(min-width: 1280px) 604px, (min-width: 1024px) calc(50vw - 36px), calc(100vw - 32px)';
/** A thumbnail under the main picture: a quarter of the gallery. */
export const GALLERY_THUMB_SIZES =
  '(min-width: 1280px) 142px, (min-width: 1024px) calc(12.5vw - 18px), calc(25vw - 17px)';

/** Where the browser finds a stored image the API names by file name, path or URL. */
export function listingImageUrl(path: string | null | undefined): string {
  if (!path) return '/placeholder-phone.svg';
  if (/^(https?:|data:|blob:)/.test(path)) return path;
  if (path.startsWith('/uploads/')) return path;
  return `/uploads/phones/${path}`;
}

/** The thumbnail's width: the full image scaled to fit a 400 px square, never enlarged. */
function thumbWidth(image: PhoneImage): number {
  const scale = Math.min(1, THUMB_MAX_SIDE / Math.max(image.width, image.height, 1));
  return Math.max(1, Math.round(image.width * scale));
}

/**
 * `srcset` of a listing image: its copies, its thumbnail and its full size, each with its width. The
 * copies are the API's `variants` (320, 640, 1080 and 1200 px, `{ width, url }`, only below the image's own
 * width), absent on images stored before they were made
 * (docs/decisions/046-images-in-object-storage.md).
 */
export function imageSrcSet(image: PhoneImage): string | undefined {
  if (!image.width || !image.height) return undefined;
  const candidates = new Map<number, string>();
  for (const variant of image.variants ?? []) {
    if (variant.width > 0 && variant.width < image.width) candidates.set(variant.width, listingImageUrl(variant.url));
  }
  if (image.thumbUrl && image.thumbUrl !== image.url) {
    const thumb = thumbWidth(image);
    if (thumb < image.width && !candidates.has(thumb)) candidates.set(thumb, image.thumbUrl);
  }
  if (!candidates.size) return undefined;
  candidates.set(image.width, image.url);
  return [...candidates]
    .sort(([a], [b]) => a - b)
    .map(([width, url]) => `${url} ${width}w`)
    .join(', ');
}

type PhoneLike = Partial<Pick<PhoneDto, 'imageDetails' | 'images' | 'image'>>;

/** A listing's pictures in gallery order, with the URLs the browser loads. */
export function phoneImages(phone: PhoneLike): PhoneImage[] {
  if (phone.imageDetails?.length) {
    return phone.imageDetails.map((image) => ({
      ...image,
      url: listingImageUrl(image.url),
      thumbUrl: listingImageUrl(image.thumbUrl || image.url),
    }));
  }
  const urls = phone.images?.length ? phone.images : phone.image ? [phone.image] : [];
  // No stored size: the square frames around images keep the layout still regardless.
  return urls.map((url) => ({ url: listingImageUrl(url), thumbUrl: listingImageUrl(url), width: 800, height: 800 }));
}
