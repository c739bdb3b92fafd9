import { ADMIN, apiLogin, postOk as post, seedSession } from './account-helpers.ts';
import { expect, expectNoHorizontalOverflow, test } from './fixtures.ts';
import { newBuyer, placePickupOrder, teeInSizes } from './order-helpers.ts';

/** docs/product.md#order-steps: the admin's bulk steps, the whole-order handover, the timeline. */

const SHOTS = 'test-results/order-steps';

interface MyOrder {
  order_id: number;
  orderNumber: string;
  productsOrdered: { orderItem_id: number }[];
}

test('the admin packs and readies orders in bulk, hands one over with one code, and the student follows each step', async ({
  page,
  browser,
  request,
  products,
  toast,
  expectSettledAccessible,
}, testInfo) => {
  test.setTimeout(180_000);
  const { account: customer, session: buyer } = await newBuyer(request, testInfo, 'steps');
  const tee = teeInSizes(products, ['M', 'L']);
  /** A pickup order, cash on delivery, of these sizes. */
  async function placeOrder(sizes: string[]): Promise<MyOrder> {
    const orderId = await placePickupOrder(request, buyer.token, tee.product_id, sizes);
    const mine = (await post(request, 'products/orders', {}, buyer.token)) as {
      products: MyOrder[];
    };
    return mine.products.find((o) => o.order_id === orderId)!;
  }
  const pair = await placeOrder(['M', 'L']);
  const single = await placeOrder(['M']);
  const code = (
    (await post(
      request,
      `products/get-individual-order/${pair.productsOrdered[0]!.orderItem_id}`,
      {},
      buyer.token,
    )) as { order: { handoverCode: string } }
  ).order.handoverCode;

  const admin = await apiLogin(request, ADMIN);
  const adminContext = await browser.newContext({ viewport: page.viewportSize()!, hasTouch: true });
  const adminPage = await adminContext.newPage();
  await seedSession(adminPage, { ...admin });
  const shot = (on: typeof page, name: string) =>
    on.screenshot({ path: `${SHOTS}/${name}-${testInfo.project.name}.png`, fullPage: true });
  const card = (order: MyOrder) =>
    adminPage.getByRole('article', { name: `Order ${order.orderNumber} from ${customer.name}` });

  await test.step('select both orders on All orders and mark them packed, then ready', async () => {
    await adminPage.goto('/allOrders');
    await adminPage.getByRole('searchbox', { name: 'Search' }).fill(customer.email);
    await adminPage.getByRole('button', { name: 'Search orders' }).click();
    await expect(card(pair)).toBeVisible();
    await expect(card(single)).toBeVisible();
    await adminPage.getByRole('button', { name: 'Select all on this page' }).click();
    const bar = adminPage.getByRole('group', { name: 'Move orders to a step' });
    await expect(bar).toContainText('2 orders selected');
    await expect(bar.getByRole('button', { name: 'Mark out for delivery' })).toHaveCount(0);
    await expectSettledAccessible(adminPage);
    await expectNoHorizontalOverflow(adminPage);
    await shot(adminPage, 'all-orders-selected');
    await bar.getByRole('button', { name: 'Mark packed' }).click();
    await expect(toast('2 orders (3 items) marked packed.', adminPage)).toBeVisible();
    await expect(bar).toHaveCount(0); // the selection is cleared
    await expect(card(pair).getByText('Packed', { exact: true })).toHaveCount(2);

    await card(single)
      .getByRole('checkbox', { name: `Select order ${single.orderNumber}` })
      .check();
    await card(pair)
      .getByRole('checkbox', { name: `Select order ${pair.orderNumber}` })
      .check();
    await bar.getByRole('button', { name: 'Mark ready for pickup' }).click();
    await expect(
      toast('2 orders (3 items) marked ready for pickup. The students get an e-mail.', adminPage),
    ).toBeVisible();
    await expect(card(single).getByText('Ready for pickup', { exact: true })).toBeVisible();
    await expect(card(single)).toContainText(`by ${ADMIN.email}`);
  });

  await test.step('the student sees the steps with their times and when to come', async () => {
    await seedSession(page, { ...buyer });
    await page.goto(`/profile/my-orders/${single.productsOrdered[0]!.orderItem_id}`);
    const steps = page.getByRole('list', { name: 'Order progress' }).getByRole('listitem');
    await expect(steps).toHaveText([
      /^Order Placed \(done\)\d\d-\d\d-\d{4}, \d\d:\d\d$/,
      /^Packed \(done\)\d\d-\d\d-\d{4}, \d\d:\d\d$/,
      /^Ready for pickup \(done\)\d\d-\d\d-\d{4}, \d\d:\d\d$/,
      'Delivered (pending)Pending',
    ]);
    await expect(
      page.getByText(
        'Your order is ready for pickup. Show your handover code when you collect it.',
      ),
    ).toBeVisible();
    await expectSettledAccessible();
    await expectNoHorizontalOverflow(page);
    await shot(page, 'student-timeline');
  });

  await test.step('hand the two-item order over with one code', async () => {
    await card(pair).getByRole('button', { name: 'Hand over order (2 items)' }).click();
    const dialog = adminPage.getByRole('dialog', { name: `Hand over order ${pair.orderNumber}?` });
    const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');
    await dialog.getByLabel('Handover code').fill(wrong);
    await dialog.getByRole('button', { name: 'Hand over 2 items' }).click();
    await expect(dialog.getByText('This is not the code of this order')).toBeVisible();
    await expectSettledAccessible(adminPage);
    await shot(adminPage, 'handover-dialog');
    await dialog.getByLabel('Handover code').fill(code);
    await dialog.getByRole('button', { name: 'Hand over 2 items' }).click();
    await expect(
      toast(`Order ${pair.orderNumber} handed over: 2 items delivered.`, adminPage),
    ).toBeVisible();
    await expect(card(pair).getByText('Delivered successfully')).toHaveCount(2);
    await expect(card(pair)).toContainText('code checked');
    await expect(card(pair).getByRole('button', { name: /Hand over order/ })).toHaveCount(0);
  });

  await test.step('the pick list moves every pickup order at once', async () => {
    const third = await placeOrder(['L']);
    await adminPage.goto('/pickList?method=pickup');
    const bar = adminPage.getByRole('group', { name: 'Move orders to a step' });
    await expect(bar).toContainText(/Every order in this list \(\d+\)/);
    await expect(bar.getByRole('button', { name: 'Mark ready for pickup' })).toBeVisible();
    await expectSettledAccessible(adminPage);
    await expectNoHorizontalOverflow(adminPage);
    await shot(adminPage, 'pick-list');
    await bar.getByRole('button', { name: 'Mark packed' }).click();
    await expect(toast(/marked packed\./, adminPage)).toBeVisible();
    const mine = (await post(request, 'products/orders', {}, buyer.token)) as {
      products: (MyOrder & { productsOrdered: { step: string }[] })[];
    };
    const moved = mine.products.find((o) => o.order_id === third.order_id)!;
    expect(moved.productsOrdered[0]!.step).toBe('packed');
    const kept = mine.products.find((o) => o.order_id === single.order_id)!;
    expect(kept.productsOrdered[0]!.step).toBe('ready_for_pickup'); // never back
  });
  await adminContext.close();
});
