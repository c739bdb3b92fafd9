import type { Page } from '@playwright/test';
import { ADMIN, apiLogin, postOk as post, seedSession } from './account-helpers.ts';
import { expect, expectNoHorizontalOverflow, test } from './fixtures.ts';
import { newBuyer, placePaidOrder, teeInSizes } from './order-helpers.ts';

/**
 * docs/product.md#order-steps and #cancelling-an-order: the admin marks two out-for-delivery
 * orders delivered at once (a hostel order with its handover code, a home one to its recipient),
 * and cancels 1 of the 2 pieces of a line; each time the admin's and the student's pages agree.
 */

const SHOTS = 'test-results/admin-handover';

interface MyOrder {
  order_id: number;
  orderNumber: string;
  version: number;
  productsOrdered: { orderItem_id: number }[];
}

const shot = (page: Page, name: string, project: string) =>
  page.screenshot({ path: `${SHOTS}/${name}-${project}.png`, fullPage: true });

test('the admin marks two out-for-delivery orders delivered at once, the hostel one with its code', async ({
  page,
  browser,
  request,
  products,
  toast,
  expectSettledAccessible,
}, testInfo) => {
  test.setTimeout(180_000);
  const { account: customer, session: buyer } = await newBuyer(request, testInfo, 'bulkdel');
  await post(
    request,
    'auth/add-user-address',
    {
      address1: '4 Lake Road',
      address2: 'Adyar',
      city: 'Chennai',
      state: 'Tamil Nadu',
      pinCode: '600036',
      recipientName: 'Ravi Rao',
      recipientPhone: '9876543210',
    },
    buyer.token,
  );
  const addresses = (await post(request, 'auth/get-user-addresses', {}, buyer.token)) as unknown;
  const addressId = (addresses as { id: number }[])[0]!.id;
  const tee = teeInSizes(products, ['M', 'L']);
  const hostelId = await placePaidOrder(request, buyer.token, tee.product_id, 'M', {
    hostel: 'Ganga',
  });
  const homeId = await placePaidOrder(request, buyer.token, tee.product_id, 'L', { addressId });
  const mine = (await post(request, 'products/orders', {}, buyer.token)) as {
    products: MyOrder[];
  };
  const hostel = mine.products.find((o) => o.order_id === hostelId)!;
  const home = mine.products.find((o) => o.order_id === homeId)!;
  const code = (
    (await post(
      request,
      `products/get-individual-order/${hostel.productsOrdered[0]!.orderItem_id}`,
      {},
      buyer.token,
    )) as { order: { handoverCode: string } }
  ).order.handoverCode;

  // Set-up: both packed and out for delivery, as the bulk bar moves them.
  const admin = await apiLogin(request, ADMIN);
  let seen = [hostel, home].map((o) => ({ order_id: o.order_id, version: o.version }));
  for (const step of ['packed', 'out_for_delivery']) {
    const moved = (await post(
      request,
      'admin/orders/step',
      { step, orders: seen },
      admin.token,
    )) as {
      orders: { order_id: number; version: number }[];
    };
    seen = moved.orders.map((o) => ({ order_id: o.order_id, version: o.version }));
  }

  const adminContext = await browser.newContext({ viewport: page.viewportSize()!, hasTouch: true });
  const adminPage = await adminContext.newPage();
  await seedSession(adminPage, { ...admin });
  const card = (order: MyOrder) =>
    adminPage.getByRole('article', { name: `Order ${order.orderNumber} from ${customer.name}` });

  await test.step('the bulk bar asks for the hostel order’s code, not the home one’s', async () => {
    await adminPage.goto('/allOrders');
    await adminPage.getByRole('searchbox', { name: 'Search' }).fill(customer.email);
    await adminPage.getByRole('button', { name: 'Search orders' }).click();
    await expect(card(hostel)).toBeVisible();
    await expect(card(home)).toContainText('Recipient Ravi Rao · 9876543210');
    await adminPage.getByRole('button', { name: 'Select all on this page' }).click();
    const bar = adminPage.getByRole('group', { name: 'Move orders to a step' });
    await expect(bar).toContainText('2 orders selected');
    await bar.getByRole('button', { name: 'Mark delivered' }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Mark 2 orders delivered?' });
    await expect(dialog.getByLabel(`Handover code for order ${hostel.orderNumber}`)).toBeVisible();
    await expect(dialog.getByLabel(`Handover code for order ${home.orderNumber}`)).toHaveCount(0);
    await expect(dialog).toContainText('No handover code needed.');
    await expectSettledAccessible(adminPage);
    await expectNoHorizontalOverflow(adminPage);
    await shot(adminPage, 'bulk-deliver-dialog', testInfo.project.name);

    // Without the code the hostel order is refused and stays; the home one is delivered.
    await dialog.getByRole('button', { name: 'Mark delivered' }).click();
    const left = adminPage.getByRole('dialog', { name: 'Mark 1 order delivered?' });
    await expect(left.getByText('This order was not delivered: fix and try again.')).toBeVisible();
    await expect(left.getByText(/^Type the student's 4-digit handover code/)).toBeVisible();
    await expect(toast(/1 order \(1 item\) marked delivered/, adminPage)).toBeVisible();
    await left.getByLabel(`Handover code for order ${hostel.orderNumber}`).fill(code);
    await left.getByRole('button', { name: 'Mark delivered' }).click();
    await expect(left).toBeHidden();
    await expect(card(hostel).getByText('Delivered successfully')).toBeVisible();
    await expect(card(hostel)).toContainText('code checked');
    await expect(card(home).getByText('Delivered successfully')).toBeVisible();
  });
  await adminContext.close();

  await test.step('the student reads both orders delivered, the home one to its recipient', async () => {
    await seedSession(page, { ...buyer });
    await page.goto(`/profile/my-orders/${home.orderNumber}`);
    await expect(page.getByText('Ravi Rao · 9876543210')).toBeVisible();
    const steps = page.getByRole('list', { name: 'Order progress' }).getByRole('listitem');
    await expect(steps.last()).toHaveText(/^Delivered \(done\)/);
    await expectSettledAccessible();
    await expectNoHorizontalOverflow(page);
    await shot(page, 'student-recipient', testInfo.project.name);
    await page.goto(`/profile/my-orders/${hostel.orderNumber}`);
    await expect(
      page.getByRole('list', { name: 'Order progress' }).getByRole('listitem').last(),
    ).toHaveText(/^Delivered \(done\)/);
  });
});

test('the admin cancels 1 of the 2 pieces of a line and the student keeps the other', async ({
  page,
  browser,
  request,
  products,
  toast,
  expectSettledAccessible,
}, testInfo) => {
  test.setTimeout(120_000);
  const { session: buyer } = await newBuyer(request, testInfo, 'pieces');
  const tee = teeInSizes(products, ['M'], 4);
  await post(
    request,
    'products/addToCart',
    { productId: tee.product_id, selectedSize: 'M', quantity: 2 },
    buyer.token,
  );
  const placed = await post(request, 'payment/confirm', { deliveryMethod: 'pickup' }, buyer.token);
  const orderId = Number(placed.order_id);

  const admin = await apiLogin(request, ADMIN);
  const adminContext = await browser.newContext({ viewport: page.viewportSize()!, hasTouch: true });
  const adminPage = await adminContext.newPage();
  await seedSession(adminPage, { ...admin });
  await adminPage.goto(`/allOrders/${orderId}`);
  const items = adminPage.getByRole('region', { name: 'Items' });
  await items.getByRole('button', { name: 'Cancel item' }).click();
  const dialog = adminPage.getByRole('dialog', { name: 'Cancel this item?' });
  await dialog.getByLabel('Pieces to cancel').selectOption('1');
  await expect(dialog).toContainText('1 of 2 pieces are cancelled; the rest stay ordered.');
  await dialog.getByLabel(/^Reason/).fill('One piece has a misprint');
  await dialog.getByRole('button', { name: 'Cancel item' }).click();
  await expect(toast(/^Cancelled .* of order [2-9A-Z]{4}-[2-9A-Z]{4}\./, adminPage)).toBeVisible();
  await expect(items.getByText('1 kept of 2; 1 cancelled')).toBeVisible();
  await expect(items.getByText('1 of 2 pieces cancelled, 1 kept on the line')).toBeVisible();
  const customer = adminPage.getByRole('region', { name: 'Customer and delivery' });
  await expect(customer.getByText('Partly cancelled')).toBeVisible();
  await expectSettledAccessible(adminPage);
  await expectNoHorizontalOverflow(adminPage);
  await shot(adminPage, 'admin-pieces', testInfo.project.name);
  await adminContext.close();

  await seedSession(page, { ...buyer });
  await page.goto('/profile/my-orders');
  await page.getByRole('article').first().getByRole('link').first().click();
  await expect(
    page.getByText(/^Cancelled on \d{1,2} \w{3} \(by the shop: One piece has a misprint\)$/),
  ).toBeVisible();
  await expectSettledAccessible();
  await expectNoHorizontalOverflow(page);
  await shot(page, 'student-pieces', testInfo.project.name);
});
