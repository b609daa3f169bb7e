import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createCatalogueAnswers, sendAnswer, type Answer, type CatalogueAnswers } from './catalogue-answers.ts';

// Public catalogue answers served as early as a request allows: a guest's GET whose address was answered
// before is answered from the kept bytes in an onRequest hook that runs after the security headers and
// CORS and before the token check and the route's query parsing
// (docs/decisions/074-live-partial-indexes-and-early-answers.md).

declare module 'fastify' {
  interface FastifyInstance {
    /** The public catalogue's kept answers (modules/phones/catalogue-answers.ts), dropped on every catalogue change. */
    catalogueAnswers: CatalogueAnswers & {
      /** Counts catalogue changes: an answer loaded before a change is not remembered after it. */
      generation: () => number;
      /**
       * Notes that a GET of `url` was answered with the public `answer`, loaded while `generation` was
       * current, so the next guest's request of it is answered early.
       */
      rememberUrl: (url: string, answer: Answer, generation: number) => void;
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
  const byUrl = new Map<string, { answer: Answer; expires: number }>();
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
    rememberUrl(url: string, answer: Answer, loadedIn: number) {
      if (ttlMs <= 0 || loadedIn !== generation) return;
      if (byUrl.size >= maxUrls) byUrl.clear();
      byUrl.set(url, { answer, expires: Date.now() + ttlMs });
    },
  });

  // Only guests: a signed-in caller may be the seller of the phone (who sees more of it) or an admin, and
  // a bad token must still be refused where a route asks for one. No rate limit applies to these routes,
  // and the request-id and metrics hooks still run (they are onSend and onResponse hooks).
  app.addHook('onRequest', async (request, reply) => {
    if (ttlMs <= 0 || request.method !== 'GET' || request.headers.authorization) return;
    if (!EARLY_PATH.test(request.url)) return;
    const kept = byUrl.get(request.url);
    if (!kept) return;
    if (kept.expires <= Date.now()) {
      byUrl.delete(request.url);
      return;
    }
    await sendAnswer(request, reply, kept.answer);
    return reply;
  });
});
