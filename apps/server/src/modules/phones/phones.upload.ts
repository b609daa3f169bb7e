import {
  IMAGE_TOO_LARGE_MESSAGE,
  listingImageFileError,
  MAX_IMAGES_MESSAGE,
} from '@phonekade/shared/phones/phone.schemas';
import { LISTING_IMAGE_MAX_BYTES, MAX_LISTING_IMAGES } from '@phonekade/shared/constants/limits';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../lib/app-error.ts';

export interface UploadedImage {
  buffer: Buffer;
  mimetype: string;
}

export interface ListingUpload {
  fields: Record<string, unknown>;
  files: UploadedImage[];
  multipart: boolean;
}

export const LISTING_BODY_MESSAGE = 'Listing details must be an object';
export const UNEXPECTED_PHOTO_FIELD_MESSAGE = (field: string) =>
  `Unexpected file field "${field}": send listing photos as images`;

const IMAGE_FIELDS = new Set(['images', 'images[]']);

function hasCode(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;
}

/**
 * Reads a listing form: multipart text fields plus up to 6 `images` files, or a JSON body
 * without files. Each file is checked as it arrives, so an 11 MB or non-image part answers with the
 * listing form's own text instead of the framework's. This is what reads the body: nothing runs it before the
 * route's guard has decided that the caller may send listing photos at all.
 */
export async function readListingUpload(request: FastifyRequest): Promise<ListingUpload> {
  if (!request.isMultipart()) {
    const body: unknown = request.body ?? {};
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw badRequest(LISTING_BODY_MESSAGE);
    }
    return { fields: body as Record<string, unknown>, files: [], multipart: false };
  }
  const fields: Record<string, unknown> = {};
  const files: UploadedImage[] = [];
  try {
    for await (const part of request.parts({
      limits: { fileSize: LISTING_IMAGE_MAX_BYTES, files: MAX_LISTING_IMAGES },
    })) {
      if (part.type === 'field') {
        // A repeated field (existingImages sent once per image) becomes a list; the schema decides.
        const previous: unknown = fields[part.fieldname];
        const value: unknown = part.value;
        if (previous === undefined) fields[part.fieldname] = value;
        else fields[part.fieldname] = Array.isArray(previous) ? [...(previous as unknown[]), value] : [previous, value];
        continue;
      }
      if (!IMAGE_FIELDS.has(part.fieldname)) {
        await part.toBuffer();
        throw badRequest(UNEXPECTED_PHOTO_FIELD_MESSAGE(part.fieldname));
      }
      const buffer = await part.toBuffer();
      const problem = listingImageFileError({ type: part.mimetype, size: buffer.length });
      if (problem) throw new AppError('UNSUPPORTED_MEDIA_TYPE', problem);
      files.push({ buffer, mimetype: part.mimetype });
    }
  } catch (error) {
    if (hasCode(error, 'FST_REQ_FILE_TOO_LARGE')) throw new AppError('PAYLOAD_TOO_LARGE', IMAGE_TOO_LARGE_MESSAGE);
    if (hasCode(error, 'FST_FILES_LIMIT')) throw badRequest(MAX_IMAGES_MESSAGE);
    throw error;
  }
  return { fields, files, multipart: true };
}
