import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What a client's (or proxy's) own id may look like to be kept: short, and safe in a log or a header. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

/**
 * Fastify's genReqId: the id a proxy or client sent in X-Request-Id when it is sane, so one id
 * follows a request through every hop; otherwise (missing, too long, odd characters) a new one.
 * Fastify would take any header value as it is, so the header is read here instead.
 */
export function requestIdFor(request: IncomingMessage): string {
  const sent = request.headers[REQUEST_ID_HEADER];
  return typeof sent === 'string' && SANE_REQUEST_ID.test(sent) ? sent : randomUUID();
}

/**
 * Every answer names its request id, so a report of a failure can be matched to its log lines; those
 * lines carry it (Fastify's reqId) and, once the auth plugin knows who is asking, the user's id.
 * Register after the auth plugin: its onRequest hook must have run first.
 */
export const requestIdsPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request, reply) => {
    if (!request.authUser) return;
    // Fastify writes "request completed" through reply.log, a copy of the original request.log.
    request.log = request.log.child({ userId: request.authUser.id });
    reply.log = request.log;
  });
  app.addHook('onSend', async (request, reply) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
  });
});
