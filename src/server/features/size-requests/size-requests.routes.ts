import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { contractRoute } from '../../plugins/contract-routes.ts';
import type { RouteLimits } from '../../plugins/rate-limit.ts';
import { ok } from '../../lib/replies.ts';
import { requestSize } from './size-requests.service.ts';

/**
 * Each request sends a mail to the shop, so callers are limited per e-mail in the body, and per
 * client IP only as a ceiling against floods: a campus shares a few addresses
 * (docs/decisions/022). Over the limit: 429 RATE_LIMITED.
 */
export const SIZE_REQUEST_LIMITS = {
  ip: { max: 100, windowMs: 15 * 60_000 },
  email: { max: 5, windowMs: 15 * 60_000 },
} as const satisfies RouteLimits;

/** Size requests: open to visitors (with an e-mail) and customers (token). */
export async function sizeRequestRoutes(app: FastifyInstance, deps: AppDeps) {
  contractRoute(
    app,
    'products/sizeUnavailable/:id',
    async ({ params, body, caller }) =>
      ok(await requestSize(deps, caller, { ...body, productId: params.id })),
    { limits: SIZE_REQUEST_LIMITS },
  );
}
