import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { OrderFilters } from '#shared/contract/admin-orders.ts';
import { OptionalEmail } from '#shared/contract/common.ts';
import { API_PREFIX } from '#shared/contract/endpoint.ts';
import { istDay } from '#shared/rules/admin.ts';
import type { AppDeps } from '../../deps.ts';
import type { Caller } from '../../lib/caller.ts';
import { ok } from '../../lib/replies.ts';
import { accessHooks } from '../../plugins/auth.ts';
import { callerOf, contractRoute } from '../../plugins/contract-routes.ts';
import { pickList, summary } from './admin-dashboard.service.ts';
import { CSV_BOM, csvRow } from '../../lib/csv.ts';
import { CSV_HEADER, orderRows } from './admin-orders-csv.ts';
import { toAdminOrderReply, toPickGroupReply, toSummaryReply } from './admin-orders.mapper.ts';
import { handOver } from '../orders/index.ts';
import { allOrders, ordersForExport } from './admin-orders.service.ts';

/** The admin's orders: list, mark delivered, summary strip, pick list and CSV export. */
export async function adminOrderRoutes(app: FastifyInstance, deps: AppDeps) {
  contractRoute(app, 'products/allOrders', async ({ body, caller }) => {
    const page = await allOrders(deps, caller, body);
    return ok({
      products: page.orders.map(toAdminOrderReply),
      total: page.total,
      page: page.page,
      pageSize: page.pageSize,
    });
  });
  contractRoute(app, 'products/delivered', async ({ body, caller }) => {
    const done = await handOver(deps, caller, {
      target: { itemId: body.orderItem_id },
      confirmation: 'code-if-given',
      handoverCode: body.handoverCode,
      reason: body.reason,
    });
    return ok({
      message: done.message,
      alreadyDelivered: done.alreadyDelivered,
      deliveredDate: done.deliveredAt.getTime(),
    });
  });
  contractRoute(app, 'admin/summary', async ({ caller }) =>
    ok(toSummaryReply(await summary(deps, caller))),
  );
  contractRoute(app, 'admin/pick-list', async ({ body, caller }) => {
    const list = await pickList(deps, caller, body);
    return ok({
      groups: list.groups.map(toPickGroupReply),
      totalItems: list.totalItems,
      generatedAt: list.generatedAt.getTime(),
      orders: list.orders.map((o) => ({
        order_id: o.id,
        version: o.version,
        deliveryMethod: o.deliveryMethod,
        orderNumber: o.orderNumber,
        ...(o.recipient.name || o.recipient.phone
          ? { recipient: { name: o.recipient.name, phoneNumber: o.recipient.phone } }
          : {}),
      })),
    });
  });

  // The CSV export streams text/csv, so it is a plain route with the admin's access hooks.
  const access = accessHooks(app, 'admin');
  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'POST',
    url: `${API_PREFIX}/admin/orders.csv`,
    schema: {
      summary: 'The filtered orders list as CSV, one row per item, streamed (admin)',
      // Beyond the original contract's calls, marked as contract-routes.ts marks the others.
      tags: ['admin', 'addition'],
      'x-addition': true,
      security: [{ bearer: [] }],
      body: OrderFilters.extend({ email: OptionalEmail }),
    },
    onRequest: access.onRequest,
    preValidation: async (request) => {
      (request as { body: unknown }).body ??= {};
    },
    preHandler: access.preHandler,
    handler: async (request, reply) => {
      const caller = callerOf(request) as Caller;
      const batches = ordersForExport(deps, caller, request.body);
      async function* lines() {
        yield CSV_BOM + csvRow(CSV_HEADER);
        for await (const batch of batches) {
          yield orderRows(batch.orders, deps.config.PICKUP_POINT, batch.refunds);
        }
      }
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="orders-${istDay(deps.clock().getTime())}.csv"`,
        )
        .header('cache-control', 'no-store')
        .send(Readable.from(lines()));
    },
  });
}
