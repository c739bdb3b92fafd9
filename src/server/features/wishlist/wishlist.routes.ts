import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { contractRoute } from '../../plugins/contract-routes.ts';
import { ok } from '../../lib/replies.ts';
import { toProductReply } from '../catalog/index.ts';
import { getWishlist, toggleWishlist } from './wishlist.service.ts';

/** The caller's wishlist (the token is required, as for every user-specific call). */
export async function wishlistRoutes(app: FastifyInstance, deps: AppDeps) {
  contractRoute(app, 'products/toggleWishlist', async ({ body, caller }) =>
    ok(await toggleWishlist(deps, caller, body)),
  );
  contractRoute(app, 'products/get-wishlisted-products', async ({ caller }) =>
    ok({ products: (await getWishlist(deps, caller)).map(toProductReply) }),
  );
}
