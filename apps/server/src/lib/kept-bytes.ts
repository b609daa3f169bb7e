import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';

// A body kept as the bytes that go out: made once, each compressed form made once, and a strong ETag from
// its hash, so a client that holds it gets a 304 (docs/decisions/049-catalogue-answers-served-as-bytes.md).
// Public catalogue answers and the web app's pages are kept this way.

// Below this the headers outweigh what compression saves (the compression plugin's own threshold).
const COMPRESS_MIN_BYTES = 1024;
// Up to this size a body is compressed in one call on the spot: a catalogue answer of 25 KB takes 0.2 to
// 0.3 ms of CPU that way, and 2 ms through the thread pool's stream (docs/performance.md). Larger bodies go
// to the thread pool, so the event loop never stops for long.
const COMPRESS_INLINE_MAX_BYTES = 128 * 1024;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
type Coding = 'br' | 'gzip';

export interface KeptBytes {
  body: Buffer;
  hash: string;
  encoded: Map<Coding, Promise<Buffer>>;
  /** The compressed forms made so far. */
  ready: Map<Coding, Buffer>;
}

export function keepBytes(body: Buffer): KeptBytes {
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  return { body, hash, encoded: new Map(), ready: new Map() };
}

function encode(kept: KeptBytes, coding: Coding): Promise<Buffer> {
  let bytes = kept.encoded.get(coding);
  if (!bytes) {
    bytes =
      kept.body.length <= COMPRESS_INLINE_MAX_BYTES
        ? Promise.resolve(compressInline(kept.body, coding))
        : compressInPool(kept.body, coding);
    kept.encoded.set(coding, bytes);
    // A failure is reported by the request that awaits it.
    void bytes.then(
      (made) => kept.ready.set(coding, made),
      () => undefined,
    );
  }
  return bytes;
}

function compressInline(body: Buffer, coding: Coding): Buffer {
  if (coding === 'gzip') return zlib.gzipSync(body, { level: 6 });
  return zlib.brotliCompressSync(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      // A window the size of the largest inline body: the same output, a quarter of the encoder's memory.
      [zlib.constants.BROTLI_PARAM_LGWIN]: Math.log2(COMPRESS_INLINE_MAX_BYTES) + 1,
    },
  });
}

function compressInPool(body: Buffer, coding: Coding): Promise<Buffer> {
  if (coding === 'gzip') return gzip(body, { level: 6 });
  return brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
}

/** br when the client takes it, else gzip, else the body as it is. */
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

/** Whether If-None-Match names these bytes, in any of their encodings (each has its own tag). */
function matches(ifNoneMatch: string | undefined, kept: KeptBytes): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((raw) => {
    const tag = raw.trim().replace(/^W\//, '');
    return tag === '*' || tag.replace(/^"([^".]*)(\.br|\.gzip)?"$/, '$1') === kept.hash;
  });
}

/** What answering with kept bytes sends, but for the body: its status and the headers it adds. */
export interface KeptBytesReply {
  statusCode: number;
  headers: Record<string, string>;
  /** The encoding of the body; undefined: the body as it is. A 304 sends no body. */
  coding: Coding | undefined;
}

/**
 * How a request with these headers is answered with `kept`: a 304 when the client holds it, else its
 * bytes in the best encoding the client takes. `vary` is what the answer varies by already; Accept-Encoding
 * is added to it.
 */
export function replyWithKeptBytes(
  requestHeaders: IncomingHttpHeaders,
  kept: KeptBytes,
  contentType: string,
  statusCode: number,
  vary: string | undefined,
): KeptBytesReply {
  const coding = kept.body.length >= COMPRESS_MIN_BYTES ? chooseCoding(requestHeaders['accept-encoding']) : undefined;
  const headers: Record<string, string> = {
    vary: vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding',
    etag: `"${kept.hash}${coding ? `.${coding}` : ''}"`,
  };
  // A 304 stands for a 200 the client already holds; a 404 page goes out whole.
  if (statusCode === 200 && matches(requestHeaders['if-none-match'], kept)) {
    return { statusCode: 304, headers, coding: undefined };
  }
  headers['content-type'] = contentType;
  if (coding) headers['content-encoding'] = coding;
  return { statusCode, headers, coding };
}

/** The body of `sent` if it is made already (a compressed form is made once, by its first request). */
export function keptBodyNow(kept: KeptBytes, sent: KeptBytesReply): Buffer | undefined {
  if (sent.statusCode === 304) return undefined;
  return sent.coding ? kept.ready.get(sent.coding) : kept.body;
}

/**
 * Answers `request` with `kept` (see replyWithKeptBytes). The caller has set the status and the caching
 * headers.
 */
export async function sendKeptBytes(
  request: FastifyRequest,
  reply: FastifyReply,
  kept: KeptBytes,
  contentType: string,
): Promise<FastifyReply> {
  const vary = reply.getHeader('vary');
  const sent = replyWithKeptBytes(
    request.headers,
    kept,
    contentType,
    reply.statusCode,
    vary ? String(vary) : undefined,
  );
  reply.code(sent.statusCode).headers(sent.headers);
  if (sent.statusCode === 304) return reply.send();
  return reply.send(sent.coding ? await encode(kept, sent.coding) : kept.body);
}
