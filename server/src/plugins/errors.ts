import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DOMAIN_ERROR_STATUS, DomainError, HttpError, MESSAGES } from '../errors';
import { describeValidationError } from './validation-messages';

const FASTIFY_CODES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: MESSAGES.invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: MESSAGES.emptyJson,
  FST_ERR_CTP_BODY_TOO_LARGE: MESSAGES.payloadTooLarge,
  FST_REQ_FILE_TOO_LARGE: MESSAGES.payloadTooLarge,
  FST_FILES_LIMIT: MESSAGES.payloadTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: MESSAGES.unsupportedMediaType,
  FST_INVALID_MULTIPART_CONTENT_TYPE: MESSAGES.unsupportedMediaType,
  FST_ERR_BAD_URL: MESSAGES.badUrl,
  FST_ERR_MAX_PARAM_LENGTH: MESSAGES.badUrl,
};

/** Every error leaves as JSON `{message}` in Spanish; unknown routes too. Never a 500 for bad input. */
export default fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError | HttpError | DomainError, request, reply) => {
      if (error instanceof HttpError) {
        return reply.code(error.statusCode).headers(error.headers).send({ ...error.extra, message: error.message });
      }
      if (error instanceof DomainError) return reply.code(DOMAIN_ERROR_STATUS[error.kind]).send({ message: error.message });
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

/**
 * Fastify's `frameworkErrors`: errors found before routing (a bad %-encoding, a too-long parameter)
 * never run the route's hooks, so this sets the security headers itself and never echoes the URL.
 */
export function frameworkErrorHandler(securityHeaders: Record<string, string>) {
  return (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    const status = known ? 400 : 500;
    void reply
      .code(status)
      .headers({ ...securityHeaders, 'cache-control': 'no-store' })
      .type('application/json; charset=utf-8')
      .send(JSON.stringify({ message: known ?? MESSAGES.internal }));
  };
}

const CLIENT_ERRORS: Record<string, { status: number; reason: string; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, reason: 'Request Timeout', message: MESSAGES.requestTimeout },
  HPE_HEADER_OVERFLOW: { status: 431, reason: 'Request Header Fields Too Large', message: MESSAGES.headersTooLarge },
};

/**
 * Node's `clientError` (malformed request, headers too large, header/request timeout): Fastify never
 * sees a request, so the answer is written to the socket here, with the same body shape and headers
 * as every other error, and the socket is closed.
 */
export function clientErrorHandler(securityHeaders: Record<string, string>) {
  return (error: NodeJS.ErrnoException, socket: Socket) => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const known = (error.code && CLIENT_ERRORS[error.code]) || { status: 400, reason: 'Bad Request', message: MESSAGES.badRequest };
    const body = JSON.stringify({ message: known.message });
    const headers = {
      ...securityHeaders,
      'cache-control': 'no-store',
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
      connection: 'close',
    };
    if (socket.writable) {
      const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
      socket.write(`HTTP/1.1 ${known.status} ${known.reason}\r\n${lines.join('\r\n')}\r\n\r\n${body}`);
    }
    socket.destroy();
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by the static plugin: answers SPA page requests with index.html. Returns true when it did. */
    spaFallback?: (request: FastifyRequest, reply: FastifyReply) => boolean;
  }
}
