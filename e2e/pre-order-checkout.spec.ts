import type { APIRequestContext } from '@playwright/test';
import { istDay } from '../src/shared/rules/admin.ts';
import { epochToIstLocal } from '../src/shared/rules/drops.ts';
import { formatReadyBy } from '../src/shared/rules/ready-by.ts';
import { slugFromDetails } from '../src/shared/rules/slug.ts';
import { ADMIN, apiLogin, seedSession } from './account-helpers.ts';
import { expect, expectNoHorizontalOverflow, test, watchForErrors } from './fixtures.ts';
import { newBuyer } from './order-helpers.ts';

/**
 * A pre-order through the cart and the payment page (docs/product.md#drops): the line is labelled
 * with its drop and the drop's ready date, its quantity menu stops at the limit per student, and
 * a drop paid online only offers no Cash on Delivery, saying why.
 */

const DAY = 24 * 3600_000;

/** A live drop, paid online only, at most 2 per student, of a new product of its own. */
async function liveOnlineDrop(request: APIRequestContext, name: string) {
  const admin = await apiLogin(request, ADMIN);
  const headers = { Authorization: `Bearer ${admin.token}` };
  const template = (await (await request.get('/api/v1/products/get-product')).json()) as {
    imageUrl: string[];
  }[];
  const product = await request.post('/api/v1/products/add-product', {
    data: {
      name,
      details: name,
      description: 'A tee sold only as a pre-order in the checkout test.',
      price: 549,
      style: 'regular',
      sizeQuantities: ['S', 'M', 'L'].map((size) => ({ size, quantity: 0 })),
      imageUrl: template[0]!.imageUrl,
    },
    headers,
  });
  expect(product.ok(), await product.text()).toBeTruthy();
  const productId = ((await product.json()) as { product_id: number }).product_id;
  const now = Date.now();
  const readyBy = istDay(now + 20 * DAY);
  const drop = await request.post('/api/v1/admin/drops/create', {
    data: {
      name: `${name} Drop`,
      opensAt: epochToIstLocal(Math.floor((now - 60_000) / 60_000) * 60_000),
      closesAt: epochToIstLocal(Math.floor((now + 2 * 3600_000) / 60_000) * 60_000),
      perStudentLimit: 2,
      readyBy,
      cashAllowed: false,
      products: [{ productId }],
    },
    headers,
  });
  expect(drop.ok(), await drop.text()).toBeTruthy();
  return { productId, readyBy, dropName: `${name} Drop` };
}

test('a pre-order of an online-only drop: labelled, capped and paid online', async ({
  page,
  request,
  toast,
}, testInfo) => {
  const errors = watchForErrors(page);
  const name = `Preorder Tee ${testInfo.project.name} ${Date.now().toString(36)}`;
  const { productId, readyBy, dropName } = await liveOnlineDrop(request, name);
  const buyer = await newBuyer(request, testInfo, 'preorder');
  await seedSession(page, { ...buyer.session });
  const readyText = formatReadyBy(readyBy);

  await test.step('product page: pre-order one in size M', async () => {
    await page.goto(`/products/${slugFromDetails(name)}/${productId}`);
    await page.locator('label', { has: page.getByRole('radio', { name: /^M\b/ }) }).click();
    await page.getByRole('button', { name: 'PRE-ORDER' }).click();
    await expect(toast('Added to cart')).toBeVisible();
    await page.getByRole('link', { name: 'GO TO CART' }).click();
  });

  await test.step('cart: the line is a pre-order, ready by the drop date, at most 2', async () => {
    const line = page.getByRole('article', { name });
    await expect(line.getByText('Pre-order', { exact: true })).toBeVisible();
    await expect(line).toContainText(`${dropName} · Ready by ${readyText} · paid online only`);
    const qty = line.getByLabel(/^Qty/);
    await expect(qty.locator('option')).toHaveText(['1', '2']);
    await expect(page.getByText(/^Ready for pickup by/)).toHaveText(
      `Ready for pickup by ${readyText}`,
    );
    await expectNoHorizontalOverflow(page);
    await page.getByRole('button', { name: 'PROCEED TO PAYMENT' }).click();
  });

  await test.step('payment: no Cash on Delivery, and why; Pay Online is chosen', async () => {
    await expect(page).toHaveURL('/payment?method=pickup');
    const cash = page.getByRole('radio', { name: /^Cash on Delivery/ });
    await expect(cash).toBeDisabled();
    await expect(cash).not.toBeChecked();
    await expect(page.getByRole('group', { name: 'Payment method' })).toContainText(
      `${name} is a pre-order in ${dropName}, which is paid online only.`,
    );
    await expect(page.getByRole('radio', { name: /^Pay Online/ })).toBeChecked();
    await expect(page.getByRole('button', { name: /^PAY/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'PLACE ORDER' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: /^Order summary/ })).toContainText(
      `${dropName} · Ready by ${readyText}`,
    );
    await expectNoHorizontalOverflow(page);
  });
  errors.expectNone();
});
