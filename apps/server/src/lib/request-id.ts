import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What a client's (or proxy's) own id may look like to be kept: short, and safe in a log or a header. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

/**
 * A request's id (Fastify's genReqId, and the early answers' door): the id a proxy or client sent in X-Request-Id when it is sane, so one id
 * follows a request through every hop; otherwise (missing, too long, odd characters) a new one.
 * Fastify would take any header value as it is, so the header is read here instead.
 */
export function requestIdFor(request: IncomingMessage): string {
  const sent = request.headers[REQUEST_ID_HEADER];
  return typeof sent === 'string' && SANE_REQUEST_ID.test(sent) ? sent : randomUUID();
}
