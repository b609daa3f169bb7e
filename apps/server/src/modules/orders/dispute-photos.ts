import { ONLY_IMAGES_MESSAGE } from '@phonekade/shared/phones/phone.schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { StoredImage } from '../../db/schema.ts';
import { createImageStore, imageFileName, newImageName } from '../../lib/images.ts';
import { encodePhotos, type UploadedImage } from '../../lib/photo-upload.ts';
import type { Storage } from '../../lib/storage/storage.ts';

// A buyer's photos of a disputed order (docs/decisions/078-inline-form-errors-and-photo-errors.md):
// the listing photos' rules (images only, 10 MB each, re-encoded to WebP without metadata), stored
// under 'disputes/' by server-made names, shown to the buyer and to admins.

const DISPUTE_PHOTO_FOLDER = 'disputes';
const FULL_SIDE = 1600;
const THUMB_SIDE = 400;

export function disputePhotoUrls(imageBaseUrl: string, images: readonly Pick<StoredImage, 'name'>[]) {
  return images.map(({ name }) => ({
    url: `${imageBaseUrl}/${DISPUTE_PHOTO_FOLDER}/${imageFileName(name)}`,
    thumbUrl: `${imageBaseUrl}/${DISPUTE_PHOTO_FOLDER}/${imageFileName(name, 'thumb')}`,
  }));
}

export function createDisputePhotos(storage: Storage, log: FastifyBaseLogger) {
  const store = createImageStore(storage, DISPUTE_PHOTO_FOLDER);

  /** Decodes every photo before anything is written; one that is not a readable image is a 400 naming it. */
  const encodeAll = (files: readonly UploadedImage[]) =>
    encodePhotos(files, { maxSide: FULL_SIDE, thumbSide: THUMB_SIDE, notImageMessage: ONLY_IMAGES_MESSAGE });

  /** Never throws: an object the store could not delete now is only wasted space, logged with its name. */
  async function removeAll(images: readonly Pick<StoredImage, 'name'>[]): Promise<void> {
    await Promise.all(
      images.map((image) =>
        store
          .remove(image.name)
          .catch((error: unknown) => log.warn({ err: error, image: image.name }, 'could not remove image')),
      ),
    );
  }

  return {
    /**
     * Decodes and writes the photos, then runs `write` (the database side) with them. If a write to
     * the store or `write` fails, the photos just written are removed: a dispute is saved with all its
     * photos or not at all.
     */
    async withSaved<T>(files: readonly UploadedImage[], write: (images: StoredImage[]) => Promise<T>): Promise<T> {
      const encoded = await encodeAll(files);
      const saved: StoredImage[] = [];
      try {
        for (const image of encoded) {
          const stored = { name: newImageName(), width: image.width, height: image.height };
          // Listed before the write: a write that fails half-way leaves objects to remove too.
          saved.push(stored);
          await store.save(stored.name, image);
        }
        return await write(saved);
      } catch (error) {
        await removeAll(saved);
        throw error;
      }
    },
  };
}
