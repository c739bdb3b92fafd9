import type { APIRequestContext, TestInfo } from '@playwright/test';
import { apiLogin, createAccount, newAccount, postOk } from './account-helpers.ts';
import type { ApiProduct } from './fixtures.ts';

/** A new signed-up student, signed in through the API: their account and session. */
export async function newBuyer(request: APIRequestContext, testInfo: TestInfo, tag: string) {
  const account = newAccount(testInfo, tag);
  await createAccount(request, account);
  return { account, session: await apiLogin(request, account) };
}

/** A demo shop tee with more than `atLeast` pieces in each of these sizes (tests take some). */
export function teeInSizes(products: ApiProduct[], sizes: string[], atLeast = 3): ApiProduct {
  const tee = products.find(
    (p) =>
      p.isInstibuzz &&
      sizes.every((size) => p.sizeQuantities.some((s) => s.size === size && s.quantity > atLeast)),
  );
  if (!tee) throw new Error(`no demo tee has more than ${atLeast} in ${sizes.join(', ')}`);
  return tee;
}

/**
 * A cash-on-delivery pickup order of one piece per size, placed through the API (set-up, not
 * what a test checks); answers its order id.
 */
export async function placePickupOrder(
  request: APIRequestContext,
  token: string,
  productId: number,
  sizes: string[],
): Promise<number> {
  for (const size of sizes) {
    await postOk(
      request,
      'products/addToCart',
      { productId, selectedSize: size, quantity: 1 },
      token,
    );
  }
  const placed = await postOk(request, 'payment/confirm', { deliveryMethod: 'pickup' }, token);
  return Number(placed.order_id);
}
