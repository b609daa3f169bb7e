import { randomBytes } from 'node:crypto';
import os from 'node:os';
import sharp from 'sharp';
import { AppError } from './app-error.ts';
import type { Storage } from './storage/storage.ts';
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

/** A copy of an image `width` pixels wide, for browsers that pick a size (srcset). */
export interface ImageVariant {
  width: number;
  data: Buffer;
}

export interface EncodedImage {
  full: Buffer;
  thumb: Buffer | null;
  /** Narrower copies, narrowest first: only widths below the full image's own (never enlarged). */
  variants: ImageVariant[];
  width: number;
  height: number;
}

export interface EncodeOptions {
  maxSide: number;
  thumbSide?: number;
  /** Widths of the narrower copies to make (see variantWidthsFor). */
  variantWidths?: readonly number[];
  quality?: number;
  notImageMessage: string;
  allowedFormats?: string[];
}

/** Which of `widths` an image `fullWidth` pixels wide gets a copy at: those narrower than itself. */
export function variantWidthsFor(fullWidth: number, widths: readonly number[] = []): number[] {
  return [...new Set(widths)].filter((width) => width < fullWidth).sort((a, b) => a - b);
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
    const variants: ImageVariant[] = [];
    for (const width of variantWidthsFor(info.width, options.variantWidths)) {
      // From the full image, not the original: the same crop and orientation, and a smaller decode.
      const variant = await sharp(data)
        .resize({ width })
        .webp({ quality: options.quality ?? 82 })
        .toBuffer();
      variants.push({ width, data: variant });
    }
    return { full: data, thumb, variants, width: info.width, height: info.height };
  } catch (error) {
    if (isPixelLimitError(error)) throw tooManyPixels();
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', options.notImageMessage);
  }
}

/** A server-made file name: never anything the client sent. */
export const newImageName = () => `${Date.now().toString(36)}-${randomBytes(8).toString('hex')}`;

/** The full image, its thumbnail ('thumb') or its copy so many pixels wide. */
export type ImageSize = 'full' | 'thumb' | number;

/**
 * The file name of one size of an image named `name`: '<name>.webp', '<name>-thumb.webp',
 * '<name>-640w.webp' (docs/decisions/046-images-in-object-storage.md).
 */
export function imageFileName(name: string, size: ImageSize = 'full'): string {
  if (size === 'full') return `${name}.webp`;
  return size === 'thumb' ? `${name}-thumb.webp` : `${name}-${size}w.webp`;
}

/** The stored name in a file name or URL of any of its sizes: '/uploads/phones/abc-640w.webp' -> 'abc'. */
export function imageNameOf(urlOrName: string): string {
  const last = urlOrName.split(/[?#]/)[0]?.split('/').pop() ?? '';
  return last.replace(/\.webp$/i, '').replace(/-(thumb|\d+w)$/, '');
}

/**
 * The images of one folder of `storage` ('phones', 'avatars'): every size of an image is its own
 * object, written together and removed together.
 */
export function createImageStore(storage: Storage, folder: string, variantWidths: readonly number[] = []) {
  const keyOf = (name: string, size: ImageSize) => `${folder}/${imageFileName(name, size)}`;
  return {
    save: async (name: string, image: EncodedImage) => {
      const objects: [string, Buffer][] = [[keyOf(name, 'full'), image.full]];
      if (image.thumb) objects.push([keyOf(name, 'thumb'), image.thumb]);
      for (const variant of image.variants) objects.push([keyOf(name, variant.width), variant.data]);
      await Promise.all(objects.map(([key, data]) => storage.put(key, data, 'image/webp')));
    },
    /** Every size an image of this folder can have, whether or not this one has it. */
    remove: (name: string) =>
      storage.remove((['full', 'thumb', ...variantWidths] as ImageSize[]).map((size) => keyOf(name, size))),
  };
}
