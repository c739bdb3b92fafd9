import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../deps.ts';
import { ok } from '../../../lib/replies.ts';
import { contractRoute } from '../../../plugins/contract-routes.ts';
import { decideRemedy } from './decide-remedy.service.ts';
import {
  giveUpiId,
  helpRemedies,
  remedyReply,
  handReplacementOver,
  markPayoutPaid,
  myOrderRemedies,
  orderRemedies,
  payoutsToMake,
} from './remedies.service.ts';

/** Wrong or damaged items: the admin's remedies and payouts, the student's view and UPI id. */
export async function remedyRoutes(app: FastifyInstance, deps: AppDeps) {
  contractRoute(app, 'admin/help/remedy', async ({ body, caller }) => {
    const decided = await decideRemedy(deps, caller, body);
    return ok({
      message: decided.message,
      alreadyRecorded: decided.alreadyRecorded,
      remedy: await remedyReply(deps, decided.remedyId),
    });
  });
  contractRoute(app, 'admin/help/remedies', async ({ body }) => ok(await helpRemedies(deps, body)));
  contractRoute(app, 'admin/order/remedies', async ({ body }) =>
    ok({ remedies: await orderRemedies(deps, body) }),
  );
  contractRoute(app, 'admin/payouts', async () => ok({ payouts: await payoutsToMake(deps) }));
  contractRoute(app, 'admin/payouts/paid', async ({ body, caller }) =>
    ok(await markPayoutPaid(deps, caller, body)),
  );
  contractRoute(app, 'admin/replacement/handed-over', async ({ body, caller }) =>
    ok(await handReplacementOver(deps, caller, body)),
  );
  contractRoute(app, 'orders/remedies', async ({ body, caller }) =>
    ok({ remedies: await myOrderRemedies(deps, caller, body) }),
  );
  contractRoute(app, 'orders/remedies/upi', async ({ body, caller }) =>
    ok(await giveUpiId(deps, caller, body)),
  );
}
