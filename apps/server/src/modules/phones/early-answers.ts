import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { unverifiedTokenClaims } from '../../lib/token-claims.ts';
import { createCatalogueAnswers, sendAnswer, type Answer, type CatalogueAnswers } from './catalogue-answers.ts';

// Public catalogue answers served as early as a request allows: a GET whose address was answered before
// is answered from the kept bytes, with the security headers that answer went out with, in the first
// onRequest hook: before helmet, CORS, the token check and the route's query parsing
// (docs/decisions/074-live-partial-indexes-and-early-answers.md,
// docs/decisions/079-live-counts-and-stored-price-bands.md).

declare module 'fastify' {
  interface FastifyInstance {
    /** The public catalogue's kept answers (modules/phones/catalogue-answers.ts), dropped on every catalogue change. */
    catalogueAnswers: CatalogueAnswers & {
      /** Counts catalogue changes: an answer loaded before a change is not remembered after it. */
      generation: () => number;
      /**
       * Notes that the GET `request` was answered with the public `answer`, loaded while `generation` was
       * current, so the next request of its address is answered early with the same headers.
       */
      rememberUrl: (
        request: { url: string; headers: { origin?: string | undefined } },
        reply: { getHeaders: () => Record<string, unknown> },
        answer: Answer,
        generation: number,
      ) => void;
    };
  }
}

/** The paths whose kept answers may be served early: the list, the price guide and a phone's details. */
const EARLY_PATH = /^\/api\/phones(\/|\?|$)/;

export const earlyAnswersPlugin = fp(async (app: FastifyInstance) => {
  const ttlMs = app.config.PUBLIC_CACHE_MS;
  const maxUrls = 1000;
  const answers = createCatalogueAnswers(ttlMs);
  // The address as sent (path and query) to the answer it got; a different spelling of the same query
  // is only a miss, answered by the route as before.
  const byUrl = new Map<string, { answer: Answer; headers: Record<string, string>; expires: number }>();
  let generation = 0;
  const clear = () => {
    generation += 1;
    answers.clear();
    byUrl.clear();
  };
  const stopClearing = app.catalogueChanges.onCatalogueChange(clear);
  app.addHook('onClose', async () => stopClearing());

  app.decorate('catalogueAnswers', {
    get: (key, load) => answers.get(key, load),
    clear,
    generation: () => generation,
    rememberUrl(request, reply, answer, loadedIn) {
      // A request with an Origin had CORS decide its headers for that origin: not kept for others.
      if (ttlMs <= 0 || loadedIn !== generation || request.headers.origin) return;
      if (byUrl.size >= maxUrls) byUrl.clear();
      // What helmet and CORS set before the route ran: the same for every request without an Origin.
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (typeof value === 'string') headers[name] = value;
      }
      byUrl.set(request.url, { answer, headers, expires: Date.now() + ttlMs });
    },
  });

  // Any caller without an Origin (CORS decides those): the list and the price guide are the same for
  // everyone, signed in or not, and a phone's details too except for its seller and admins, whose tokens
  // say so and go the full way, where the token is checked. The request-id and metrics hooks still run
  // (onSend and onResponse); no rate limit applies to these routes.
  app.addHook('onRequest', async (request, reply) => {
    if (ttlMs <= 0 || request.method !== 'GET' || request.headers.origin) return;
    if (!EARLY_PATH.test(request.url)) return;
    const kept = byUrl.get(request.url);
    if (!kept) return;
    if (kept.expires <= Date.now()) {
      byUrl.delete(request.url);
      return;
    }
    const { authorization } = request.headers;
    if (authorization && kept.answer.ownerId !== undefined) {
      const claims = unverifiedTokenClaims(authorization);
      if (!claims || claims.role === 'admin' || claims.sub === kept.answer.ownerId) return;
    }
    reply.headers(kept.headers);
    await sendAnswer(request, reply, kept.answer);
    return reply;
  });
});
