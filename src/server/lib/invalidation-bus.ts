import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/**
 * Tells every server instance that something it may keep in memory changed: a session revoked,
 * stock given back to a drop's counter (docs/decisions/027). Without Redis the instance is alone
 * and a message reaches this process's subscribers only. With Redis (`REDIS_URL`) a message is
 * published on a channel every instance subscribes to, and each instance answers it with an
 * acknowledgement once its subscribers have run: `publish` resolves when every instance Redis
 * delivered it to has acknowledged, so a caller that answers after it (a logout) is answered
 * after every instance forgot. When Redis cannot be reached, or an acknowledgement does not come,
 * `publish` waits `maxKeepMs` (the longest any instance keeps an entry) before resolving.
 *
 * What an instance keeps is worth keeping only while it hears every message: `listening()` is
 * false while its subscription is down, and every loss of it bumps `epoch()` and calls the
 * subscribers' `reset`, so a cache drops what it kept and keeps nothing until it hears again.
 */
export interface InvalidationBus {
  /** Runs this process's handlers of `channel` at once, then tells the other instances. */
  publish(channel: string, message: string): Promise<void>;
  /**
   * Runs this process's handlers at once and tells the others without waiting for them: for
   * hints that the keepers also let go of after a short time (the drop's sold-out marks).
   */
  notify(channel: string, message: string): void;
  subscribe(channel: string, handler: (message: string) => void): void;
  /** Called when the instance may have missed messages (the subscription was lost). */
  onReset(handler: () => void): void;
  /** Whether a message published now reaches this instance. */
  listening(): boolean;
  close(): Promise<void>;
}

export interface BusOptions {
  /** The longest any instance keeps what a message may void (ms). */
  maxKeepMs: number;
  /** How long `publish` waits for the instances' acknowledgements. */
  ackWaitMs?: number;
}

const PREFIX = 'campus-bus:';
const ACKS = `${PREFIX}ack`;

class Handlers {
  private readonly byChannel = new Map<string, ((message: string) => void)[]>();
  readonly resets: (() => void)[] = [];

  add(channel: string, handler: (message: string) => void) {
    const list = this.byChannel.get(channel) ?? [];
    list.push(handler);
    this.byChannel.set(channel, list);
  }

  run(channel: string, message: string) {
    for (const handler of this.byChannel.get(channel) ?? []) handler(message);
  }

  reset() {
    for (const handler of this.resets) handler();
  }
}

/** The bus of one instance alone: messages reach this process only. */
export function inProcessBus(): InvalidationBus {
  const handlers = new Handlers();
  return {
    publish: async (channel, message) => handlers.run(channel, message),
    notify: (channel, message) => handlers.run(channel, message),
    subscribe: (channel, handler) => handlers.add(channel, handler),
    onReset: (handler) => void handlers.resets.push(handler),
    listening: () => true,
    close: async () => undefined,
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The bus over Redis pub/sub. Two connections (a subscribed one cannot publish), no offline
 * queue and short timeouts, as the rate-limit store's: a publish fails at once while Redis is
 * away, and the caller then waits out `maxKeepMs` instead of trusting the others heard.
 */
export async function redisBus(
  redisUrl: string,
  log: FastifyBaseLogger,
  options: BusOptions,
): Promise<InvalidationBus> {
  const ackWaitMs = options.ackWaitMs ?? 500;
  const handlers = new Handlers();
  const settings = {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 1000,
    commandTimeout: 500,
    retryStrategy: (times: number) => Math.min(times * 100, 1000),
  };
  const sub = new Redis(redisUrl, { ...settings, autoResubscribe: false });
  const pub = new Redis(redisUrl, settings);
  pub.on('error', () => undefined);
  const self = randomUUID();
  const waiting = new Map<string, { got: number; expected: number; done: () => void }>();
  let subscribed = false;
  let closing = false;
  let everLost = false;
  let firstSubscribed = () => undefined as void;

  const lost = (err?: unknown) => {
    if (!subscribed) return;
    subscribed = false;
    everLost = true;
    if (!closing) log.warn({ err }, 'Invalidation bus: Redis subscription lost; caches off');
    handlers.reset();
  };
  sub.on('error', lost);
  sub.on('close', () => lost());
  sub.on('ready', () => {
    // A subscription made again starts from nothing kept (messages were missed meanwhile).
    sub.psubscribe(`${PREFIX}*`).then(
      () => {
        handlers.reset();
        if (everLost) log.info('Invalidation bus: Redis subscription back; caches on');
        subscribed = true;
        firstSubscribed();
      },
      (err: unknown) => lost(err),
    );
  });
  sub.on('pmessage', (_pattern: string, channel: string, raw: string) => {
    if (channel === ACKS) {
      const wait = waiting.get(raw);
      if (wait && ++wait.got >= wait.expected) wait.done();
      return;
    }
    let parsed: { id: string; from: string; message: string };
    try {
      parsed = JSON.parse(raw) as { id: string; from: string; message: string };
    } catch {
      return;
    }
    // The publisher ran its own handlers before publishing.
    if (parsed.from !== self) handlers.run(channel.slice(PREFIX.length), parsed.message);
    pub.publish(ACKS, parsed.id).catch(() => undefined);
  });

  // Resolves once subscribed, or after a second without Redis (caches stay off until it is).
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 1000);
    firstSubscribed = () => {
      clearTimeout(timer);
      resolve();
    };
  });

  return {
    async publish(channel, message) {
      handlers.run(channel, message);
      const id = randomUUID();
      let acked = false;
      try {
        const wait = { got: 0, expected: Infinity, done: () => undefined as void };
        const heard = new Promise<void>((resolve) => (wait.done = resolve));
        waiting.set(id, wait);
        // Every subscribed instance, this one included, acknowledges.
        const body = JSON.stringify({ id, from: self, message });
        wait.expected = await pub.publish(`${PREFIX}${channel}`, body);
        if (wait.got >= wait.expected) wait.done();
        // Published while this instance was not subscribed: the others may be as deaf.
        if (!subscribed) throw new Error('not subscribed');
        acked = await Promise.race([heard.then(() => true), sleep(ackWaitMs).then(() => false)]);
      } catch (err) {
        log.warn({ err, channel }, 'Invalidation bus: not published; waiting out the caches');
      } finally {
        waiting.delete(id);
      }
      if (!acked) await sleep(options.maxKeepMs);
    },
    notify(channel, message) {
      handlers.run(channel, message);
      const body = JSON.stringify({ id: randomUUID(), from: self, message });
      // While Redis is away this is tried and dropped quietly: the loss was logged once.
      pub.publish(`${PREFIX}${channel}`, body).catch((err: unknown) => {
        if (subscribed) log.warn({ err, channel }, 'Invalidation bus: not published');
      });
    },
    subscribe: (channel, handler) => handlers.add(channel, handler),
    onReset: (handler) => void handlers.resets.push(handler),
    listening: () => subscribed,
    async close() {
      closing = true;
      subscribed = false;
      sub.disconnect();
      pub.disconnect();
    },
  };
}

/** The bus of an instance: over Redis with `redisUrl`, else within this process. */
export function createBus(
  redisUrl: string | undefined,
  log: FastifyBaseLogger,
  maxKeepMs: number,
): Promise<InvalidationBus> {
  return redisUrl ? redisBus(redisUrl, log, { maxKeepMs }) : Promise.resolve(inProcessBus());
}
