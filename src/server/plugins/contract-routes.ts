import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { API_PREFIX, endpoints, type EndpointPath } from '#shared/contract/endpoints.ts';
import type { Endpoint } from '#shared/contract/endpoint.ts';
import type { Caller, Visitor } from '../lib/caller.ts';
import { accessHooks, type Identity } from './auth.ts';
import { DomainError } from '../lib/domain-error.ts';
import type { EncodedReply } from '../lib/encoded-json.ts';
import { hasControlCharacters } from '../lib/control-characters.ts';
import { limitHooks, type RouteLimits } from './rate-limit.ts';

type Def<P extends EndpointPath> = (typeof endpoints)[P];
type Out<T> = T extends z.ZodType ? z.output<T> : undefined;

export interface RouteContext<P extends EndpointPath> {
  body: Def<P> extends { body: infer B } ? Out<B> : undefined;
  params: Def<P> extends { params: infer Q } ? Out<Q> : undefined;
  query: Def<P> extends { query: infer Q } ? Out<Q> : undefined;
  /** Who calls: signed in for `user` and `admin` calls; maybe a guest for the others. */
  caller: Def<P>['access'] extends 'user' | 'admin' ? Caller : Visitor;
  request: FastifyRequest;
  reply: FastifyReply;
  /**
   * The caller once their session row is read (SESSION_EXPIRED when revoked): a route of
   * `identity: 'token'` calls it before anything its answer gives; elsewhere it is `caller`.
   */
  confirmSession: () => Promise<Caller>;
}

/** A handler answers its reply value, or bytes already made from one (`lib/encoded-json.ts`). */
export type RouteHandler<P extends EndpointPath> = (
  ctx: RouteContext<P>,
) => Promise<z.output<Def<P>['reply']> | EncodedReply>;

export interface ContractRouteOptions {
  /** Rate limits per client IP and per body `email` (429 RATE_LIMITED when reached). */
  limits?: RouteLimits;
  /** `token`: a `user` call's caller from the token alone until `confirmSession` (plugins/auth.ts). */
  identity?: Identity;
}

/**
 * Registers one /api/v1 call from its contract entry: methods, body/params/query validation and the
 * reply schema (which also feeds the OpenAPI page), plus the entry's `access` (401/403 before the
 * handler runs; a body `email` other than the caller's is refused with 403 EMAIL_MISMATCH) and any
 * rate limits. Handlers stay thin: read, call a service, return the reply.
 */
export function contractRoute<P extends EndpointPath>(
  app: FastifyInstance,
  path: P,
  handler: RouteHandler<P>,
  options: ContractRouteOptions = {},
) {
  endpointRoute(
    app,
    `${API_PREFIX}/${path}`,
    endpoints[path] as Endpoint,
    handler as never,
    options,
  );
}

/** The same for an endpoint definition that is not in the contract map (tests). */
export function endpointRoute(
  app: FastifyInstance,
  url: string,
  def: Endpoint,
  handler: (ctx: {
    body: unknown;
    params: unknown;
    query: unknown;
    caller: Visitor;
    request: FastifyRequest;
    reply: FastifyReply;
    confirmSession: () => Promise<Caller>;
  }) => Promise<unknown>,
  options: ContractRouteOptions = {},
) {
  const access = accessHooks(app, def.access, url, options.identity);
  const limits = limitHooks(app, url, options.limits ?? {});
  app.withTypeProvider<ZodTypeProvider>().route({
    method: [...def.methods],
    url,
    schema: {
      summary: def.summary,
      tags: [url.split('/')[3] ?? 'api', ...(def.addition ? ['addition'] : [])],
      // An addition beyond the original contract's calls (ADR 014): shown in the OpenAPI document.
      ...(def.addition ? { 'x-addition': true } : {}),
      ...(def.access !== 'none' ? { security: [{ bearer: [] }] } : {}),
      ...(def.body && def.methods.includes('POST') ? { body: def.body } : {}),
      ...(def.params ? { params: def.params } : {}),
      ...(def.query ? { querystring: def.query } : {}),
      response: { 200: def.reply },
    },
    onRequest: [...limits.onRequest, ...access.onRequest],
    // "POST with a JSON body (or none)": a missing body reads as `{}`. Control characters in any
    // field or path parameter are refused before a schema or a query sees them.
    preValidation: async (request) => {
      request.body ??= {};
      if (typeof request.body !== 'object' || Array.isArray(request.body)) {
        // Fastify reads text/plain as a string; a JSON body may be an array or a bare value.
        const json = /^application\/json\b/i.test(request.headers['content-type'] ?? '');
        throw json
          ? new DomainError('BAD_REQUEST', 'The request body must be a JSON object.')
          : new DomainError('UNSUPPORTED_MEDIA_TYPE');
      }
      if (
        hasControlCharacters(request.body) ||
        hasControlCharacters(request.params) ||
        (def.query && hasControlCharacters(request.query))
      ) {
        throw new DomainError('CONTROL_CHARACTERS');
      }
    },
    preHandler: [...access.preHandler, ...limits.preHandler],
    handler: (request, reply) =>
      handler({
        body: request.body,
        params: request.params,
        query: request.query,
        caller: callerOf(request),
        request,
        reply,
        confirmSession: async () => {
          await app.authGuard.confirmSession(request);
          return callerOf(request) as Caller;
        },
      }),
  });
}

/** The caller of a request: the session's user (if any) and where the call came from. */
export function callerOf(request: FastifyRequest): Visitor {
  const client = { ip: request.ip, userAgent: request.headers['user-agent'] };
  return request.sessionUser ? { ...request.sessionUser, ...client } : { userId: null, ...client };
}
