import type { FastifyBaseLogger } from 'fastify';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { Redis, type Result } from 'ioredis';

/** One count: calls so far in the window and the ms left of it. */
interface Count {
  current: number;
  ttl: number;
}
type Done = (error: Error | null, result?: Count) => void;

/**
 * Counters in this process's memory. Each count is a new object: the plugin reads it after an
 * await, and a shared one let a burst in one tick see only its final total. At most `cap` keys:
 * past it, ended windows go first, then the oldest.
 */
export class MemoryCounters {
  private readonly windows = new Map<string, { current: number; endsAt: number }>();
  constructor(private readonly cap = 20_000) {}

  incr(key: string, windowMs: number, now = Date.now()): Count {
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      window = { current: 0, endsAt: now + windowMs };
      this.windows.delete(key);
      this.windows.set(key, window);
      if (this.windows.size > this.cap) this.prune(now);
    }
    window.current += 1;
    return { current: window.current, ttl: window.endsAt - now };
  }

  private prune(now: number) {
    for (const [key, w] of this.windows) if (w.endsAt <= now) this.windows.delete(key);
    for (const key of this.windows.keys()) {
      if (this.windows.size <= this.cap) break;
      this.windows.delete(key);
    }
  }
}

/** Count and window in one atomic step; a key somehow left without expiry gets one again. */
const INCR_SCRIPT = `
local n = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if n == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {n, ttl}`;

declare module 'ioredis' {
  interface RedisCommander<Context> {
    campusRateLimit(key: string, windowMs: number): Result<[number, number], Context>;
  }
}

/** After a command failed on an open connection (Redis hung), memory is used this long. */
const PROBE_AFTER_MS = 5000;

export const REDIS_DOWN =
  "Rate limits: Redis is unreachable; counting in this process's memory until it returns";
export const REDIS_BACK = 'Rate limits: Redis is reachable again; counting there again';

export interface RateLimitStore {
  /** The store class the plugin builds (`store` option). */
  Store: ReturnType<typeof storeClass>;
  /** Ends the Redis connection, if any (app close). */
  close(): Promise<void>;
}

/**
 * The rate-limit store: counters in Redis (`redisUrl`, shared by every instance) while it answers,
 * in this process's memory while it does not, so the limits still hold per instance and no call
 * waits on Redis (with Redis down, logins waited 6 s each on retries, in a queue). The
 * client has no offline queue (a command fails at once when not connected), short connect and
 * command timeouts, and reconnects every second at most, forever. The outage and the return are
 * logged once each, not per call. Resolves once connected, or after a second without Redis.
 */
export async function rateLimitStore(
  redisUrl: string | undefined,
  log: FastifyBaseLogger,
): Promise<RateLimitStore> {
  const memory = new MemoryCounters();
  if (!redisUrl) {
    return {
      Store: storeClass((key, windowMs, done) => done(null, memory.incr(key, windowMs))),
      close: async () => undefined,
    };
  }
  const redis = new Redis(redisUrl, {
    keyPrefix: 'campus-rl:',
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 1000,
    commandTimeout: 500,
    retryStrategy: (times) => Math.min(times * 100, 1000),
  });
  redis.defineCommand('campusRateLimit', { numberOfKeys: 1, lua: INCR_SCRIPT });
  let state: 'starting' | 'up' | 'down' = 'starting';
  let probeAt = 0;
  let closing = false;
  const down = (err?: unknown) => {
    if (state === 'down' || closing) return;
    state = 'down';
    log.error({ err }, REDIS_DOWN);
  };
  const up = () => {
    if (state === 'down') log.info(REDIS_BACK);
    state = 'up';
  };
  // ioredis reports every failed reconnection: the state change above logs the first only.
  redis.on('error', down);
  redis.on('close', () => down());
  redis.on('ready', up);

  const Store = storeClass((key, windowMs, done) => {
    const now = Date.now();
    const tryRedis = redis.status === 'ready' && (state !== 'down' || now >= probeAt);
    if (!tryRedis) return done(null, memory.incr(key, windowMs, now));
    if (state === 'down') probeAt = now + PROBE_AFTER_MS; // one call probes, the rest use memory
    redis.campusRateLimit(key, windowMs).then(
      ([current, ttl]) => {
        up();
        done(null, { current, ttl });
      },
      (err: unknown) => {
        down(err);
        probeAt = Date.now() + PROBE_AFTER_MS;
        done(null, memory.incr(key, windowMs));
      },
    );
  });
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 1000);
    redis.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  return {
    Store,
    close: async () => {
      closing = true;
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

type Incr = (key: string, windowMs: number, done: Done) => void;

/** The plugin builds its store with `new`; every route shares this one (keys carry the scope). */
function storeClass(incr: Incr) {
  return class ResilientStore implements FastifyRateLimitStore {
    incr(key: string, done: Done, windowMs: number) {
      incr(key, windowMs, done);
    }
    child() {
      return this;
    }
  };
}
