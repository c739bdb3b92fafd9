import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paths } from '#shared/web-paths.ts';
import type { AppDeps } from '../../deps.ts';
import { contractRoute } from '../../plugins/contract-routes.ts';
import { limitHooks, type RouteLimits } from '../../plugins/rate-limit.ts';
import { ok } from '../../lib/replies.ts';
import { checkUnsubscribe, sendNotifyCode, subscribe, unsubscribe } from './notify.service.ts';

const MIN = 60_000;

/**
 * Each ask may mail a code or store a row: limited per e-mail in the body and a signed-in
 * student's asks per account (the `productId` field); the OTP's own cooldown and caps (auth) come
 * on top. Per client IP only a ceiling against floods, as a campus shares a few addresses
 * (docs/decisions/022). Over a limit: 429 RATE_LIMITED.
 */
export const NOTIFY_LIMITS = {
  code: { ip: { max: 300, windowMs: 15 * MIN }, email: { max: 5, windowMs: 15 * MIN } },
  subscribe: {
    ip: { max: 1_000, windowMs: 15 * MIN },
    email: { max: 10, windowMs: 15 * MIN },
    field: { name: 'productId', scope: 'notify-subscribe', user: { max: 30, windowMs: 15 * MIN } },
  },
  unsubscribe: { ip: { max: 1_000, windowMs: 15 * MIN } },
} as const satisfies Record<string, RouteLimits>;

/** Notify me (docs/product.md#notify-me): asks, the visitor's code, and unsubscribing. */
export async function notifyRoutes(app: FastifyInstance, deps: AppDeps) {
  contractRoute(
    app,
    'notify/code',
    async ({ body, caller }) => ok(await sendNotifyCode(deps, caller, body)),
    { limits: NOTIFY_LIMITS.code },
  );
  contractRoute(
    app,
    'notify/subscribe',
    async ({ body, caller }) => ok(await subscribe(deps, caller, body)),
    { limits: NOTIFY_LIMITS.subscribe },
  );
  contractRoute(
    app,
    'notify/unsubscribe/check',
    async ({ body, caller }) => ok(await checkUnsubscribe(deps, caller, body)),
    { limits: NOTIFY_LIMITS.unsubscribe },
  );
  contractRoute(
    app,
    'notify/unsubscribe',
    async ({ body, caller }) => ok(await unsubscribe(deps, caller, body)),
    { limits: NOTIFY_LIMITS.unsubscribe },
  );
}

/**
 * The one-click unsubscribe of a mail client (RFC 8058): a POST to the mail's `List-Unsubscribe`
 * address, the unsubscribe page itself, whose GET only shows the confirm page (a link scanner
 * that opens it unsubscribes nobody). The signed token in `?token=` is the whole authority; the body
 * (`List-Unsubscribe=One-Click`, form-encoded or multipart) is read and ignored.
 */
export async function oneClickUnsubscribeRoute(app: FastifyInstance, deps: AppDeps) {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 4096 }, (_req, _body, done) =>
      done(null, {}),
    );
    const limits = limitHooks(scope, `POST ${paths.notifyUnsubscribe}`, NOTIFY_LIMITS.unsubscribe);
    scope.withTypeProvider<ZodTypeProvider>().post(
      paths.notifyUnsubscribe,
      {
        schema: { hide: true, querystring: z.object({ token: z.string().max(1000).default('') }) },
        onRequest: limits.onRequest,
      },
      async (request, reply) => {
        const result = await unsubscribe(
          deps,
          { userId: null, ip: request.ip, userAgent: undefined },
          {
            token: request.query.token,
          },
        );
        return reply.type('text/plain; charset=utf-8').send(result.message);
      },
    );
  });
}
