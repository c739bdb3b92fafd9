import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../deps.ts';
import type { Caller } from '../../../lib/caller.ts';
import { ok } from '../../../lib/replies.ts';
import { contractRoute } from '../../../plugins/contract-routes.ts';
import { baggingList } from './bags.service.ts';
import { handOverBags } from './bags-handover.service.ts';

/** The clubs area's access check (ADR 023), passed in by app.ts: orders does not import clubs. */
export type ClubForManager = (
  deps: Pick<AppDeps, 'db'>,
  caller: Caller,
  slug: string,
) => Promise<{ id: number }>;

/**
 * A drop's handover (docs/product.md#drops): the bagging list and bags handed over by code, for
 * the admin, and for a club's manager on their club's drops.
 */
export async function bagRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  clubs: { clubForManager: ClubForManager },
) {
  contractRoute(app, 'admin/drops/bagging', async ({ body }) =>
    ok(await baggingList(deps, body.id)),
  );
  contractRoute(app, 'admin/drops/hand-over-bags', async ({ body, caller }) =>
    ok(await handOverBags(deps, caller, { dropId: body.id, codes: body.codes })),
  );
  contractRoute(app, 'clubs/:slug/drops/bagging', async ({ params, body, caller }) => {
    const club = await clubs.clubForManager(deps, caller, params.slug);
    return ok(await baggingList(deps, body.id, club.id));
  });
  contractRoute(app, 'clubs/:slug/drops/hand-over-bags', async ({ params, body, caller }) => {
    const club = await clubs.clubForManager(deps, caller, params.slug);
    return ok(
      await handOverBags(deps, caller, { dropId: body.id, codes: body.codes, clubId: club.id }),
    );
  });
}
