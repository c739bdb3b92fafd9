import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { ok } from '../../lib/replies.ts';
import { contractRoute } from '../../plugins/contract-routes.ts';
import { creditNotesOf, recordCashReceived } from '../orders/index.ts';
import { toAdminOrderPageReply } from './admin-order-page.mapper.ts';
import { adminOrder } from './admin-order-page.service.ts';

/** The admin's page of one order, and cash received. */
export async function adminOrderPageRoutes(app: FastifyInstance, deps: AppDeps) {
  contractRoute(app, 'admin/order', async ({ body, caller }) => {
    const page = toAdminOrderPageReply(await adminOrder(deps, caller, body));
    return ok({ ...page, creditNotes: await creditNotesOf(deps.db, page.order.order_id) });
  });
  contractRoute(app, 'admin/cash-received', async ({ body, caller }) => {
    const done = await recordCashReceived(deps, caller, body);
    return ok({
      message: done.message,
      alreadyRecorded: done.alreadyRecorded,
      cashReceivedDate: done.receivedAt.getTime(),
      cashReceivedBy: done.receivedBy,
    });
  });
}
