import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { contractRoute } from '../../plugins/contract-routes.ts';
import { ok } from '../../lib/replies.ts';
import { closeDrop, createDrop, listDrops, updateDrop } from './drop-admin.service.ts';
import { dropOfProduct, openDrops } from './drops.service.ts';
import { printRun, sendToPrint, type StartPrinting } from './drop-print-run.service.ts';
import { ordersOverTime } from './drop-orders-chart.service.ts';
import { extendDrop } from './drop-extend.service.ts';
import { clubForManager } from '../clubs/index.ts';

/**
 * Pre-order drops (docs/product.md#drops): students' reads and the admin's calls. `orders` is the
 * orders area's service a drop sent to print calls (app.ts passes it: drops does not import orders).
 */
export async function dropRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  orders: { startPrinting: StartPrinting },
) {
  contractRoute(app, 'drops', async () => ok(await openDrops(deps)));
  contractRoute(app, 'drops/product/:productId', async ({ params, caller }) =>
    ok(await dropOfProduct(deps, caller, params.productId)),
  );
  contractRoute(app, 'admin/drops', async () =>
    ok({ serverNow: deps.clock().getTime(), drops: await listDrops(deps) }),
  );
  contractRoute(app, 'admin/drops/create', async ({ body }) => {
    const drop = await createDrop(deps, body);
    return ok({ message: `${drop.name} created`, drop });
  });
  contractRoute(app, 'admin/drops/update', async ({ body }) => {
    const drop = await updateDrop(deps, body);
    return ok({ message: `${drop.name} saved`, drop });
  });
  contractRoute(app, 'admin/drops/close', async ({ body }) => ok(await closeDrop(deps, body.id)));
  contractRoute(app, 'admin/drops/extend', async ({ body, caller }) =>
    ok(await extendDrop(deps, caller, body)),
  );
  contractRoute(app, 'clubs/:slug/drops/extend', async ({ params, body, caller }) => {
    const club = await clubForManager(deps, caller, params.slug);
    return ok(await extendDrop(deps, caller, body, club.id));
  });
  contractRoute(app, 'admin/drops/print-run', async ({ body }) =>
    ok(await printRun(deps, body.id)),
  );
  contractRoute(app, 'admin/drops/orders-over-time', async ({ body }) =>
    ok(await ordersOverTime(deps, body.id)),
  );
  contractRoute(app, 'admin/drops/sent-to-print', async ({ body, caller }) =>
    ok(await sendToPrint(deps, caller, body.id, orders.startPrinting)),
  );
}
