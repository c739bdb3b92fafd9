import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../deps.ts';
import { ok } from '../../../lib/replies.ts';
import { contractRoute } from '../../../plugins/contract-routes.ts';
import { handOverOrder, moveOrders } from './order-steps.service.ts';

/** The admin moves orders along their steps and hands whole orders over (admin only). */
export async function orderStepRoutes(app: FastifyInstance, deps: AppDeps) {
  contractRoute(app, 'admin/orders/step', async ({ body, caller }) =>
    ok(await moveOrders(deps, caller, body)),
  );
  contractRoute(app, 'admin/orders/handover', async ({ body, caller }) =>
    ok(await handOverOrder(deps, caller, body)),
  );
}
