import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { readiness } from './health.service.ts';

/** The probes a load balancer or systemd asks: alive (`/healthz`), and ready to serve (`/readyz`). */
export function healthRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_req, reply) => {
    const state = await readiness(deps);
    if (state.ready) return { status: 'ready' };
    app.log.warn({ err: state.error }, 'readiness check failed');
    return reply.code(503).send({ status: 'unavailable' });
  });
}
