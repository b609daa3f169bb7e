import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { REQUEST_ID_HEADER } from '../lib/request-id.ts';

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
