import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError, MESSAGES } from '../errors';
import { describeValidationError } from './validation-messages';

const FASTIFY_CODES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: MESSAGES.invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: MESSAGES.emptyJson,
  FST_ERR_CTP_BODY_TOO_LARGE: MESSAGES.payloadTooLarge,
  FST_REQ_FILE_TOO_LARGE: MESSAGES.payloadTooLarge,
  FST_FILES_LIMIT: MESSAGES.payloadTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: MESSAGES.unsupportedMediaType,
  FST_INVALID_MULTIPART_CONTENT_TYPE: MESSAGES.unsupportedMediaType,
};

/** Every error leaves as JSON `{message}` in Spanish; unknown routes too. Never a 500 for bad input. */
export default fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
      if (error instanceof HttpError) {
        return reply.code(error.statusCode).headers(error.headers).send({ ...error.extra, message: error.message });
      }
      if (error.validation) {
        return reply.code(400).send({ message: describeValidationError(error.validation, error.validationContext) });
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const message = (error.code && FASTIFY_CODES[error.code]) ?? MESSAGES.badRequest;
        return reply.code(status).send({ message, code: error.code });
      }
      request.log.error({ err: error }, 'error no controlado');
      return reply.code(500).send({ message: MESSAGES.internal });
    });

    app.setNotFoundHandler((request, reply) => {
      if (app.spaFallback && app.spaFallback(request, reply)) return reply;
      return reply.code(404).send({ message: MESSAGES.routeNotFound });
    });
  },
  { name: 'errors' },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by the static plugin: answers SPA page requests with index.html. Returns true when it did. */
    spaFallback?: (request: FastifyRequest, reply: FastifyReply) => boolean;
  }
}
