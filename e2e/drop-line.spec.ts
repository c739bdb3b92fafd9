import { mkdir } from 'node:fs/promises';
import type { APIRequestContext, Browser, Page, TestInfo } from '@playwright/test';
import { epochToIstLocal } from '../src/shared/rules/drops.ts';
import { slugFromDetails } from '../src/shared/rules/slug.ts';
import {
  ADMIN,
  apiLogin,
  createAccount,
  newAccount,
  postOk,
  seedSession,
} from './account-helpers.ts';
import { expect, expectAccessible, expectNoHorizontalOverflow, test } from './fixtures.ts';
import { ownServerForBlock } from './own-server.ts';

/**
 * The line at a drop's opening (docs/product.md#the-line-at-a-drops-opening): a server of its own
 * lets one student in every 20 s. A student's page shows her place, the estimate and the stock
 * left, then her turn with PRE-ORDER; another waiting student is told at once when the last
 * pieces go.
 */
const SHOTS = process.env.E2E_LINE_SHOTS ?? 'test-results/drop-line';

async function newProduct(request: APIRequestContext, token: string, name: string) {
  const template = (await (await request.get('/api/v1/products/get-product')).json()) as {
    product_id: number;
  }[];
  const details = (await (
    await request.get(`/api/v1/products/get-product-details/${template[0]!.product_id}`)
  ).json()) as { imageUrl: string[] };
  const body = await postOk(
    request,
    'products/add-product',
    {
      name,
      details: name,
      description: 'A tee sold only as a pre-order at a crowded opening.',
      price: 599,
      style: 'regular',
      sizeQuantities: ['S', 'M', 'L'].map((size) => ({ size, quantity: 0 })),
      imageUrl: details.imageUrl,
    },
    token,
  );
  return Number(body.product_id);
}

async function student(request: APIRequestContext, testInfo: TestInfo, tag: string) {
  const account = newAccount(testInfo, tag);
  await createAccount(request, account);
  return apiLogin(request, account);
}

test.describe("a drop's line at its opening", () => {
  const own = ownServerForBlock({ DROP_LINE_RATE: '0.05' }, 'E2E_LINE_PORT');

  test('place in line, the turn, and a sell-out while waiting', async ({ browser }, testInfo) => {
    test.setTimeout(240_000);
    const api = own.api;
    const project = testInfo.project.name;
    await mkdir(SHOTS, { recursive: true });
    const shot = (on: Page, name: string) =>
      on.screenshot({ path: `${SHOTS}/${name}-${project}.png`, fullPage: true });
    const admin = await apiLogin(api, ADMIN);
    const name = `Line Tee ${project} ${Date.now().toString(36)}`;
    const productId = await newProduct(api, admin.token, name);
    const [first, asha, late] = [
      await student(api, testInfo, 'first'),
      await student(api, testInfo, 'asha'),
      await student(api, testInfo, 'late'),
    ];
    const listed = (await postOk(api, 'admin/drops', {}, admin.token)) as { serverNow: number };
    const opensAt = Math.ceil((listed.serverNow + 3000) / 1000) * 1000;
    const created = (await postOk(
      api,
      'admin/drops/create',
      {
        name: `Line Drop ${project}`,
        opensAt: epochToIstLocal(opensAt),
        closesAt: epochToIstLocal(opensAt + 3_600_000),
        perStudentLimit: 2,
        readyBy: epochToIstLocal(opensAt + 10 * 86_400_000).slice(0, 10),
        cashAllowed: true,
        capKind: 'total',
        products: [{ productId, cap: 2 }],
      },
      admin.token,
    )) as { drop: { id: number } };
    const dropId = created.drop.id;
    const productPage = `/products/${slugFromDetails(name)}/${productId}`;
    const call = (path: string, data: object, token: string) =>
      api.post(`/api/v1/${path}`, { data, headers: { Authorization: `Bearer ${token}` } });
    const buy = async (token: string) => {
      const added = await call(
        'products/addToCart',
        { productId, selectedSize: 'L', dropId },
        token,
      );
      expect(added.status(), await added.text()).toBe(200);
    };
    const place = async (token: string) => {
      const placed = await call('payment/confirm', { deliveryMethod: 'pickup' }, token);
      expect(placed.status(), await placed.text()).toBe(200);
    };

    // The first student in goes straight through (one admission is always ready).
    await expect
      .poll(async () => (await call(`drops/${dropId}/queue/join`, {}, first.token)).status(), {
        timeout: 20_000,
      })
      .toBe(200);
    await buy(first.token);

    const open = async (b: Browser, session: object) => {
      const context = await b.newContext({
        baseURL: own.baseURL,
        viewport: testInfo.project.use.viewport!,
        hasTouch: true,
      });
      const page = await context.newPage();
      await seedSession(page, { ...session });
      await page.goto(productPage);
      return page;
    };

    const page = await open(browser, asha);
    await test.step("Asha's page: her place, the estimate and what is left", async () => {
      await expect(page.getByText('You’re in line')).toBeVisible();
      await expect(page.getByText('You are number 1')).toBeVisible();
      await expect(page.getByText(/Your turn comes in about \d+ seconds?\./)).toBeVisible();
      await expect(page.getByText('Left now: 2 pieces')).toBeVisible();
      await expect(page.getByRole('button', { name: 'PRE-ORDER' })).toHaveCount(0);
      await expectAccessible(page);
      await expectNoHorizontalOverflow(page);
      await shot(page, 'in-line');
    });

    await test.step('her turn: the time to check out and PRE-ORDER', async () => {
      await expect(
        page.getByText(/^It’s your turn: \d+ min \d+ s to place your order\.$/),
      ).toBeVisible({
        timeout: 45_000,
      });
      await page.locator('label', { has: page.getByRole('radio', { name: /^M\b/ }) }).click();
      await page.getByRole('button', { name: 'PRE-ORDER' }).click();
      await expect(page.getByText('Added to cart')).toBeVisible();
      await shot(page, 'your-turn');
    });

    const waiting = await open(browser, late);
    await test.step('the last pieces go while another student waits: she is told at once', async () => {
      await expect(waiting.getByText('You are number 1')).toBeVisible();
      await place(first.token);
      await place(asha.token);
      // Told at her next poll: at most 15 s apart (docs/product.md), plus the answer's own time.
      await expect(waiting.getByText('Every piece of', { exact: false })).toBeVisible({
        timeout: 20_000,
      });
      await expect(waiting.getByText('Sold out', { exact: true })).toBeVisible();
      await expect(waiting.getByText(/You are number/)).toHaveCount(0);
      await expectAccessible(waiting);
      await shot(waiting, 'sold-out');
    });
  });
});
