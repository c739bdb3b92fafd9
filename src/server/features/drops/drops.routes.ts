import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import type { Caller } from '../../lib/caller.ts';
import { contractRoute } from '../../plugins/contract-routes.ts';
import { ok } from '../../lib/replies.ts';
import { closeDrop, createDrop, listDrops, updateDrop } from './drop-admin.service.ts';
import { dropOfProduct, openDrops } from './drops.service.ts';
import { printRun, sendToPrint, type StartPrinting } from './drop-print-run.service.ts';
import { ordersOverTime } from './drop-orders-chart.service.ts';
import { extendDrop } from './drop-extend.service.ts';
import { clubForManager } from '../clubs/index.ts';
import { joinLine, lineStatus } from './drop-line.service.ts';
import { addMemberList, remindMembers, roster, rosterDrop } from './drop-roster.service.ts';

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
  contractRoute(app, 'drops/product/:productId', async ({ params, query, caller }) =>
    ok(await dropOfProduct(deps, caller, params.productId, query.key || undefined)),
  );
  // The line at a drop's opening (ADR 028): joining needs a signed-in student's token (its
  // session row is read by the addition and the order a place leads to, ADR 027); the polls,
  // the ticket only.
  contractRoute(
    app,
    'drops/:dropId/queue/join',
    async ({ params, body, caller }) =>
      ok(await joinLine(deps, { userId: caller.userId, key: body.key }, params.dropId)),
    { identity: 'token' },
  );
  contractRoute(app, 'drops/:dropId/queue', async ({ params, query }) =>
    ok(await lineStatus(deps, params.dropId, query.ticket)),
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
  // Members-only drops and the roster (docs/product.md#members-only-drops): the admin's calls,
  // and a club's manager's for the club's own drops (ADR 023: clubForManager first).
  contractRoute(app, 'admin/drops/members', async ({ body }) =>
    ok(await addMemberList(deps, await rosterDrop(deps, body.id), body.list)),
  );
  contractRoute(app, 'admin/drops/roster', async ({ body }) =>
    ok(await roster(deps, await rosterDrop(deps, body.id))),
  );
  contractRoute(app, 'admin/drops/roster/remind', async ({ body }) =>
    ok(await remindMembers(deps, await rosterDrop(deps, body.id))),
  );
  const clubDrop = async (caller: Caller, slug: string, dropId: number) => {
    const club = await clubForManager(deps, caller, slug);
    return rosterDrop(deps, dropId, club.id);
  };
  contractRoute(app, 'clubs/:slug/drops/:dropId/members', async ({ params, body, caller }) =>
    ok(await addMemberList(deps, await clubDrop(caller, params.slug, params.dropId), body.list)),
  );
  contractRoute(app, 'clubs/:slug/drops/:dropId/roster', async ({ params, caller }) =>
    ok(await roster(deps, await clubDrop(caller, params.slug, params.dropId))),
  );
  contractRoute(app, 'clubs/:slug/drops/:dropId/remind', async ({ params, caller }) =>
    ok(await remindMembers(deps, await clubDrop(caller, params.slug, params.dropId))),
  );
}
