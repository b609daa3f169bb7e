// The keyset cursor of GET /api/phones: where the next page starts, so page 500 is read from the sort's
// index like page 1 (docs/decisions/050-capped-counts-and-keyset-cursor.md). Opaque to callers, made
// only by the server; base64url JSON with a checksum, so an edited or cut cursor is refused with a
// clear message instead of answering a wrong page. It is not a secret: it holds only public values.

export const INVALID_CURSOR_MESSAGE = 'This cursor is not valid. Load the list again from the first page.';
export const CURSOR_MAX_LENGTH = 600;

export const CATALOGUE_CURSOR_MODES = ['none', 'exact', 'typo', 'model', 'series'] as const;
export type CatalogueCursorMode = (typeof CATALOGUE_CURSOR_MODES)[number];

export interface CatalogueCursor {
  /** Fingerprint of the search, filters, sort and page size the cursor was made for. */
  q: string;
  /** The sort key of the last listing shown: e.g. [featuredAt, id] or [price, createdAt, id]; empty when ranked. */
  k: (string | number)[];
  /** Listings shown before the next page. */
  n: number;
  /** The total of the first page (capped), carried so later pages need no count. */
  t: number;
  /** Whether `t` is the cap (more matches than that). */
  c: boolean;
  /**
   * How the search matched on the first page: none, exact words, typo-tolerant, or the closest models
   * (model: without the suffix words; series: without the model number); ranked by relevance or not.
   */
  m: CatalogueCursorMode;
  r: boolean;
}

/** FNV-1a, 32 bits: catches any edit of the payload; not a signature (the cursor holds nothing secret). */
function checksum(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

const toBase64Url = (text: string) => btoa(text).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
const fromBase64Url = (text: string) => atob(text.replaceAll('-', '+').replaceAll('_', '/'));

export function encodeCatalogueCursor(cursor: CatalogueCursor): string {
  const json = JSON.stringify(cursor);
  return `${toBase64Url(json)}.${checksum(json)}`;
}

const isKeyValue = (value: unknown) =>
  (typeof value === 'string' && value.length <= 64) || (typeof value === 'number' && Number.isFinite(value));
const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/** The cursor, or undefined when it is not one the server made (edited, cut, or not a cursor at all). */
export function decodeCatalogueCursor(text: string): CatalogueCursor | undefined {
  const [payload, sum, ...rest] = text.split('.');
  if (!payload || !sum || rest.length > 0 || !/^[A-Za-z0-9_-]+$/.test(payload)) return undefined;
  let json: string;
  let value: unknown;
  try {
    json = fromBase64Url(payload);
    value = JSON.parse(json);
  } catch {
    return undefined;
  }
  if (checksum(json) !== sum || typeof value !== 'object' || value === null) return undefined;
  const c = value as Record<string, unknown>;
  const valid =
    typeof c.q === 'string' &&
    c.q.length <= 16 &&
    Array.isArray(c.k) &&
    c.k.length <= 4 &&
    c.k.every(isKeyValue) &&
    isCount(c.n) &&
    isCount(c.t) &&
    typeof c.c === 'boolean' &&
    (CATALOGUE_CURSOR_MODES as readonly unknown[]).includes(c.m) &&
    typeof c.r === 'boolean';
  return valid ? (c as unknown as CatalogueCursor) : undefined;
}

/** The fingerprint a cursor carries (FNV-1a of the query's canonical form). */
export function catalogueQueryFingerprint(parts: readonly unknown[]): string {
  return checksum(JSON.stringify(parts));
}
