import { MAX_IMAGES_MESSAGE } from '@phonekade/shared/phones/phone.schemas';
import { MAX_LISTING_IMAGES } from '@phonekade/shared/constants/limits';
import type { FastifyRequest } from 'fastify';
import { readPhotoForm, type PhotoForm } from '../../lib/photo-upload.ts';

export type { UploadedImage } from '../../lib/photo-upload.ts';
export { badPhoto, encodePhotos, shownFileName } from '../../lib/photo-upload.ts';

export type ListingUpload = PhotoForm;

export const LISTING_BODY_MESSAGE = 'Listing details must be an object';
export const UNEXPECTED_PHOTO_FIELD_MESSAGE = (field: string) =>
  `Unexpected file field "${field}": send listing photos as images`;

const IMAGE_FIELDS = new Set(['images', 'images[]']);

/**
 * Reads a listing form: multipart text fields plus up to 6 `images` files, or a JSON body without
 * files (see readPhotoForm). This is what reads the body: nothing runs it before the route's guard
 * has decided that the caller may send listing photos at all.
 */
export function readListingUpload(request: FastifyRequest): Promise<ListingUpload> {
  return readPhotoForm(request, {
    fileFields: IMAGE_FIELDS,
    maxFiles: MAX_LISTING_IMAGES,
    tooManyMessage: MAX_IMAGES_MESSAGE,
    bodyMessage: LISTING_BODY_MESSAGE,
    unexpectedFieldMessage: UNEXPECTED_PHOTO_FIELD_MESSAGE,
  });
}
