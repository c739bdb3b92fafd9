import type { FastifyReply, FastifyRequest } from 'fastify';
import { COMPRESS_FROM_BYTES, compressors, preferredEncoding } from './encoded-json.ts';

/**
 * A reply body compressed for this request, with its headers set, for replies that
 * @fastify/compress never sees: it hooks routes, and the web app's pages are answered by the
 * not-found handler (features/site). Small bodies go out as they are.
 */
export function compressReply(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string,
): string | Buffer {
  if (Buffer.byteLength(body) < COMPRESS_FROM_BYTES) return body;
  reply.header('vary', 'accept-encoding');
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (!encoding) return body;
  reply.header('content-encoding', encoding);
  return compressors[encoding](Buffer.from(body));
}
