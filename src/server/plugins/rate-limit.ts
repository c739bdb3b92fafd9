import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { Config } from '../config.ts';
import { DomainError } from '../lib/domain-error.ts';
import { rateLimitStore } from './rate-limit-store.ts';

/** At most `max` calls per `windowMs`. */
export interface RateLimit {
  max: number;
  windowMs: number;
}

/**
 * A route's limits, keyed on what the abuse is about: the body `email` (mails sent to an address,
 * codes tried for it) or the signed-in student (`user`). The per-client-IP one (checked first, on
 * request) is only a high ceiling against floods: a whole campus can share one address.
 */
export interface RouteLimits {
  ip?: RateLimit;
  email?: RateLimit;
  /** Calls per signed-in student; calls without a session are not counted here. */
  user?: RateLimit;
  /**
   * Tries of one body field (a coupon code) per signed-in user and per IP, counted only when the
   * field is sent; routes with the same `scope` share the counts.
   */
  field?: { name: string; scope: string; user?: RateLimit; ip?: RateLimit };
  /** The 429 text, given the wait ("15 minutes"); default "Too many attempts. Please try again in …". */
  message?: (wait: string) => string;
}

const defaultMessage = (wait: string) => `Too many attempts. Please try again in ${wait}.`;

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** RATE_LIMIT_SCALE: every limit's `max` is multiplied by it. */
    rateLimitScale: number;
  }
}

/**
 * @fastify/rate-limit with counters in memory, or in Redis (`REDIS_URL`) so that several server
 * instances share them. No global limit: each route declares its own (see `limitHooks`). While
 * Redis is unreachable the counters are kept in memory (rate-limit-store.ts): calls neither wait
 * on Redis nor go unlimited.
 */
export async function registerRateLimit(app: FastifyInstance, config: Config) {
  const store = await rateLimitStore(config.REDIS_URL, app.log);
  app.addHook('onClose', () => store.close());
  app.decorate('rateLimitScale', config.RATE_LIMIT_SCALE);
  await app.register(rateLimit, { global: false, skipOnError: true, store: store.Store });
}

/** "8 seconds", "15 minutes": a wait as a person reads it. */
export function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

function limiter(
  app: FastifyInstance,
  limit: RateLimit,
  keyOf: (request: FastifyRequest) => string | undefined,
  message: (wait: string) => string,
): Hook {
  // The store hands each check its own count (rate-limit-store.ts), so a burst's checks may run
  // at once: none waits behind another.
  const check = app.createRateLimit({
    max: limit.max * (app.rateLimitScale ?? 1),
    timeWindow: limit.windowMs,
    keyGenerator: (request) => keyOf(request) ?? '',
  });
  return async (request, reply) => {
    if (keyOf(request) === undefined) return;
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    const seconds = Math.max(1, result.ttlInSeconds);
    reply.header('retry-after', String(seconds));
    request.log.warn({ key: result.key }, 'rate limit reached');
    throw new DomainError('RATE_LIMITED', message(waitText(seconds)));
  };
}

function bodyEmail(request: FastifyRequest): string | undefined {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email ? email.trim().toLowerCase() : undefined;
}

/**
 * Hooks enforcing a route's limits: the per-IP one runs on request (before the body is read),
 * the per-e-mail and per-student ones before the handler (after validation and the session). `scope` keeps each route's counters
 * apart. One route can carry both (the plugin's own per-route `config.rateLimit` allows one).
 */
export function limitHooks(app: FastifyInstance, scope: string, limits: RouteLimits) {
  const onRequest: Hook[] = [];
  const preHandler: Hook[] = [];
  const message = limits.message ?? defaultMessage;
  if (limits.ip) {
    onRequest.push(limiter(app, limits.ip, (r) => `${scope}|ip|${normalizeIP(r.ip)}`, message));
  }
  if (limits.email) {
    preHandler.push(
      limiter(
        app,
        limits.email,
        (r) => {
          const email = bodyEmail(r);
          return email === undefined ? undefined : `${scope}|email|${email}`;
        },
        message,
      ),
    );
  }
  if (limits.user) {
    preHandler.push(
      limiter(
        app,
        limits.user,
        (r) => (r.sessionUser ? `${scope}|user|${r.sessionUser.userId}` : undefined),
        message,
      ),
    );
  }
  const field = limits.field;
  if (field) {
    const sent = (r: FastifyRequest) => {
      const v = (r.body as Record<string, unknown> | undefined)?.[field.name];
      return typeof v === 'string' ? v.trim() !== '' : v !== undefined && v !== null;
    };
    if (field.user) {
      preHandler.push(
        limiter(
          app,
          field.user,
          (r) =>
            sent(r) && r.sessionUser ? `${field.scope}|user|${r.sessionUser.userId}` : undefined,
          message,
        ),
      );
    }
    if (field.ip) {
      preHandler.push(
        limiter(
          app,
          field.ip,
          (r) => (sent(r) ? `${field.scope}|ip|${normalizeIP(r.ip)}` : undefined),
          message,
        ),
      );
    }
  }
  return { onRequest, preHandler };
}
