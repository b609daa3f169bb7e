import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createTtlCache } from './ttl-cache.ts';

// Public catalogue answers kept as the bytes that go out: the JSON once, each compressed form once, a
// strong ETag from the JSON's hash (docs/decisions/049-catalogue-answers-served-as-bytes.md).

/**
 * A browser asks again every time (a cheap 304 while the ETag holds), so a removed listing or a new price
 * shows at once; a shared cache may keep the answer 10 s. Serving stale while refreshing is offered to
 * CDNs only, in CDN-Cache-Control: in Cache-Control a browser would use it too and show a removed
 * listing for half a minute.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=10';
export const PUBLIC_CDN_CACHE_CONTROL = 'public, max-age=10, stale-while-revalidate=30';
/** An answer only its caller may see (a seller's own listing, an admin's view). */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

// Below this the headers outweigh what compression saves (the compression plugin's own threshold).
const COMPRESS_MIN_BYTES = 1024;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
type Coding = 'br' | 'gzip';

export interface Answer {
  /** `{ success: true, data }` as JSON. */
  json: Buffer;
  hash: string;
  /** The user the answer is about, when there is one (a listing's seller), for whom it is not the same. */
  ownerId: string | undefined;
  encoded: Map<Coding, Promise<Buffer>>;
}

function toAnswer(data: unknown, ownerId?: string): Answer {
  const json = Buffer.from(JSON.stringify({ success: true, data }));
  const hash = createHash('sha256').update(json).digest('base64url').slice(0, 27);
  return { json, hash, ownerId, encoded: new Map() };
}

function encode(answer: Answer, coding: Coding): Promise<Buffer> {
  let bytes = answer.encoded.get(coding);
  if (!bytes) {
    bytes =
      coding === 'br'
        ? brotli(answer.json, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
        : gzip(answer.json, { level: 6 });
    answer.encoded.set(coding, bytes);
  }
  return bytes;
}

/** br when the client takes it, else gzip, else the JSON as it is. */
export function chooseCoding(acceptEncoding: string | undefined): Coding | undefined {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const takes = (coding: string) => (accepted.get(coding) ?? accepted.get('*') ?? 0) > 0;
  if (takes('br')) return 'br';
  if (takes('gzip')) return 'gzip';
  return undefined;
}

/** Whether If-None-Match names this answer, in any of its encodings (each has its own tag). */
function matches(ifNoneMatch: string | undefined, answer: Answer): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((raw) => {
    const tag = raw.trim().replace(/^W\//, '');
    return tag === '*' || tag.replace(/^"([^".]*)(\.br|\.gzip)?"$/, '$1') === answer.hash;
  });
}

/** Answers `request` with `answer`: a 304 when the client holds it, else its bytes in the best encoding. */
export async function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: Answer): Promise<FastifyReply> {
  const coding =
    answer.json.length >= COMPRESS_MIN_BYTES ? chooseCoding(request.headers['accept-encoding']) : undefined;
  reply
    .header('cache-control', PUBLIC_CACHE_CONTROL)
    .header('cdn-cache-control', PUBLIC_CDN_CACHE_CONTROL)
    .header('vary', 'Accept-Encoding')
    .header('etag', `"${answer.hash}${coding ? `.${coding}` : ''}"`);
  if (matches(request.headers['if-none-match'], answer)) return reply.code(304).send();
  reply.header('content-type', 'application/json; charset=utf-8');
  if (!coding) return reply.send(answer.json);
  return reply.header('content-encoding', coding).send(await encode(answer, coding));
}

/**
 * The public catalogue's answers by key, each kept up to `ttlMs` (0: built for every request, never
 * kept) and all dropped by `clear`, which every catalogue change calls.
 */
export function createCatalogueAnswers(ttlMs: number, maxKeys = 1000) {
  const cache = createTtlCache<Answer | null>(ttlMs, maxKeys);
  return {
    /** The kept answer for `key`, or the one `load` makes (null: there is no public answer). */
    get(key: string, load: () => Promise<{ data: unknown; ownerId?: string } | null>): Promise<Answer | null> {
      return cache.getOrLoad(key, async () => {
        const loaded = await load();
        return loaded && toAnswer(loaded.data, loaded.ownerId);
      });
    },
    clear: () => cache.clear(),
  };
}

export type CatalogueAnswers = ReturnType<typeof createCatalogueAnswers>;
