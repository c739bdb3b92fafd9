import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { contractRoute } from '../../plugins/contract-routes.ts';
import { ok } from '../../lib/replies.ts';
import {
  fromAddToCartBody,
  fromCartLineBody,
  fromGuestCartBody,
  toCartLineReply,
} from './cart.mapper.ts';
import { refuseUntilAdmitted } from '../drops/index.ts';
import { mergeGuestCart } from './cart-merge.service.ts';
import { addToCart, getCart } from './cart.service.ts';
import { changeQuantity, changeSize, moveToWishlist, removeFromCart } from './cart-line.service.ts';

/** The caller's cart (every call needs the token; lines are only ever the caller's own). */
export async function cartRoutes(app: FastifyInstance, deps: AppDeps) {
  contractRoute(
    app,
    'products/addToCart',
    async ({ body, caller, confirmSession }) => {
      const addition = fromAddToCartBody(body);
      const { dropId, productId, selectedSize: size } = addition;
      // After the sold-out marks' answer (said from the token alone, ADR 027; a size sold out
      // is said, never a place in line) and before any row: the session, then at a drop's
      // opening its line's gate (ADR 028).
      const gate = async () => {
        await confirmSession();
        if (dropId !== undefined) {
          await refuseUntilAdmitted(deps, caller.userId, dropId, undefined, { productId, size });
        }
      };
      return ok(await addToCart(deps, caller, addition, gate));
    },
    { identity: 'token' },
  );
  contractRoute(app, 'products/getProductsInCart', async ({ caller }) => {
    const { lines, preOrders, couponCode } = await getCart(deps, caller);
    return ok({
      products: lines.map((l) => toCartLineReply(l, lines, preOrders)),
      ...(couponCode ? { couponCode } : {}),
    });
  });
  contractRoute(app, 'products/merge-guest-cart', async ({ body, caller }) =>
    ok(await mergeGuestCart(deps, caller, fromGuestCartBody(body))),
  );
  contractRoute(app, 'products/changeSizeInCart', async ({ body, caller }) =>
    ok(await changeSize(deps, caller, fromCartLineBody(body))),
  );
  contractRoute(app, 'products/changeQuantityInCart', async ({ body, caller }) =>
    ok(await changeQuantity(deps, caller, fromCartLineBody(body))),
  );
  contractRoute(app, 'products/removeFromCart', async ({ body, caller }) =>
    ok(await removeFromCart(deps, caller, fromCartLineBody(body))),
  );
  contractRoute(app, 'products/moveToWishlist', async ({ body, caller }) =>
    ok(await moveToWishlist(deps, caller, fromCartLineBody(body))),
  );
}
