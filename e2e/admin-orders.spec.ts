import {
  ADMIN,
  apiLogin,
  createAccount,
  newAccount,
  postOk as post,
  seedSession,
} from './account-helpers.ts';
import { expect, expectNoHorizontalOverflow, test } from './fixtures.ts';
import { newBuyer, placePickupOrder, teeInSizes } from './order-helpers.ts';

/**
 * The admin finds and settles orders (docs/product.md#admin): a transaction id a student quotes
 * finds its order, the order's own page shows its payment, and a cash order's money is recorded
 * as received at the handover.
 */

const SHOTS = 'test-results/admin-order-screens';

test('the admin finds an order by its transaction id, opens it, and records cash received', async ({
  page,
  request,
  products,
  toast,
  expectSettledAccessible,
}, testInfo) => {
  test.setTimeout(150_000);
  const customer = newAccount(testInfo, 'quoter');
  await createAccount(request, customer);
  const buyer = await apiLogin(request, customer);
  const tee = products.find(
    (p) => p.isInstibuzz && p.sizeQuantities.some((s) => s.size === 'M' && s.quantity > 4),
  )!;
  const addTee = () =>
    post(
      request,
      'products/addToCart',
      { productId: tee.product_id, selectedSize: 'M', quantity: 1 },
      buyer.token,
    );

  // An online order paid on the sandbox gateway's page, and a cash pickup order.
  await addTee();
  const started = await post(
    request,
    'payment/order',
    { deliveryMethod: 'hostel', hostel: 'Ganga' },
    buyer.token,
  );
  const paid = await request.post(started.link as string, {
    form: { outcome: 'success', method: 'UPI_INTENT' },
    maxRedirects: 0,
  });
  const ref = (paid.headers().location ?? '').split('/paymentValid/')[1]!;
  const online = await post(request, 'payment/order/validate', { id: ref }, buyer.token);
  await addTee();
  const cash = await post(request, 'payment/confirm', { deliveryMethod: 'pickup' }, buyer.token);
  const mine = (await post(request, 'products/orders', {}, buyer.token)) as {
    products: {
      order_id: number;
      orderNumber: string;
      transactionId?: string;
      productsOrdered: unknown[];
    }[];
  };
  const numberOf = (id: unknown) => mine.products.find((o) => o.order_id === id)!.orderNumber;
  const transactionId = mine.products.find((o) => o.order_id === online.order_id)!.transactionId!;
  const cashItem = mine.products.find((o) => o.order_id === cash.order_id)!.productsOrdered[0] as {
    orderItem_id: number;
  };
  const code = (
    (await post(
      request,
      `products/get-individual-order/${cashItem.orderItem_id}`,
      {},
      buyer.token,
    )) as { order: { handoverCode: string } }
  ).order.handoverCode;

  const admin = await apiLogin(request, ADMIN);
  await seedSession(page, { ...admin });
  const shot = (name: string) =>
    page.screenshot({ path: `${SHOTS}/${name}-${testInfo.project.name}.png`, fullPage: true });
  const settled = async () => {
    await expectSettledAccessible(page);
    await expectNoHorizontalOverflow(page);
  };
  const search = async (q: string) => {
    await page.getByRole('searchbox', { name: 'Search' }).fill(q);
    await page.getByRole('button', { name: 'Search orders' }).click();
  };

  await test.step('the transaction id the student quotes finds that order only', async () => {
    await page.goto('/allOrders');
    await search(transactionId);
    await expect(page.getByText('1 order', { exact: true })).toBeVisible();
    const card = page.getByRole('article', {
      name: `Order ${numberOf(online.order_id)} from ${customer.name}`,
    });
    await expect(card).toContainText(transactionId);
    await card.getByRole('link', { name: `Open order ${numberOf(online.order_id)}` }).click();
    await expect(page).toHaveURL(`/allOrders/${online.order_id}`);
  });

  await test.step("the order's page: items, timeline, payment and the gateway's reports", async () => {
    await expect(
      page.getByRole('heading', { level: 1, name: `Order ${numberOf(online.order_id)}` }),
    ).toBeVisible();
    const payment = page.getByRole('region', { name: 'Payment' });
    await expect(payment).toContainText(ref);
    await expect(payment).toContainText(transactionId);
    await expect(payment).toContainText('completed');
    await expect(payment.getByText('Payment started')).toBeVisible();
    await expect(payment.getByText(/COMPLETED/).first()).toBeVisible();
    await expect(payment).toContainText('Refund');
    const items = page.getByRole('region', { name: 'Items' });
    await expect(items.getByText('Order placed')).toBeVisible();
    await expect(items.getByText('Not delivered yet')).toBeVisible();
    await settled();
    await shot('online-order');
  });

  await test.step('a cash order: handed over with its code, cash received ticked', async () => {
    await page.goto('/allOrders');
    await search(numberOf(cash.order_id));
    const card = page.getByRole('article', {
      name: `Order ${numberOf(cash.order_id)} from ${customer.name}`,
    });
    await expect(card).toContainText('Cash to collect');
    await settled();
    await shot('all-orders-cash-to-collect');
    await card.getByRole('button', { name: 'Mark as delivered' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mark as delivered?' });
    await dialog.getByLabel('Handover code').fill(code);
    await dialog.getByRole('checkbox', { name: /Cash received/ }).check();
    await settled();
    await shot('handover-with-cash');
    await dialog.getByRole('button', { name: 'Mark as delivered' }).click();
    await expect(toast('Cash received recorded.')).toBeVisible();
    await expect(card).toContainText('Cash received');
    await expect(card).toContainText(`by ${ADMIN.email}`);
    await card.getByRole('link', { name: `Open order ${numberOf(cash.order_id)}` }).click();
    const payment = page.getByRole('region', { name: 'Payment' });
    await expect(payment).toContainText('Cash on Delivery');
    await expect(payment).toContainText(`Cash received`);
    await expect(payment).toContainText(`by ${ADMIN.email}`);
    await expect(page.getByRole('region', { name: 'Items' })).toContainText('code checked');
    await settled();
    await shot('cash-order');
  });
});

test('the admin reads the order number the student reads, and a cancelled order reads Cancelled', async ({
  page,
  browser,
  request,
  products,
  expectSettledAccessible,
}, testInfo) => {
  test.setTimeout(90_000);
  const { account: student, session } = await newBuyer(request, testInfo, 'same-number');
  const tee = teeInSizes(products, ['M']);
  const orderId = await placePickupOrder(request, session.token, tee.product_id, ['M']);
  const { order } = (await post(request, 'products/my-order', { orderId }, session.token)) as {
    order: { orderNumber: string };
  };
  await post(
    request,
    'products/cancel-order',
    { orderNumber: order.orderNumber, reason: 'Ordered twice' },
    session.token,
  );

  // The student's My Orders shows the number and Cancelled.
  await seedSession(page, { ...session });
  await page.goto('/profile/my-orders');
  const mine = page.getByRole('article').filter({ hasText: order.orderNumber });
  await expect(mine).toContainText('Cancelled');

  // The admin types it in lower case without the dash and reads the same number.
  const admin = await apiLogin(request, ADMIN);
  const context = await browser.newContext({ viewport: page.viewportSize()!, hasTouch: true });
  const adminPage = await context.newPage();
  await seedSession(adminPage, { ...admin });
  await adminPage.goto('/allOrders');
  await adminPage
    .getByRole('searchbox', { name: 'Search' })
    .fill(order.orderNumber.replace('-', '').toLowerCase());
  await adminPage.getByRole('button', { name: 'Search orders' }).click();
  const card = adminPage.getByRole('article', {
    name: `Order ${order.orderNumber} from ${student.name}`,
  });
  await expect(card.locator('header')).toContainText('Cancelled');
  await expect(card).not.toContainText(`#${orderId}`);
  await card.getByRole('link', { name: `Open order ${order.orderNumber}` }).click();
  await expect(
    adminPage.getByRole('heading', { level: 1, name: `Order ${order.orderNumber}` }),
  ).toBeVisible();
  const customer = adminPage.getByRole('region', { name: 'Customer and delivery' });
  await expect(customer.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(customer.getByText('Delivered', { exact: true })).toHaveCount(0);
  await expectSettledAccessible(adminPage);
  await expectNoHorizontalOverflow(adminPage);
  await adminPage.screenshot({
    path: `${SHOTS}/cancelled-order-${testInfo.project.name}.png`,
    fullPage: true,
  });
  await context.close();
});
