import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERRORS, type ErrorCode } from '#shared/errors.ts';
import type { Failure } from '#shared/contract/common.ts';
import { DomainError } from '../lib/domain-error.ts';
import { databaseUnreachable } from '../db/connection-errors.ts';

/** Sends the contract's failure body: `status: 404` marks a failure; HTTP status is precise. */
export function sendFailure(
  reply: FastifyReply,
  httpStatus: number,
  code: string,
  message: string,
  current?: unknown,
) {
  return reply
    .code(httpStatus)
    .type('application/json')
    .send(failureBody(code, message, current));
}

const failureBody = (code: string, message: string, current?: unknown): Failure => ({
  status: 404,
  code,
  message,
  error: message,
  ...(current === undefined ? {} : { current }),
});

const httpToCode: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  429: 'RATE_LIMITED',
};

interface FrameworkFailure {
  http: number;
  code: ErrorCode;
  message: string;
}

const NOT_JSON: FrameworkFailure = {
  http: 400,
  code: 'BAD_REQUEST',
  message: 'The request body is not valid JSON.',
};

/**
 * Fastify's own refusals of a request (routing and body parsing, before any handler), in words a
 * client can act on instead of Fastify's messages (which echo the whole address back).
 */
const FRAMEWORK_FAILURES: Record<string, FrameworkFailure> = {
  FST_ERR_MAX_PARAM_LENGTH: {
    http: 414,
    code: 'BAD_REQUEST',
    message: 'This address is too long.',
  },
  FST_ERR_BAD_URL: { http: 400, code: 'BAD_REQUEST', message: 'This address is not valid.' },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    http: 413,
    code: 'PAYLOAD_TOO_LARGE',
    message: 'This request is too large (at most 1 MB).',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    http: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: ERRORS.UNSUPPORTED_MEDIA_TYPE.message,
  },
  FST_ERR_CTP_INVALID_JSON_BODY: NOT_JSON,
  FST_ERR_CTP_EMPTY_JSON_BODY: NOT_JSON,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    http: 400,
    code: 'BAD_REQUEST',
    message: 'The request body does not match its Content-Length.',
  },
};

/**
 * One place that maps every thrown error to a reply: DomainError → its code; schema validation →
 * 400 with the schema's own message (the same text the web form shows); Fastify's 4xx errors →
 * their class; the database out of reach → 503 (try again soon); anything else → 500 with a
 * generic message and a full log line.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) {
      if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
      return sendFailure(reply, error.httpStatus, error.code, error.message, error.current);
    }
    const framework = FRAMEWORK_FAILURES[error.code];
    if (framework) return sendFailure(reply, framework.http, framework.code, framework.message);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const message = first?.message || ERRORS.VALIDATION_FAILED.message;
      return sendFailure(reply, 400, 'VALIDATION_FAILED', message);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = httpToCode[status] ?? 'BAD_REQUEST';
      const message =
        status === 429 ? ERRORS.RATE_LIMITED.message : (error.message ?? ERRORS[code].message);
      return sendFailure(reply, status, code, message);
    }
    const unreachable = databaseUnreachable(error);
    if (unreachable) {
      // Not a bug: PostgreSQL is down or restarting, and the pool reconnects by itself.
      request.log.warn({ reason: unreachable }, 'database unreachable');
      reply.header('retry-after', '30');
      return sendFailure(reply, 503, 'DATABASE_UNAVAILABLE', ERRORS.DATABASE_UNAVAILABLE.message);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendFailure(reply, 500, 'INTERNAL', ERRORS.INTERNAL.message);
  });
}

/**
 * Fastify's `frameworkErrors`: a bad or too long address, met while routing (before the app's
 * error handler could see it).
 */
export function routingErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const framework = FRAMEWORK_FAILURES[error.code] ?? {
    http: 400,
    code: 'BAD_REQUEST',
    message: ERRORS.BAD_REQUEST.message,
  };
  return sendFailure(reply, framework.http, framework.code, framework.message);
}

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser could not read (broken header,
 * headers too large, timeout) is answered on the socket in the failure shape, then closed.
 */
export function clientErrorHandler(
  this: FastifyInstance,
  err: Error & { code?: string },
  socket: Socket,
) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [http, message] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'The request headers are too large.']
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'The request took too long to arrive.']
        : [400, 'The request could not be read.'];
  this.log.debug({ code: err.code }, 'unreadable request');
  if (socket.writable) {
    const body = JSON.stringify(failureBody('BAD_REQUEST', message));
    socket.write(
      `HTTP/1.1 ${http} ${STATUS_CODES[http]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}
