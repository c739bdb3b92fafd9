import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { contractRoute } from '../../plugins/contract-routes.ts';
import { getWishlist, toggleWishlist } from './wishlist.service.ts';

/** The caller's wishlist (the token is required, as for every user-specific call). */
export async function wishlistRoutes(app: FastifyInstance, { db }: AppDeps) {
  contractRoute(app, 'products/toggleWishlist', ({ body, caller }) =>
    toggleWishlist(db, caller.userId, body.productId),
  );
  contractRoute(app, 'products/get-wishlisted-products', ({ caller }) =>
    getWishlist(db, caller.userId),
  );
}
