import { pickLanguage, type Language } from '@phonekade/shared/i18n/language';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { translateApiMessage } from '../lib/api-language.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's language from Accept-Language (English when it names none of ours). */
    language: Language;
  }
}

function varyOnLanguage(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  const current = typeof vary === 'string' ? vary : '';
  if (!/accept-language/i.test(current)) {
    void reply.header('vary', current ? `${current}, Accept-Language` : 'Accept-Language');
  }
}

/**
 * The one place that decides the language of a request: Accept-Language, read when first asked (so a
 * hook that refuses a request early, such as a rate limit, still answers in it). Success answers'
 * `message` is translated here; failures are translated by the error handler (plugins/errors.ts).
 */
export const languagePlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('language', {
    getter(this: { headers: Record<string, string | string[] | undefined> }): Language {
      const header = this.headers['accept-language'];
      return pickLanguage(Array.isArray(header) ? header.join(',') : header);
    },
  });
  app.addHook('preSerialization', async (request, reply, payload: unknown) => {
    if (!payload || typeof payload !== 'object' || !('success' in payload)) return payload;
    varyOnLanguage(reply);
    const envelope = payload as { success: unknown; message?: unknown };
    if (envelope.success !== true || typeof envelope.message !== 'string') return payload;
    return { ...envelope, message: translateApiMessage(request.language, envelope.message) };
  });
});
