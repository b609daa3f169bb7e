import { fieldErrors } from '@phonekade/shared/common/zod-errors';
import { DrizzleQueryError } from 'drizzle-orm';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ZodError } from 'zod';
import {
  AppError,
  INVALID_REQUEST_MESSAGE,
  SERVER_ERROR_MESSAGE,
  STATUS_BY_KIND,
  type ErrorKind,
} from '../lib/app-error.ts';
import { translateApiMessage, translateDetails } from '../lib/api-language.ts';

export const NUL_CHARACTER_MESSAGE = 'Text cannot contain the NUL character (\\u0000)';

// PostgreSQL cannot store the NUL character in text (22021) or in JSON (22P05). No field rule mentions
// it, so whichever field carries one, the database's refusal is the caller's mistake, not ours.
const UNSTORABLE_TEXT_CODES = new Set(['22021', '22P05']);

function isUnstorableText(error: unknown): boolean {
  const cause = error instanceof DrizzleQueryError ? error.cause : error;
  const code = (cause as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' && UNSTORABLE_TEXT_CODES.has(code);
}

const KIND_BY_STATUS: Record<number, ErrorKind> = {
  400: 'VALIDATION',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  406: 'VALIDATION',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

// Fastify's own client errors, in words a person can act on.
export const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty but was sent as JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not supported here',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body length does not match its Content-Length',
  FST_REQ_FILE_TOO_LARGE: 'The uploaded file is too large',
  FST_PARTS_LIMIT: 'Too many parts in the upload',
  FST_FILES_LIMIT: 'Too many files in the upload',
  FST_FIELDS_LIMIT: 'Too many fields in the upload',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'The request is not multipart/form-data',
};

/**
 * The one error handler: AppError -> its status, zod -> 400 with field messages, else 500 masked;
 * every message in the caller's language (plugins/language.ts).
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | AppError | ZodError, request, reply) => {
    const inLanguage = (message: string) => translateApiMessage(request.language, message);
    if (error instanceof AppError) {
      return reply.status(error.status).send({
        success: false,
        message: inLanguage(error.message),
        error: error.kind,
        ...(error.details ? { details: translateDetails(request.language, error.details) } : {}),
      });
    }
    if (error instanceof ZodError) {
      const details = translateDetails(request.language, fieldErrors(error));
      return reply.status(400).send({
        success: false,
        message: Object.values(details)[0] ?? inLanguage(INVALID_REQUEST_MESSAGE),
        error: 'VALIDATION',
        details,
      });
    }
    if (isUnstorableText(error)) {
      return reply
        .status(400)
        .send({ success: false, message: inLanguage(NUL_CHARACTER_MESSAGE), error: 'VALIDATION' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const kind = KIND_BY_STATUS[status] ?? 'VALIDATION';
      const message = inLanguage(FRAMEWORK_MESSAGES[error.code] ?? error.message);
      return reply.status(status).send({ success: false, message, error: kind });
    }
    // A failed query's message lists its parameters (password hashes, addresses): the log gets the
    // database's own error and the SQL, never the values.
    const logged =
      error instanceof DrizzleQueryError ? { err: error.cause ?? 'query failed', query: error.query } : { err: error };
    request.log.error(logged, 'unhandled error');
    return reply
      .status(STATUS_BY_KIND.INTERNAL)
      .send({ success: false, message: inLanguage(SERVER_ERROR_MESSAGE), error: 'INTERNAL' });
  });
});
