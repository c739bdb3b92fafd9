import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../deps.ts';
import { ok } from '../../../lib/replies.ts';
import { contractRoute } from '../../../plugins/contract-routes.ts';
import { swapExchange } from './exchange-swap.service.ts';
import { askExchange, decideExchange, listExchanges } from './exchange.service.ts';

/** Size exchanges: the student asks, the admin lists, decides and swaps (docs/product.md#size-exchange). */
export async function exchangeRoutes(app: FastifyInstance, deps: AppDeps) {
  contractRoute(app, 'orders/exchange', async ({ body, caller }) =>
    ok(await askExchange(deps, caller, body)),
  );
  contractRoute(app, 'admin/exchanges', async ({ body }) =>
    ok({ exchanges: await listExchanges(deps, body.order_id) }),
  );
  contractRoute(app, 'admin/exchange/decide', async ({ body, caller }) =>
    ok(await decideExchange(deps, caller, body)),
  );
  contractRoute(app, 'admin/exchange/swap', async ({ body, caller }) =>
    ok(await swapExchange(deps, caller, body)),
  );
}
