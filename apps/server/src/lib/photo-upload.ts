import {
  IMAGE_TOO_LARGE_MESSAGE,
  listingImageFileError,
  photoField,
  photoProblemMessage,
} from '@phonekade/shared/phones/phone.schemas';
import { LISTING_IMAGE_MAX_BYTES } from '@phonekade/shared/constants/limits';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from './app-error.ts';
import { encodeWebp, type EncodedImage, type EncodeOptions } from './images.ts';

// Photos sent with a form (listing photos, dispute photos): one reader, one way to name a bad one
// (docs/decisions/078-inline-form-errors-and-photo-errors.md).

export interface UploadedImage {
  buffer: Buffer;
  mimetype: string;
  /** The file's name as sent, tidied for messages (never used to store it), or null. */
  fileName: string | null;
}

export interface PhotoForm {
  fields: Record<string, unknown>;
  files: UploadedImage[];
  multipart: boolean;
}

export const FORM_BODY_MESSAGE = 'The form must be an object';
export const UNEXPECTED_FILE_FIELD_MESSAGE = (field: string) =>
  `Unexpected file field "${field}": send the photos as images`;

const FILE_NAME_SHOWN_MAX = 60;

/**
 * A sent file name made safe to repeat in a message: the last path segment, without control or
 * direction-changing characters, cut to 60 characters; null when nothing is left.
 */
export function shownFileName(name: string | undefined): string | null {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const clean = base.replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '').trim();
  if (!clean) return null;
  return clean.length > FILE_NAME_SHOWN_MAX ? `${clean.slice(0, FILE_NAME_SHOWN_MAX - 1)}…` : clean;
}

/**
 * A 400 naming the photo that cannot be used by its place and name, with the problem also under
 * `images` and `images.<index>` so a form can mark that photo and keep the others.
 */
export function badPhoto(index: number, fileName: string | null, problem: string): AppError {
  const message = photoProblemMessage(index + 1, fileName, problem);
  return badRequest(message, { images: message, [photoField(index)]: message });
}

/**
 * Decodes every photo before anything is written. A photo that is not a readable image is a 400 naming it
 * by place and file name (docs/decisions/078-inline-form-errors-and-photo-errors.md).
 */
export async function encodePhotos(files: readonly UploadedImage[], options: EncodeOptions): Promise<EncodedImage[]> {
  const encoded: EncodedImage[] = [];
  for (const [index, file] of files.entries()) {
    try {
      encoded.push(await encodeWebp(file.buffer, options));
    } catch (error) {
      if (error instanceof AppError && error.kind === 'UNSUPPORTED_MEDIA_TYPE') {
        throw badPhoto(index, file.fileName, error.message);
      }
      throw error;
    }
  }
  return encoded;
}

function hasCode(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;
}

export interface PhotoFormOptions {
  /** The file fields photos may come in ('images', 'images[]'). */
  fileFields: ReadonlySet<string>;
  maxFiles: number;
  tooManyMessage: string;
  /** The text when the body is JSON but not an object. */
  bodyMessage?: string;
  /** The text for a file in any other field. */
  unexpectedFieldMessage?: (field: string) => string;
}

/**
 * Reads a form: multipart text fields plus up to `maxFiles` photos, or a JSON body without files.
 * Each file is checked as it arrives (an image type, 10 MB at most), so an 11 MB part answers with the
 * form's own text instead of the framework's, and a part that is not an image is a 400 naming it.
 * Call it after the route's guard has decided that the caller may send photos at all.
 */
export async function readPhotoForm(request: FastifyRequest, options: PhotoFormOptions): Promise<PhotoForm> {
  if (!request.isMultipart()) {
    const body: unknown = request.body ?? {};
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw badRequest(options.bodyMessage ?? FORM_BODY_MESSAGE);
    }
    return { fields: body as Record<string, unknown>, files: [], multipart: false };
  }
  const fields: Record<string, unknown> = {};
  const files: UploadedImage[] = [];
  try {
    for await (const part of request.parts({
      limits: { fileSize: LISTING_IMAGE_MAX_BYTES, files: options.maxFiles },
    })) {
      if (part.type === 'field') {
        // A repeated field (existingImages sent once per image) becomes a list; the schema decides.
        const previous: unknown = fields[part.fieldname];
        const value: unknown = part.value;
        if (previous === undefined) fields[part.fieldname] = value;
        else fields[part.fieldname] = Array.isArray(previous) ? [...(previous as unknown[]), value] : [previous, value];
        continue;
      }
      if (!options.fileFields.has(part.fieldname)) {
        await part.toBuffer();
        throw badRequest((options.unexpectedFieldMessage ?? UNEXPECTED_FILE_FIELD_MESSAGE)(part.fieldname));
      }
      const buffer = await part.toBuffer();
      const fileName = shownFileName(part.filename);
      const problem = listingImageFileError({ type: part.mimetype, size: buffer.length });
      if (problem) throw badPhoto(files.length, fileName, problem);
      files.push({ buffer, mimetype: part.mimetype, fileName });
    }
  } catch (error) {
    if (hasCode(error, 'FST_REQ_FILE_TOO_LARGE')) throw new AppError('PAYLOAD_TOO_LARGE', IMAGE_TOO_LARGE_MESSAGE);
    if (hasCode(error, 'FST_FILES_LIMIT')) throw badRequest(options.tooManyMessage, { images: options.tooManyMessage });
    throw error;
  }
  return { fields, files, multipart: true };
}
