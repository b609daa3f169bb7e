import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { keptBodyNow, replyWithKeptBytes } from '../../lib/kept-bytes.ts';
import { unverifiedTokenClaims } from '../../lib/token-claims.ts';
import { REQUEST_ID_HEADER, requestIdFor } from '../../lib/request-id.ts';
import {
  ANSWER_CONTENT_TYPE,
  createCatalogueAnswers,
  PUBLIC_ANSWER_HEADERS,
  type Answer,
  type CatalogueAnswers,
} from './catalogue-answers.ts';

// Public catalogue answers served as early as a request allows: a GET whose address was answered before
// is answered from the kept bytes, with the security headers that answer went out with, at the server's
// door, before Fastify routes it: no hooks, no token check, no query parsing
// (docs/decisions/074-live-partial-indexes-and-early-answers.md,
// docs/decisions/079-live-counts-and-stored-price-bands.md,
// docs/decisions/085-kept-answers-at-the-door.md).

declare module 'fastify' {
  interface FastifyInstance {
    /** The public catalogue's kept answers (modules/phones/catalogue-answers.ts), dropped on every catalogue change. */
    catalogueAnswers: CatalogueAnswers & {
      /** Counts catalogue changes: an answer loaded before a change is not remembered after it. */
      generation: () => number;
      /**
       * Notes that the GET `request` was answered with the public `answer`, loaded while `generation` was
       * current, so the next request of its address is answered at the door with the same headers.
       */
      rememberUrl: (
        request: {
          url: string;
          headers: { origin?: string | undefined };
          routeOptions?: { url?: string | undefined };
        },
        reply: { getHeaders: () => Record<string, unknown> },
        answer: Answer,
        generation: number,
      ) => void;
    };
  }
}

/**
 * The server's door (app.ts hands every request to `answer` before Fastify): true when it answered the
 * request itself. Closed (answering nothing) until the early answers plugin opens it.
 */
export interface EarlyAnswerDoor {
  answer: (request: IncomingMessage, response: ServerResponse) => boolean;
}

export function createEarlyAnswerDoor(): EarlyAnswerDoor & { open: (answer: EarlyAnswerDoor['answer']) => void } {
  const door = {
    answer: (_request: IncomingMessage, _response: ServerResponse) => false,
    open(answer: EarlyAnswerDoor['answer']) {
      door.answer = answer;
    },
  };
  return door;
}

/** The paths whose kept answers may be served early: the list, the price guide and a phone's details. */
const EARLY_PATH = /^\/api\/phones(\/|\?|$)/;

interface RememberedAnswer {
  answer: Answer;
  /** What helmet and CORS set before the route ran (but Vary): the same for every request without an Origin. */
  headers: Record<string, string>;
  vary: string | undefined;
  /** The route's pattern, the metrics' label. */
  route: string;
  expires: number;
  /** Every header but the request id and the length, by status and ETag, as writeHead takes them: made once. */
  headerLists: Map<string, string[]>;
}

export interface EarlyAnswersOptions {
  door: ReturnType<typeof createEarlyAnswerDoor>;
}

export const earlyAnswersPlugin = fp(async (app: FastifyInstance, { door }: EarlyAnswersOptions) => {
  const ttlMs = app.config.PUBLIC_CACHE_MS;
  const maxUrls = 1000;
  const answers = createCatalogueAnswers(ttlMs);
  // The address as sent (path and query) to the answer it got; a different spelling of the same query
  // is only a miss, answered by the route as before.
  const byUrl = new Map<string, RememberedAnswer>();
  let generation = 0;
  const clear = () => {
    generation += 1;
    answers.clear();
    byUrl.clear();
  };
  const stopClearing = app.catalogueChanges.onCatalogueChange(clear);
  // From the start of a shutdown every request goes the full way, where its answer closes its connection
  // (plugins/health.ts) or is a 503.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onClose', async () => stopClearing());

  app.decorate('catalogueAnswers', {
    get: (key, load) => answers.get(key, load),
    clear,
    generation: () => generation,
    rememberUrl(request, reply, answer, loadedIn) {
      // A request with an Origin had CORS decide its headers for that origin: not kept for others.
      if (ttlMs <= 0 || loadedIn !== generation || request.headers.origin) return;
      if (byUrl.size >= maxUrls) byUrl.clear();
      const headers: Record<string, string> = {};
      let vary: string | undefined;
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (typeof value !== 'string') continue;
        if (name === 'vary') vary = value;
        else headers[name] = value;
      }
      const route = request.routeOptions?.url ?? request.url;
      byUrl.set(request.url, { answer, headers, vary, route, expires: Date.now() + ttlMs, headerLists: new Map() });
    },
  });

  /** The remembered answer `request` may be given at the door, if any. */
  function rememberedFor(request: IncomingMessage): RememberedAnswer | undefined {
    const { url } = request;
    if (closing || request.method !== 'GET' || !url || request.headers.origin || !EARLY_PATH.test(url)) return;
    if (app.readiness.shuttingDown) return;
    const kept = byUrl.get(url);
    if (!kept) return;
    if (kept.expires <= Date.now()) {
      byUrl.delete(url);
      return;
    }
    // The list and the price guide are the same for everyone, signed in or not, and a phone's details too
    // except for its seller and admins, whose tokens say so and go the full way, where the token is checked.
    const { authorization } = request.headers;
    if (authorization && kept.answer.ownerId !== undefined) {
      const claims = unverifiedTokenClaims(authorization);
      if (!claims || claims.role === 'admin' || claims.sub === kept.answer.ownerId) return;
    }
    return kept;
  }

  // What the route's answer had (helmet's and CORS's headers, the caching headers, the ETag, a 304), what
  // every answer has (a request id, a metric, a log line), and nothing else: no rate limit applies to
  // these routes. An answer whose compressed form is not made yet goes the full way.
  function answerEarly(request: IncomingMessage, response: ServerResponse): boolean {
    const started = performance.now();
    const kept = rememberedFor(request);
    if (!kept) return false;
    const sent = replyWithKeptBytes(request.headers, kept.answer, ANSWER_CONTENT_TYPE, 200, kept.vary);
    const body = keptBodyNow(kept.answer, sent);
    if (sent.statusCode === 200 && !body) return false;
    const requestId = requestIdFor(request);
    // The ETag names the encoding, the status whether there is a body.
    const variant = `${sent.statusCode} ${sent.headers.etag}`;
    let headerList = kept.headerLists.get(variant);
    if (!headerList) {
      headerList = Object.entries({ ...kept.headers, ...PUBLIC_ANSWER_HEADERS, ...sent.headers }).flat();
      kept.headerLists.set(variant, headerList);
    }
    const length = body ? ['content-length', String(body.length)] : [];
    response.writeHead(sent.statusCode, [...headerList, REQUEST_ID_HEADER, requestId, ...length]);
    response.end(body);
    const seconds = (performance.now() - started) / 1000;
    app.metrics.requestDuration.observe({ method: 'GET', route: kept.route, status_code: sent.statusCode }, seconds);
    app.log.info(
      {
        reqId: requestId,
        req: { method: 'GET', url: request.url },
        res: { statusCode: sent.statusCode },
        responseTime: seconds * 1000,
      },
      'request completed',
    );
    return true;
  }

  // Outside Fastify nothing else would catch a throw: it would end the process. A request not yet answered
  // goes the full way; one half answered is cut off.
  door.open((request, response) => {
    try {
      return answerEarly(request, response);
    } catch (error) {
      app.log.error({ err: error }, 'early answer failed');
      if (!response.headersSent) return false;
      response.destroy();
      return true;
    }
  });
});
