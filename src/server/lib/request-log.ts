import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { urlForLog } from './log-redaction.ts';

/**
 * How each request is logged: once, when it is answered (docs/operations.md, "Logs").
 *
 * Fastify's own controller writes two lines per request, one as it arrives and one when it is
 * answered. At a drop's opening the shop answers thousands of calls a second and every line is a
 * write to the journal, which journald then stores on the same two cores, while nginx's access
 * log already records every request, answered or not (bench/README.md). So the line written with
 * the answer carries the request's fields too.
 */

/** Production: one JSON line per request, `request completed` (or `request errored`). */
export class RequestLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const fields = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...fields, err: error }, 'request errored');
    else reply.log.info(fields, 'request completed');
  }
}

/**
 * Development, where a person reads the log (lib/logger.ts): the same one line, short
 * (`GET /shop 200 4 ms`) instead of the request's and reply's fields.
 */
export class ShortRequestLog extends RequestLog {
  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const ms = Math.round(reply.elapsedTime);
    const line = `${request.method} ${urlForLog(request.url)} ${reply.statusCode} ${ms} ms`;
    if (error) reply.log.error({ err: error }, line);
    else reply.log.info(line);
  }
}
