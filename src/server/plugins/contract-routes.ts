import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { API_PREFIX, endpoints, type EndpointPath } from '#shared/contract/endpoints.ts';
import type { Endpoint } from '#shared/contract/endpoint.ts';

type Def<P extends EndpointPath> = (typeof endpoints)[P];
type Out<T> = T extends z.ZodType ? z.output<T> : undefined;

export interface RouteContext<P extends EndpointPath> {
  body: Def<P> extends { body: infer B } ? Out<B> : undefined;
  params: Def<P> extends { params: infer Q } ? Out<Q> : undefined;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type RouteHandler<P extends EndpointPath> = (
  ctx: RouteContext<P>,
) => Promise<z.output<Def<P>["reply"]>>;

/**
 * Registers one /api/v1 call from its contract entry: methods, body/params validation and the
 * reply schema (which also feeds the OpenAPI page). Handlers stay thin: read, call a service,
 * return the reply.
 */
export function contractRoute<P extends EndpointPath>(
  app: FastifyInstance,
  path: P,
  handler: RouteHandler<P>,
) {
  const def = endpoints[path] as Endpoint;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: [...def.methods],
    url: `${API_PREFIX}/${path}`,
    schema: {
      summary: def.summary,
      tags: [path.split('/')[0] ?? 'api'],
      ...(def.body && def.methods.includes('POST') ? { body: def.body } : {}),
      ...(def.params ? { params: def.params } : {}),
      response: { 200: def.reply },
    },
    handler: (request, reply) =>
      handler({
        body: request.body as RouteContext<P>['body'],
        params: request.params as RouteContext<P>['params'],
        request,
        reply,
      }),
  });
}
