import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { AppError } from './app-error.ts';
import { createTaskQueue } from './task-queue.ts';

// A decoded image takes 3 to 4 bytes a pixel: 24 megapixels (a 6000 x 4000 camera photo) is about
// 96 MB. Anything bigger, and a decompression bomb (a tiny file claiming billions of pixels), is
// refused from its header, before decoding.
export const MAX_INPUT_PIXELS = 24_000_000;
export const TOO_MANY_PIXELS_MESSAGE = 'The image has too many pixels (24 megapixels at most)';
const DECODABLE = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

/**
 * Every decode waits its turn here, one per core: a burst of uploads then holds a few decoded images
 * in memory at a time instead of one per request. Its stats are what the tests watch.
 */
export const imageDecodes = createTaskQueue(os.availableParallelism());

const tooManyPixels = () => new AppError('VALIDATION', TOO_MANY_PIXELS_MESSAGE);
const isPixelLimitError = (error: unknown) => error instanceof Error && /pixel limit/i.test(error.message);

export interface EncodedImage {
  full: Buffer;
  thumb: Buffer | null;
  width: number;
  height: number;
}

export interface EncodeOptions {
  maxSide: number;
  thumbSide?: number;
  quality?: number;
  notImageMessage: string;
  allowedFormats?: string[];
}

/**
 * Decodes any image sharp understands, fixes its orientation, strips every bit of metadata (GPS,
 * camera serials) and re-encodes it as WebP, plus an optional square-ish thumbnail. Anything that is
 * not really an image (a text file renamed .jpg) is a 415 with `notImageMessage`; more than 24
 * megapixels is a 400. Runs in its turn on `imageDecodes`.
 */
export function encodeWebp(input: Buffer, options: EncodeOptions): Promise<EncodedImage> {
  return imageDecodes.run(() => decodeAndEncode(input, options));
}

async function decodeAndEncode(input: Buffer, options: EncodeOptions): Promise<EncodedImage> {
  let format: string | undefined;
  try {
    const meta = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    format = meta.format;
    // Read from the header: a clear answer before sharp spends any memory on the pixels.
    if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_INPUT_PIXELS) throw tooManyPixels();
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (isPixelLimitError(error)) throw tooManyPixels();
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', options.notImageMessage);
  }
  const allowed = options.allowedFormats ? new Set(options.allowedFormats) : DECODABLE;
  if (!format || !allowed.has(format)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', options.notImageMessage);
  try {
    const base = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    const { data, info } = await base
      .clone()
      .resize({ width: options.maxSide, height: options.maxSide, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: options.quality ?? 82 })
      .toBuffer({ resolveWithObject: true });
    const thumb = options.thumbSide
      ? await base
          .clone()
          .resize({ width: options.thumbSide, height: options.thumbSide, fit: 'inside', withoutEnlargement: true })
          .webp({ quality: 75 })
          .toBuffer()
      : null;
    return { full: data, thumb, width: info.width, height: info.height };
  } catch (error) {
    if (isPixelLimitError(error)) throw tooManyPixels();
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', options.notImageMessage);
  }
}

/** A server-made file name: never anything the client sent. */
export const newImageName = () => `${Date.now().toString(36)}-${randomBytes(8).toString('hex')}`;

/** Local-disk image storage under DATA_DIR/uploads/<folder>; object storage would implement the same. */
export function createImageStore(uploadsDir: string, folder: string) {
  const dir = path.join(uploadsDir, folder);
  return {
    urlFor: (name: string, variant: 'full' | 'thumb' = 'full') =>
      `/uploads/${folder}/${name}${variant === 'thumb' ? '-thumb' : ''}.webp`,
    save: async (name: string, image: EncodedImage) => {
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, `${name}.webp`), image.full);
      if (image.thumb) await writeFile(path.join(dir, `${name}-thumb.webp`), image.thumb);
    },
    remove: async (name: string) => {
      await rm(path.join(dir, `${name}.webp`), { force: true });
      await rm(path.join(dir, `${name}-thumb.webp`), { force: true });
    },
  };
}
