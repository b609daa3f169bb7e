import type { DbOrTx } from '../../db/client.ts';
import type { StoredImage } from '../../db/schema.ts';
import { createImageStore, type EncodedImage } from '../../lib/images.ts';
import { findImagesUsedByOrders } from './phones.repository.ts';

// A listing's image files: where they are, the URLs they are served at, and when they may go. Orders
// keep showing the image a phone was bought with, so a file an order shows outlives its listing.
// Other modules (admin, orders) use this file rather than the phones repository.

const PHONE_IMAGE_FOLDER = 'phones';

// Building URLs needs no directory.
const urls = createImageStore('', PHONE_IMAGE_FOLDER);

/** '/uploads/phones/<name>.webp', or its '-thumb' variant. */
export function phoneImageUrl(name: string, variant: 'full' | 'thumb' = 'full'): string {
  return urls.urlFor(name, variant);
}

/** The stored name in an image URL or name: '/uploads/phones/abc-thumb.webp' -> 'abc'. */
export function phoneImageName(urlOrName: string): string {
  const last = urlOrName.split(/[?#]/)[0]?.split('/').pop() ?? '';
  return last.replace(/\.webp$/i, '').replace(/-thumb$/, '');
}

export function createPhoneImages(uploadsDir: string) {
  const store = createImageStore(uploadsDir, PHONE_IMAGE_FOLDER);
  return {
    save: (name: string, image: EncodedImage) => store.save(name, image),

    /** The names of a listing's images that orders show; read it before the listing goes. */
    async shownByOrders(db: DbOrTx, listingId: string): Promise<Set<string>> {
      return new Set((await findImagesUsedByOrders(db, listingId)).map(phoneImageName));
    },

    /**
     * Deletes the files of `images` except those named in `shown` (see shownByOrders). Call it after
     * the change that dropped them has committed: a rolled-back change must still have its files.
     */
    async removeUnlessShown(images: readonly StoredImage[], shown: ReadonlySet<string> = new Set()): Promise<void> {
      await Promise.all(images.filter((image) => !shown.has(image.name)).map((image) => store.remove(image.name)));
    },
  };
}

export type PhoneImages = ReturnType<typeof createPhoneImages>;
