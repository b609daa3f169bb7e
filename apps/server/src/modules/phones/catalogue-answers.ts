import type { FastifyReply, FastifyRequest } from 'fastify';
import { keepBytes, sendKeptBytes, type KeptBytes } from '../../lib/kept-bytes.ts';
import { createTtlCache } from './ttl-cache.ts';

// Public catalogue answers kept as the bytes that go out (lib/kept-bytes.ts,
// docs/decisions/049-catalogue-answers-served-as-bytes.md).

/**
 * The caching headers of every public answer. A browser asks again every time (a cheap 304 while the ETag
 * holds), so a removed listing or a new price shows at once; a shared cache may keep the answer 10 s.
 * Serving stale while refreshing is offered to CDNs only, in CDN-Cache-Control: in Cache-Control a browser
 * would use it too and show a removed listing for half a minute.
 */
export const PUBLIC_ANSWER_HEADERS = {
  'cache-control': 'public, max-age=0, s-maxage=10',
  'cdn-cache-control': 'public, max-age=10, stale-while-revalidate=30',
} as const;
export const ANSWER_CONTENT_TYPE = 'application/json; charset=utf-8';
/** An answer only its caller may see (a seller's own listing, an admin's view). */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

export interface Answer extends KeptBytes {
  /** The user the answer is about, when there is one (a listing's seller), for whom it is not the same. */
  ownerId: string | undefined;
}

function toAnswer(data: unknown, ownerId?: string): Answer {
  return { ...keepBytes(Buffer.from(JSON.stringify({ success: true, data }))), ownerId };
}

/** Answers `request` with `answer`, `{ success: true, data }` as JSON: a 304 when the client holds it. */
export function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: Answer): Promise<FastifyReply> {
  reply.headers(PUBLIC_ANSWER_HEADERS);
  return sendKeptBytes(request, reply, answer, ANSWER_CONTENT_TYPE);
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
