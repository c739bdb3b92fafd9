import { expect } from 'vitest';
import type { Db } from '../../../db/client.ts';
import { insertUser } from '../../../test/db-fixtures.ts';
import { logIn, type TestShop } from '../../../test/test-shop.ts';
import { hashPassword } from '../../auth/password.ts';
import { addToCart, type Customer } from '../../cart/cart.test-kit.ts';

/** `count` customers, each logged in with one piece of the product's size M in the cart. */
export async function buyersWithOneInCart(
  shop: TestShop,
  db: Db,
  productId: number,
  count: number,
): Promise<Customer[]> {
  const passwordHash = await hashPassword('buyer password');
  return Promise.all(
    Array.from({ length: count }, async () => {
      const user = await insertUser(db, { passwordHash });
      const who = { email: user.email, token: await logIn(shop, user.email, 'buyer password') };
      expect((await addToCart(shop, who, { productId, selectedSize: 'M' })).statusCode).toBe(200);
      return who;
    }),
  );
}

/** Every buyer presses PLACE ORDER (cash, pickup) at the same moment; the replies in order. */
export function placeAllAtOnce(shop: TestShop, buyers: readonly Customer[]) {
  return Promise.all(
    buyers.map((b) =>
      shop.call(
        'payment/confirm',
        { email: b.email, deliveryMethod: 'pickup' },
        { token: b.token },
      ),
    ),
  );
}
