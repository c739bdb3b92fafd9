import type { APIRequestContext, Browser, Page } from '@playwright/test';
import {
  ADMIN,
  apiLogin,
  createAccount,
  newAccount,
  postOk as post,
  seedSession,
} from './account-helpers.ts';
import { expect, expectAccessible, expectNoHorizontalOverflow, test } from './fixtures.ts';
import { reportDamaged } from './order-helpers.ts';
import { ownServerForBlock } from './own-server.ts';

/**
 * Wrong or damaged items (docs/product.md#wrong-or-damaged-items): a student reports a damaged
 * tee from the order page; the admin refunds it from the inbox (online: the sandbox gateway
 * completes the refund and its webhook settles it; cash: a payout to the student's UPI id, marked
 * paid on Problems); a refund the gateway refuses shows on Problems.
 */
const SHOTS = 'test-results/damaged-items';

/** The order's first item, for the order page's address. */
async function firstItemOf(request: APIRequestContext, token: string, orderId: number) {
  const mine = (await post(request, 'products/orders', {}, token)) as {
    products: { order_id: number; productsOrdered: { orderItem_id: number }[] }[];
  };
  return mine.products.find((o) => o.order_id === orderId)!.productsOrdered[0]!.orderItem_id;
}

async function adminPageOf(browser: Browser, page: Page, request: APIRequestContext) {
  const context = await browser.newContext({ viewport: page.viewportSize()!, hasTouch: true });
  const adminPage = await context.newPage();
  await seedSession(adminPage, { ...(await apiLogin(request, ADMIN)) });
  return { context, adminPage };
}

test.describe('wrong or damaged items', () => {
  test('a damaged tee paid online is refunded through the gateway and the student sees Refunded', async ({
    page,
    browser,
    request,
    loggedIn,
    cartWithItems: _cart,
    toast,
    expectSettledAccessible,
  }, testInfo) => {
    test.setTimeout(150_000);
    const project = testInfo.project.name;
    await page.goto('/payment?method=pickup');
    await page.getByRole('radio', { name: /^Pay Online/ }).check();
    await page.getByRole('button', { name: /^PAY/ }).click();
    await expect(page).toHaveURL(/\/sandbox\/phonepe\/pay\//);
    await page.getByRole('radio', { name: /^UPI/ }).check();
    await page.getByRole('button', { name: /^Pay now/ }).click();
    await expect(page).toHaveURL(/\/thank-you\//);
    const { token } = loggedIn.session;
    const orders = (await post(request, 'products/orders', {}, token)) as {
      products: { order_id: number }[];
    };
    const orderId = Math.max(...orders.products.map((o) => o.order_id));
    const itemId = await firstItemOf(request, token, orderId);
    const reference = await reportDamaged(page, itemId);

    const { context, adminPage } = await adminPageOf(browser, page, request);
    await adminPage.goto('/inbox?kind=help');
    const entry = adminPage.getByRole('article').filter({ hasText: reference });
    const remedy = entry.getByRole('region', { name: 'Refund or replace' });
    await expect(remedy.getByText(/₹\d[\d,]* charged, ₹\d[\d,]* left/)).toBeVisible();
    await remedy.getByLabel('Amount (₹)').fill('5000');
    await remedy.getByRole('button', { name: 'Refund', exact: true }).click();
    await expect(remedy.getByRole('alert')).toContainText('can still be refunded');
    await remedy.getByLabel('Amount (₹)').fill('300');
    await expectSettledAccessible(adminPage);
    await expectNoHorizontalOverflow(adminPage);
    await adminPage.screenshot({ path: `${SHOTS}/inbox-${project}.png`, fullPage: true });
    await remedy.getByRole('button', { name: 'Refund', exact: true }).click();
    await expect(toast('Refund of ₹300 started', adminPage)).toBeVisible();
    await expect(remedy.getByText(/Refund of ₹300 started|Refunded ₹300/)).toBeVisible();

    // The sandbox completes the refund after its pending time; its webhook settles it.
    const section = page.getByRole('region', { name: 'Wrong or damaged items' });
    await expect(async () => {
      await page.reload();
      await expect(section.getByText('Refunded ₹300')).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 30_000 });
    await expect(section.getByText(`request ${reference}`)).toBeVisible();
    await expectSettledAccessible();
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: `${SHOTS}/order-refunded-${project}.png`, fullPage: true });

    await adminPage.goto(`/allOrders/${orderId}`);
    const onOrder = adminPage.getByRole('region', { name: 'Wrong or damaged items' });
    await expect(onOrder.getByText('Refunded ₹300')).toBeVisible();
    await expectAccessible(adminPage);
    await expectNoHorizontalOverflow(adminPage);
    await adminPage.screenshot({ path: `${SHOTS}/admin-order-${project}.png`, fullPage: true });
    await context.close();
  });

  test("a cash order's refund is paid by UPI: the student gives the id, the admin marks it paid", async ({
    page,
    browser,
    request,
    loggedIn,
    cartWithItems: _cart,
    toast,
    expectSettledAccessible,
  }, testInfo) => {
    test.setTimeout(150_000);
    const project = testInfo.project.name;
    const { token } = loggedIn.session;
    const placed = await post(request, 'payment/confirm', { deliveryMethod: 'pickup' }, token);
    const orderId = Number(placed.order_id);
    const itemId = await firstItemOf(request, token, orderId);
    const reference = await reportDamaged(page, itemId);

    const { context, adminPage } = await adminPageOf(browser, page, request);
    await adminPage.goto('/inbox?kind=help');
    const remedy = adminPage
      .getByRole('article')
      .filter({ hasText: reference })
      .getByRole('region', { name: 'Refund or replace' });
    await remedy.getByRole('radio', { name: 'Refund by UPI' }).check();
    await remedy.getByLabel('Amount (₹)').fill('200');
    await remedy.getByRole('button', { name: 'Refund', exact: true }).click();
    await expect(toast('Payout of ₹200 recorded', adminPage)).toBeVisible();

    await page.reload();
    const section = page.getByRole('region', { name: 'Wrong or damaged items' });
    await expect(section.getByText('₹200 will be sent to your UPI id')).toBeVisible();
    await section.getByLabel('Your UPI id').fill('asha verma');
    await section.getByRole('button', { name: 'Send UPI id' }).click();
    await expect(section.getByText('Enter your UPI id, like name@bank')).toBeVisible();
    await section.getByLabel('Your UPI id').fill('asha.verma@okaxis');
    await expectSettledAccessible();
    await page.screenshot({ path: `${SHOTS}/order-upi-${project}.png`, fullPage: true });
    await section.getByRole('button', { name: 'Send UPI id' }).click();
    await expect(
      section.getByText('₹200 will be sent to your UPI id asha.verma@okaxis'),
    ).toBeVisible();

    await adminPage.goto('/problems');
    const payout = adminPage.getByRole('article', { name: `Payout ${reference}` });
    await expect(payout.getByText('Payout of ₹200 to asha.verma@okaxis')).toBeVisible();
    await payout.getByLabel('UPI transaction id').fill('UPI 5521 9087');
    await expectSettledAccessible(adminPage);
    await expectNoHorizontalOverflow(adminPage);
    await adminPage.screenshot({
      path: `${SHOTS}/problems-payouts-${project}.png`,
      fullPage: true,
    });
    await payout.getByRole('button', { name: 'Mark paid' }).click();
    await expect(toast('Marked paid', adminPage)).toBeVisible();
    await expect(payout.getByText('Payout of ₹200 paid to asha.verma@okaxis')).toBeVisible();
    await context.close();

    await page.reload();
    await expect(section.getByText('₹200 sent to your UPI id asha.verma@okaxis')).toBeVisible();
    await expect(section.getByText(/^Paid on /)).toBeVisible();
    const mails = await request.get(
      `/dev/mailbox.json?to=${encodeURIComponent(loggedIn.account.email)}&limit=200`,
    );
    const { messages } = (await mails.json()) as { messages: { subject: string }[] };
    expect(messages.map((m) => m.subject)).toContain(`We have sent you ₹200 (${reference})`);
    await page.screenshot({ path: `${SHOTS}/order-paid-${project}.png`, fullPage: true });
  });
});

