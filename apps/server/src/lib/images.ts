import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { AppError } from './app-error.ts';

// A decompression bomb (a tiny file claiming billions of pixels) is refused before decoding.
const MAX_INPUT_PIXELS = 50_000_000;
const DECODABLE = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

export interface EncodedImage {
  full: Buffer;
  thumb: Buffer | null;
  width: number;
  height: number;
}

/**
 * Decodes any image sharp understands, fixes its orientation, strips every bit of metadata (GPS,
 * camera serials) and re-encodes it as WebP, plus an optional square-ish thumbnail. Anything that is
 * not really an image (a text file renamed .jpg) is a 415 with `notImageMessage`.
 */
export async function encodeWebp(
  input: Buffer,
  options: {
    maxSide: number;
    thumbSide?: number;
    quality?: number;
    notImageMessage: string;
    allowedFormats?: string[];
  },
): Promise<EncodedImage> {
  let format: string | undefined;
  try {
    const meta = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    format = meta.format;
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw new AppError('PAYLOAD_TOO_LARGE', 'The image has too many pixels (50 megapixels at most)');
    }
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
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw new AppError('PAYLOAD_TOO_LARGE', 'The image has too many pixels (50 megapixels at most)');
    }
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
