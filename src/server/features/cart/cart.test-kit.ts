import { expect } from 'vitest';
import type { CartLine } from '#shared/contract/cart.ts';
import { insertUser } from '../../test/db-fixtures.ts';
import { logIn, type TestShop } from '../../test/test-shop.ts';
import { hashPassword } from '../auth/password.ts';

/** Helpers for cart and wishlist API tests: calls with a real token, the cart as the API shows it. */

export interface Customer {
  email: string;
  token: string;
}

export function addToCart(shop: TestShop, who: Customer, body: Record<string, unknown>) {
  return shop.call('products/addToCart', { email: who.email, ...body }, { token: who.token });
}

export async function cartOf(shop: TestShop, who: Customer): Promise<CartLine[]> {
  const res = await shop.call(
    'products/getProductsInCart',
    { email: who.email },
    { token: who.token },
  );
  expect(res.statusCode).toBe(200);
  return (res.json() as { products: CartLine[] }).products;
}

/**
 * `count` new customers, signed in through the API, each with one of the product in size M in
 * the cart: the buyers of a race at checkout.
 */
export async function buyersWithCart(
  shop: TestShop,
  count: number,
  productId: number,
): Promise<Customer[]> {
  const passwordHash = await hashPassword('race password');
  return Promise.all(
    Array.from({ length: count }, async () => {
      const user = await insertUser(shop.db, { passwordHash });
      const who = { email: user.email, token: await logIn(shop, user.email, 'race password') };
      expect((await addToCart(shop, who, { productId, selectedSize: 'M' })).statusCode).toBe(200);
      return who;
    }),
  );
}

/** The failure body's code and message (and the HTTP status), for compact assertions. */
export function failure(res: { statusCode: number; json(): unknown }) {
  const body = res.json() as { status: number; code: string; message: string };
  expect(body.status).toBe(404);
  return { http: res.statusCode, code: body.code, message: body.message };
}
