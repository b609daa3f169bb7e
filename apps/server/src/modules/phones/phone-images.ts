import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import type { StoredImage } from '../../db/schema.ts';
import { createImageStore, imageFileName, imageNameOf, type EncodedImage, type ImageSize } from '../../lib/images.ts';
import type { Storage } from '../../lib/storage/storage.ts';
import { findImagesUsedByOrders } from './phones.repository.ts';

// A listing's images: where they are, the URLs they are shown at, and when they may go. Orders keep
// showing the image a phone was bought with, so an image an order shows outlives its listing. Other
// modules (admin, orders) use this file rather than the phones repository.

const PHONE_IMAGE_FOLDER = 'phones';

/**
 * The widths of the narrower copies of every listing photo, for srcset
 * (docs/decisions/046-images-in-object-storage.md); 1200 is also the picture of a link preview
 * (docs/decisions/068-server-rendered-page-heads.md). A photo narrower than a width has no copy at it.
 */
export const PHONE_IMAGE_WIDTHS = [320, 640, 1080, 1200] as const;

/**
 * Where a phone image is shown: `${imageBaseUrl}/phones/<name>.webp` (or '-thumb', '-640w' ...).
 * `imageBaseUrl` is config.imageBaseUrl: '/uploads' (this server) or IMAGE_BASE_URL (a CDN).
 */
export function phoneImageUrl(imageBaseUrl: string, name: string, size: ImageSize = 'full'): string {
  return `${imageBaseUrl}/${PHONE_IMAGE_FOLDER}/${imageFileName(name, size)}`;
}

/** What an order keeps of the image it was bought with: '/uploads/phones/<name>.webp', wherever images are served. */
export function phoneImagePath(name: string): string {
  return phoneImageUrl('/uploads', name);
}

/** A kept image path ('/uploads/...', see phoneImagePath) as it is shown now; anything else as it is. */
export function shownImageUrl(imageBaseUrl: string, path: string): string {
  return path.startsWith('/uploads/') ? `${imageBaseUrl}${path.slice('/uploads'.length)}` : path;
}

/** The stored name in an image URL or name: '/uploads/phones/abc-thumb.webp' -> 'abc'. */
export const phoneImageName = imageNameOf;

export function createPhoneImages(storage: Storage, log: FastifyBaseLogger) {
  const store = createImageStore(storage, PHONE_IMAGE_FOLDER, PHONE_IMAGE_WIDTHS);
  return {
    /** Writes every size of the image; on a failure some may be written, so remove the name. */
    save: (name: string, image: EncodedImage) => store.save(name, image),

    /** The names of a listing's images that orders show; read it before the listing goes. */
    async shownByOrders(db: DbOrTx, listingId: string): Promise<Set<string>> {
      return new Set((await findImagesUsedByOrders(db, listingId)).map(phoneImageName));
    },

    /**
     * Deletes every size of `images` except those named in `shown` (see shownByOrders). Call it after
     * the change that dropped them has committed: a rolled-back change must still have its images.
     * Never throws: what is already committed stands, and an object the store could not delete now is
     * only wasted space, logged with its name.
     */
    async removeUnlessShown(
      images: readonly Pick<StoredImage, 'name'>[],
      shown: ReadonlySet<string> = new Set(),
    ): Promise<void> {
      await Promise.all(
        images
          .filter((image) => !shown.has(image.name))
          .map((image) =>
            store
              .remove(image.name)
              .catch((error: unknown) => log.warn({ err: error, image: image.name }, 'could not remove image')),
          ),
      );
    },
  };
}

export type PhoneImages = ReturnType<typeof createPhoneImages>;
