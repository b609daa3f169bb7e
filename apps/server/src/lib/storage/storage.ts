import type { Readable } from 'node:stream';

/**
 * Every object is written once under a new name and never changed, so whoever holds a copy (a
 * browser, a CDN) may keep it for a year without asking again.
 */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export const STORAGE_UNAVAILABLE_MESSAGE =
  'Images cannot be stored or read right now. Please try again in a few minutes.';

/** An object read back: its bytes as a stream and, when the store says, how many there are. */
export interface StoredObject {
  body: Readable;
  size: number | undefined;
}

/**
 * Where uploaded images live: a local folder or an S3-compatible bucket
 * (docs/decisions/046-images-in-object-storage.md). Keys are relative paths of plain segments
 * ('phones/<name>.webp', see isStorageKey); an object is never overwritten.
 */
export interface Storage {
  /** Where objects go, for logs: the folder, or s3://bucket/prefix. */
  readonly location: string;
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The object, or null when there is none under `key`. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the objects; keys with nothing under them are fine. */
  remove(keys: readonly string[]): Promise<void>;
  /** For /readyz when the store is a separate service: 'ok', or a word saying what is wrong. */
  check?: () => Promise<string>;
  close(): void;
}

// Letters, digits, '_' and '-' in every folder and name, one extension at the end: no '..', no
// absolute paths, nothing a path or URL could be tricked with.
const KEY = /^[\w-]+(\/[\w-]+)*\.[a-z0-9]+$/;

export function isStorageKey(key: string): boolean {
  return key.length <= 200 && KEY.test(key);
}

export function assertStorageKey(key: string): string {
  if (!isStorageKey(key)) throw new Error(`not a storage key: ${JSON.stringify(key)}`);
  return key;
}
