import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

// A body kept as the bytes that go out: made once, each compressed form made once, and a strong ETag from
// its hash, so a client that holds it gets a 304 (docs/decisions/049-catalogue-answers-served-as-bytes.md).
// Public catalogue answers and the web app's pages are kept this way.

// Below this the headers outweigh what compression saves (the compression plugin's own threshold).
const COMPRESS_MIN_BYTES = 1024;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
type Coding = 'br' | 'gzip';

export interface KeptBytes {
  body: Buffer;
  hash: string;
  encoded: Map<Coding, Promise<Buffer>>;
}

export function keepBytes(body: Buffer): KeptBytes {
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  return { body, hash, encoded: new Map() };
}

function encode(kept: KeptBytes, coding: Coding): Promise<Buffer> {
  let bytes = kept.encoded.get(coding);
  if (!bytes) {
    bytes =
      coding === 'br'
        ? brotli(kept.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
        : gzip(kept.body, { level: 6 });
    kept.encoded.set(coding, bytes);
  }
  return bytes;
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

/**
 * Answers `request` with `kept`: a 304 when the client holds it, else its bytes in the best encoding the
 * client takes. The caller has set the status and the caching headers; Vary gains Accept-Encoding.
 */
export async function sendKeptBytes(
  request: FastifyRequest,
  reply: FastifyReply,
  kept: KeptBytes,
  contentType: string,
): Promise<FastifyReply> {
  const coding = kept.body.length >= COMPRESS_MIN_BYTES ? chooseCoding(request.headers['accept-encoding']) : undefined;
  const vary = reply.getHeader('vary');
  reply
    .header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding')
    .header('etag', `"${kept.hash}${coding ? `.${coding}` : ''}"`);
  // A 304 stands for a 200 the client already holds; a 404 page goes out whole.
  if (reply.statusCode === 200 && matches(request.headers['if-none-match'], kept)) return reply.code(304).send();
  reply.header('content-type', contentType);
  if (!coding) return reply.send(kept.body);
  return reply.header('content-encoding', coding).send(await encode(kept, coding));
}
