import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { contractRoute } from '../../plugins/contract-routes.ts';
import { ok } from '../../lib/replies.ts';
import { readyByDaysOf } from './placement/delivery-terms.ts';
import { toOrderDetailReply, toOrderReply, toOrderView } from './orders.mapper.ts';
import { myOrder, myOrders, orderItemDetail } from './orders.service.ts';
import { refundsOfOrder } from './changes/order-refunds.service.ts';
import { orderExchanges } from './exchange/exchange.service.ts';
import { withCancellable } from './changes/cancellable.ts';
import { creditNotesOf } from './invoice/credit-note.service.ts';

/** The caller's orders and one ordered item's detail (owner or admin). */
export async function orderRoutes(app: FastifyInstance, deps: AppDeps) {
  contractRoute(app, 'products/orders', async ({ caller }) =>
    ok({ products: (await myOrders(deps, caller)).map(toOrderReply) }),
  );
  contractRoute(app, 'products/get-individual-order/:id', async ({ caller, params }) => {
    const { order, item } = await orderItemDetail(deps, caller, { orderItemId: params.id });
    return ok(toOrderDetailReply(order, item));
  });
  const readyByDays = readyByDaysOf(deps.config);
  contractRoute(app, 'products/my-orders', async ({ caller }) =>
    ok({ orders: (await myOrders(deps, caller)).map((o) => toOrderView(o, readyByDays)) }),
  );
  contractRoute(app, 'products/my-order', async ({ caller, body }) => {
    const order = await myOrder(deps, caller, body);
    const refunds = await refundsOfOrder(deps.db, order.id);
    const exchange = await orderExchanges(deps, order);
    const creditNotes = await creditNotesOf(deps.db, order.id);
    const view = withCancellable(order, toOrderView(order, readyByDays), deps.clock());
    return ok({ order: { ...view, refunds, exchange, creditNotes } });
  });
}
