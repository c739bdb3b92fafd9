import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { contractRoute } from '../../plugins/contract-routes.ts';
import { addToCart } from './cart.service.ts';
import { changeQuantity, changeSize, moveToWishlist, removeFromCart } from './cart-line.service.ts';
import { getCart } from './cart.queries.ts';

/** The caller's cart (every call needs the token; lines are only ever the caller's own). */
export async function cartRoutes(app: FastifyInstance, { db }: AppDeps) {
  contractRoute(app, 'products/addToCart', ({ body, caller }) =>
    addToCart(db, caller.userId, body),
  );
  contractRoute(app, 'products/getProductsInCart', ({ caller }) => getCart(db, caller.userId));
  contractRoute(app, 'products/changeSizeInCart', ({ body, caller }) =>
    changeSize(db, caller.userId, body),
  );
  contractRoute(app, 'products/changeQuantityInCart', ({ body, caller }) =>
    changeQuantity(db, caller.userId, body),
  );
  contractRoute(app, 'products/removeFromCart', ({ body, caller }) =>
    removeFromCart(db, caller.userId, body),
  );
  contractRoute(app, 'products/moveToWishlist', ({ body, caller }) =>
    moveToWishlist(db, caller.userId, body),
  );
}
