import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import type { AppDeps } from '../deps.ts';
import { PAYMENT_STATES } from '../db/schema/index.ts';
import { observeQueries, poolStats } from '../db/query-timing.ts';
import { DomainError } from '../lib/domain-error.ts';
import { readShopGauges } from './metrics.queries.ts';

/**
 * Requests that matched no route: the web app's pages and unknown paths. Their raw URLs would
 * give every product link its own series, so they share one label.
 */
export const FALLBACK_ROUTE = '(fallback)';

function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/i.exec(header ?? '')?.[1] ?? '';
  // Digests of equal length, so the comparison takes the same time whatever was sent.
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(given), digest(token));
}

/**
 * Prometheus `/metrics`, open only with `Authorization: Bearer METRICS_TOKEN`; without the
 * setting nothing is measured and `/metrics` answers 404. Request durations per route pattern
 * and status, query durations, the PostgreSQL pool, and gauges read from the database at each
 * scrape (mail outbox, payments by state, stock holds). Register it before the routes, so its
 * hook sees every one.
 */
export async function registerMetrics(app: FastifyInstance, deps: AppDeps) {
  const token = deps.config.METRICS_TOKEN;
  if (!token) {
    app.get('/metrics', { schema: { hide: true } }, async () => {
      throw new DomainError('NOT_FOUND');
    });
    return;
  }

  // prom-client (with its OpenTelemetry API, ~2-3 MB of heap) loads only when metrics are on.
  const {
    Gauge,
    Histogram,
    Registry: PromRegistry,
    collectDefaultMetrics,
  } = await import('prom-client');
  const registers = [new PromRegistry()];
  const [registry] = registers as [Registry];
  collectDefaultMetrics({ register: registry });

  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by route pattern and status (_count: number of requests)',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? FALLBACK_ROUTE,
      status_code: String(reply.statusCode),
    };
    requests.observe(labels, reply.elapsedTime / 1000);
  });

  const { db } = deps;
  const queries = new Histogram({
    name: 'shop_db_query_duration_seconds',
    help: 'Database queries (on PGlite including the wait for its single connection)',
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers,
  });
  const stopTiming = observeQueries(db, (seconds) => queries.observe(seconds));
  app.addHook('onClose', async () => stopTiming());

  const engine = poolStats(db) ? 'postgres' : 'pglite';
  new Gauge({
    name: 'shop_db_info',
    help: 'The database engine (postgres, or pglite: embedded, no pool)',
    labelNames: ['engine'],
    registers,
  }).set({ engine }, 1);
  if (engine === 'postgres') {
    new Gauge({
      name: 'shop_db_pool_connections',
      help: "This process's PostgreSQL pool: open (total), idle, and the most it opens (max)",
      labelNames: ['state'],
      registers,
      collect() {
        const stats = poolStats(db);
        for (const state of ['total', 'idle', 'max'] as const) this.set({ state }, stats![state]);
      },
    });
    new Gauge({
      name: 'shop_db_pool_waiting',
      help: 'Callers waiting for a free PostgreSQL connection',
      registers,
      collect() {
        this.set(poolStats(db)!.waiting);
      },
    });
  }

  const gauge = (name: string, help: string, labelNames: string[] = []) =>
    new Gauge({ name, help, labelNames, registers });
  const dbUp = gauge(
    'shop_db_up',
    'Whether the last scrape could read the database (1) or not (0)',
  );
  const outbox = gauge(
    'shop_mail_outbox_messages',
    'Mail in the outbox: pending (waiting to be sent), retrying (pending after a failed try), failed (gave up)',
    ['status'],
  );
  const outboxAge = gauge(
    'shop_mail_outbox_oldest_pending_seconds',
    'Age of the oldest pending mail (0 when none)',
  );
  const paymentsGauge = gauge('shop_payments', 'Online payments by state', ['state']);
  const holds = gauge(
    'shop_stock_holds',
    'Stock held for online payments: open holds, units held, holds past expiry not yet released',
    ['kind'],
  );
  const fromDatabase = [outbox, outboxAge, paymentsGauge, holds];

  async function readDatabase() {
    try {
      const g = await readShopGauges(db, deps.clock());
      outbox.set({ status: 'pending' }, g.outboxPending);
      outbox.set({ status: 'retrying' }, g.outboxRetrying);
      outbox.set({ status: 'failed' }, g.outboxFailed);
      outboxAge.set(g.outboxOldestPendingSeconds);
      for (const state of PAYMENT_STATES)
        paymentsGauge.set({ state }, g.paymentsByState[state] ?? 0);
      holds.set({ kind: 'open' }, g.holdsOpen);
      holds.set({ kind: 'units' }, g.heldUnits);
      holds.set({ kind: 'overdue' }, g.holdsOverdue);
      dbUp.set(1);
    } catch (err) {
      app.log.warn({ err }, 'metrics could not read the database');
      fromDatabase.forEach((g) => g.reset()); // no stale figures
      dbUp.set(0);
    }
  }

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!bearerMatches(request.headers.authorization, token)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw new DomainError('UNAUTHENTICATED', 'The metrics token is missing or wrong.');
    }
    await readDatabase();
    return reply
      .type(registry.contentType)
      .header('cache-control', 'no-store')
      .send(await registry.metrics());
  });
}
