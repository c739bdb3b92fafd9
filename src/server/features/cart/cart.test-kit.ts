import { expect } from 'vitest';
import type { CartLine } from '#shared/contract/cart.ts';
import type { TestShop } from '../../test/test-shop.ts';

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

/** The failure body's code and message (and the HTTP status), for compact assertions. */
export function failure(res: { statusCode: number; json(): unknown }) {
  const body = res.json() as { status: number; code: string; message: string };
  expect(body.status).toBe(404);
  return { http: res.statusCode, code: body.code, message: body.message };
}
