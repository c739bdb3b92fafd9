import type { FastifyInstance } from 'fastify';
import { paiseToRupees } from '#shared/rules/money.ts';
import type { AppDeps } from '../../../deps.ts';
import { ok } from '../../../lib/replies.ts';
import { contractRoute } from '../../../plugins/contract-routes.ts';
import { cancelItemAsAdmin, cancelMyOrder } from './cancel.service.ts';

/** The student cancels their order or an item; the admin cancels an item (docs/product.md#cancelling-an-order). */
export async function cancelRoutes(app: FastifyInstance, deps: AppDeps) {
  contractRoute(app, 'products/cancel-order', async ({ body, caller }) => {
    const { message, alreadyCancelled, cancelled, refundedPaise } = await cancelMyOrder(
      deps,
      caller,
      body,
    );
    return ok({ message, alreadyCancelled, cancelled, refunded: paiseToRupees(refundedPaise) });
  });
  contractRoute(app, 'admin/orders/cancel-item', async ({ body, caller }) => {
    const { refundedPaise, ...done } = await cancelItemAsAdmin(deps, caller, body);
    return ok({ ...done, refunded: paiseToRupees(refundedPaise) });
  });
}