/**
 * A refund the gateway refuses: this block runs its own server whose sandbox gateway refuses
 * every refund (SANDBOX_REFUND_OUTCOME=FAILED); the suite's server completes them.
 */
test.describe('a refused damaged-item refund', () => {
  const own = ownServerForBlock(
    { SANDBOX_REFUND_MS: '300', SANDBOX_REFUND_OUTCOME: 'FAILED' },
    'E2E_DAMAGED_PORT',
  );
  const { api } = own;

  test('shows on Problems with "Send refund again"', async ({ browser }, testInfo) => {
    test.setTimeout(120_000);
    const viewport = testInfo.project.use.viewport!;
    const student = newAccount(testInfo, 'damaged');
    await createAccount(api, student);
    const session = await apiLogin(api, student);
    const products = (await (await api.get('/api/v1/products/get-product')).json()) as {
      product_id: number;
      name: string;
    }[];
    const tee = products.find((p) => p.name === 'Average IITian')!;
    await post(
      api,
      'products/addToCart',
      { productId: tee.product_id, selectedSize: 'M' },
      session.token,
    );

    const context = await browser.newContext({ baseURL: own.baseURL, viewport, hasTouch: true });
    const page = await context.newPage();
    await seedSession(page, { ...session });
    await page.goto('/payment?method=pickup');
    await page.getByRole('radio', { name: /^Pay Online/ }).check();
    await page.getByRole('button', { name: /^PAY/ }).click();
    await page.getByRole('radio', { name: /^UPI/ }).check();
    await page.getByRole('button', { name: /^Pay now/ }).click();
    await expect(page).toHaveURL(/\/thank-you\//);
    const orders = (await post(api, 'products/orders', {}, session.token)) as {
      products: { order_id: number; productsOrdered: { orderItem_id: number }[] }[];
    };
    const itemId = orders.products[0]!.productsOrdered[0]!.orderItem_id;
    const reference = await reportDamaged(page, itemId);
    const helpId = Number(reference.slice(4));

    const admin = await apiLogin(api, ADMIN);
    await post(
      api,
      'admin/help/remedy',
      { id: helpId, orderItem_id: itemId, remedy: 'refund', amount: 100 },
      admin.token,
    );
    await context.close();
    const adminContext = await browser.newContext({
      baseURL: own.baseURL,
      viewport,
      hasTouch: true,
    });
    const adminPage = await adminContext.newPage();
    await seedSession(adminPage, { ...admin });
    const card = adminPage.getByRole('article').filter({ hasText: 'Refund failed' });
    await expect(async () => {
      await adminPage.goto('/problems');
      await expect(card.getByText(student.email)).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 30_000 });
    await expect(card.getByRole('button', { name: 'Send refund again' })).toBeVisible();
    await expectAccessible(adminPage);
    await expectNoHorizontalOverflow(adminPage);
    await adminPage.screenshot({
      path: `${SHOTS}/problems-refund-failed-${testInfo.project.name}.png`,
      fullPage: true,
    });
    await adminContext.close();
  });
});
