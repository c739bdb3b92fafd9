import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/**
 * JSON replies made once and sent as bytes to every caller while their value lasts (the cached
 * catalogue): checked and serialised by the same serializer as any other reply of the route, and
 * compressed once per encoding instead of once per request.
 */

/** Replies shorter than this are sent uncompressed (also @fastify/compress's threshold). */
export const COMPRESS_FROM_BYTES = 1024;

declare const encoded: unique symbol;
/** Reply bytes from `EncodedJson.send` (its headers are set): a route may return them as is. */
export type EncodedReply = Buffer & { readonly [encoded]: true };

export type Encoding = 'br' | 'gzip';

/** The encoding to answer with: brotli, else gzip, else none (q=0 refuses one). */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim());
    const q = params.map((p) => /^q=([\d.]+)$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (name) weights.set(name, q === undefined ? 1 : Number(q));
  }
  const accepts = (name: Encoding) => (weights.get(name) ?? weights.get('*') ?? 0) > 0;
  return (['br', 'gzip'] as const).find(accepts);
}

/** `bytes` compressed as `encoding`, a little harder than per-request compression would. */
export const compressors: Record<Encoding, (json: Buffer) => Buffer> = {
  // Made once per value, so a little more effort than per-request compression (quality 4).
  br: (json) =>
    brotliCompressSync(json, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: json.length,
      },
    }),
  gzip: (json) => gzipSync(json),
};

export interface EncodedJson {
  /** Sets content type and encoding headers for this request and answers the bytes to send. */
  send(request: FastifyRequest, reply: FastifyReply): EncodedReply;
  /** A weak validator of the bytes (the same for every encoding), made on first use. */
  etag(): string;
}

/** The route serializer for `schema`: checks the value and answers its JSON (throws on mismatch). */
const serializerFor = (schema: z.ZodType, url: string) =>
  serializerCompiler({ schema, method: 'GET', url, httpStatus: '200' });

/** `value` serialised as `schema` replies are (throws when it does not match, as a route would). */
export function encodeJson(schema: z.ZodType, value: unknown, url = ''): EncodedJson {
  return encodeBytes(Buffer.from(serializerFor(schema, url)(value)));
}

/**
 * A reply body of `type` sent as it is or compressed (once per encoding): JSON here, and the
 * shop's finished pages (features/site/page-cache.ts).
 */
export function encodeBytes(json: Buffer, type = 'application/json; charset=utf-8'): EncodedJson {
  const compressed = new Map<Encoding, Buffer>();
  let etag: string | undefined;
  return {
    etag: () =>
      (etag ??= `W/"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`),
    send(request, reply) {
      reply.type(type);
      if (json.length < COMPRESS_FROM_BYTES) return json as EncodedReply;
      reply.header('vary', 'accept-encoding');
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      if (!encoding) return json as EncodedReply;
      let body = compressed.get(encoding);
      if (!body) compressed.set(encoding, (body = compressors[encoding](json)));
      reply.header('content-encoding', encoding);
      return body as EncodedReply;
    },
  };
}

/** Whether `ifNoneMatch` (the request header) names `etag`, compared weakly as for a GET. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/**
 * `encoded` with its ETag, or 304 Not Modified without a body when the request already holds
 * those bytes (a browser revalidating, as `max-age=0` makes it). Headers set before this go out
 * either way.
 */
export function sendRevalidated(
  encoded: EncodedJson,
  request: FastifyRequest,
  reply: FastifyReply,
): EncodedReply {
  reply.header('etag', encoded.etag());
  if (!matchesEtag(request.headers['if-none-match'], encoded.etag())) {
    return encoded.send(request, reply);
  }
  reply.header('vary', 'accept-encoding').code(304);
  return Buffer.alloc(0) as EncodedReply;
}

/**
 * `encodeJson` kept per source object: while a cache hands out the same object, its reply is
 * made once; a new object (the cache reloaded) makes a new reply, and the old one is collected.
 */
export function encodedPerObject(schema: z.ZodType, url = '') {
  const made = new WeakMap<object, EncodedJson>();
  return (source: object, toReply: () => unknown): EncodedJson => {
    let reply = made.get(source);
    if (!reply) made.set(source, (reply = encodeJson(schema, toReply(), url)));
    return reply;
  };
}

/** Page replies kept per list (a new list, after any change, starts again). */
const PAGES_KEPT_PER_LIST = 64;

/** The replies to a list, whole or a slice of it, see `encodedListPerObject`. */
export interface EncodedList<S> {
  /** The whole list. */
  whole(sources: readonly S[]): EncodedJson;
  /** `sources.slice(start, end)` as a list reply (a page): kept while the list lasts. */
  slice(sources: readonly S[], start: number, end: number): EncodedJson;
}

/**
 * `encodedPerObject` for a list reply (`z.array(item)`) made of kept source objects: each item
 * is checked and serialised once per source object and the list's JSON is joined from them, so a
 * new list that keeps most of its objects (the catalogue after a sale, where only the products
 * sold are new objects) serialises its new items only. The bytes are those of serialising the
 * whole list with the list schema (an array's JSON is its items' JSON joined by commas). Pages
 * of the list are joined from the same item JSON, never serialised again, and the last
 * `PAGES_KEPT_PER_LIST` asked for are kept (compressed once) while the list lasts: any number of
 * distinct pages cannot fill the memory.
 */
export function encodedListPerObject<S extends object>(
  listSchema: z.ZodArray<z.ZodType>,
  toItem: (source: S) => unknown,
  url = '',
): EncodedList<S> {
  const serializeItem = serializerFor(listSchema.element, url);
  const items = new WeakMap<S, string>();
  const made = new WeakMap<readonly S[], EncodedJson>();
  const pages = new WeakMap<readonly S[], Map<string, EncodedJson>>();
  const itemJson = (source: S) => {
    let json = items.get(source);
    if (json === undefined) items.set(source, (json = serializeItem(toItem(source))));
    return json;
  };
  const join = (sources: readonly S[]) =>
    encodeBytes(Buffer.from(`[${sources.map(itemJson).join(',')}]`));
  return {
    whole(sources) {
      let reply = made.get(sources);
      if (!reply) made.set(sources, (reply = join(sources)));
      return reply;
    },
    slice(sources, start, end) {
      let kept = pages.get(sources);
      if (!kept) pages.set(sources, (kept = new Map()));
      const key = `${start}:${end}`;
      let reply = kept.get(key);
      kept.delete(key); // set again below: the most recently asked for goes last
      kept.set(key, (reply ??= join(sources.slice(start, end))));
      if (kept.size > PAGES_KEPT_PER_LIST) kept.delete(kept.keys().next().value!);
      return reply;
    },
  };
}
