import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../deps.ts';
import { ok } from '../../../lib/replies.ts';
import { contractRoute } from '../../../plugins/contract-routes.ts';
import { handOver } from './handover.service.ts';
import { toOrderStepState } from './order-steps.mapper.ts';
import { stepOrders } from './bulk-delivered.service.ts';

/** The admin moves orders along their steps and hands whole orders over (admin only). */
export async function orderStepRoutes(app: FastifyInstance, deps: AppDeps) {
  contractRoute(app, 'admin/orders/step', async ({ body, caller }) =>
    ok(await stepOrders(deps, caller, body)),
  );
  contractRoute(app, 'admin/orders/handover', async ({ body, caller }) => {
    const done = await handOver(deps, caller, {
      target: { orderId: body.order_id, version: body.version },
      confirmation: 'code-or-reason',
      handoverCode: body.handoverCode,
      reason: body.reason,
    });
    return ok({
      message: done.message,
      delivered: done.delivered,
      deliveredDate: done.deliveredAt.getTime(),
      order: toOrderStepState(done.order),
    });
  });
}
