import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expect } from './fixtures.ts';
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

/**
 * The student reports an item as damaged from the order page (an order number, or an item id
 * whose old link lands on its order); answers the request's reference.
 */
export async function reportDamaged(page: Page, orderIdOrItemId: number | string) {
  await page.goto(`/profile/my-orders/${orderIdOrItemId}`);
  const panel = page.getByRole('region', { name: 'Help with this order' });
  await panel.getByRole('button', { name: 'Get help with this order' }).click();
  await panel.getByRole('radio', { name: /Wrong or damaged item/ }).check();
  await panel.getByLabel(/^What happened\?/).fill('The print is torn across the front.');
  await panel.getByRole('button', { name: 'Send request' }).click();
  const item = panel.getByRole('listitem').filter({ hasText: 'Wrong or damaged item' });
  await expect(item.getByText('Waiting for our answer')).toBeVisible();
  return /HLP-\d{5}/.exec((await item.textContent()) ?? '')![0];
}

/**
 * An online order of one piece paid on the sandbox gateway's page through the API (set-up):
 * to a hostel, or home to one of the student's saved addresses. Answers its order id.
 */
export async function placePaidOrder(
  request: APIRequestContext,
  token: string,
  productId: number,
  size: string,
  to: { hostel: string } | { addressId: number },
): Promise<number> {
  await postOk(
    request,
    'products/addToCart',
    { productId, selectedSize: size, quantity: 1 },
    token,
  );
  const started = await postOk(
    request,
    'payment/order',
    'hostel' in to ? { deliveryMethod: 'hostel', ...to } : { deliveryMethod: 'delivery', ...to },
    token,
  );
  const paid = await request.post(started.link as string, {
    form: { outcome: 'success', method: 'UPI_INTENT' },
    maxRedirects: 0,
  });
  const ref = (paid.headers().location ?? '').split('/paymentValid/')[1]!;
  const done = await postOk(request, 'payment/order/validate', { id: ref }, token);
  return Number(done.order_id);
}
