import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
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
) {
  const body: Failure = { status: 404, code, message, error: message };
  return reply.code(httpStatus).type('application/json').send(body);
}

const httpToCode: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  429: 'RATE_LIMITED',
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
      return sendFailure(reply, error.httpStatus, error.code, error.message);
    }
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
