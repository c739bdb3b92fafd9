import sharp from 'sharp';
import { slugFromDetails } from '../src/shared/rules/slug.ts';
import { ADMIN, apiLogin, postOk as post, seedSession } from './account-helpers.ts';
import { expect, expectNoHorizontalOverflow, test } from './fixtures.ts';
import { newBuyer, placePickupOrder, teeInSizes } from './order-helpers.ts';

const SHOTS = 'test-results/admin-screens';

const photo = (r: number, g: number, b: number) =>
  sharp({ create: { width: 600, height: 600, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();

test.describe('admin back office', () => {
  test('add a product with photos, update its stock, find an order and mark it delivered', async ({
    page,
    browser,
    request,
    products,
    toast,
    expectSettledAccessible,
  }, testInfo) => {
    test.setTimeout(180_000);

    // A customer with a pickup order to hand over.
    const { account: customer, session: buyer } = await newBuyer(request, testInfo, 'buyer');
    const tee = teeInSizes(products, ['M'], 2);
    await placePickupOrder(request, buyer.token, tee.product_id, ['M']);
    const mine = (await post(request, 'products/orders', {}, buyer.token)) as {
      products: { order_id: number; productsOrdered: { orderItem_id: number }[] }[];
    };
    const itemId = mine.products[0]!.productsOrdered[0]!.orderItem_id;
    const detail = (await post(
      request,
      `products/get-individual-order/${itemId}`,
      {},
      buyer.token,
    )) as {
      order: { handoverCode: string };
    };

    // The customer is sent away from admin pages and sees no admin links.
    await seedSession(page, { ...buyer });
    await page.goto('/allOrders');
    await expect(page).toHaveURL('/');
    await expect(page.getByText('Mark as delivered')).toHaveCount(0);

    const admin = await apiLogin(request, ADMIN);
    const adminContext = await browser.newContext({
      viewport: page.viewportSize()!,
      hasTouch: true,
    });
    const adminPage = await adminContext.newPage();
    await seedSession(adminPage, { ...admin });
    /** The admin's page once settled: accessible, and no sideways scroll. */
    const settledAccessible = async () => {
      await expectSettledAccessible(adminPage);
      await expectNoHorizontalOverflow(adminPage);
    };
    const shot = (name: string) =>
      adminPage.screenshot({
        path: `${SHOTS}/${name}-${testInfo.project.name}.png`,
        fullPage: true,
      });
    const name = `Admin Test Tee ${testInfo.project.name} ${Date.now().toString(36)}`;
    const details = `${name} Oversized Black`;

    await test.step('add product: inline errors, three photos, sizes, upload', async () => {
      await adminPage.goto('/add');
      await expect(adminPage.getByRole('heading', { level: 1, name: 'Add product' })).toBeVisible();
      await adminPage.getByRole('button', { name: 'Upload' }).click();
      await expect(adminPage.getByText('Enter valid name')).toBeVisible();
      await expect(adminPage.getByText('Enter valid price')).toBeVisible();
      await expect(adminPage.getByText('Enter valid Style')).toBeVisible();
      await expect(adminPage.getByText('Add at least one image')).toBeVisible();
      await adminPage.getByLabel('Drop photos here or tap to choose').setInputFiles([
        { name: 'front.png', mimeType: 'image/png', buffer: await photo(30, 30, 30) },
        { name: 'back.png', mimeType: 'image/png', buffer: await photo(200, 30, 30) },
        { name: 'size chart.png', mimeType: 'image/png', buffer: await photo(240, 240, 240) },
      ]);
      await expect(adminPage.getByRole('img', { name: 'Size chart' })).toBeVisible();
      await adminPage.getByRole('button', { name: 'Move Photo 2 earlier' }).click();
      await adminPage.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
      await adminPage.getByLabel('Details').fill(details);
      await adminPage.getByLabel('Description').fill('Heavy cotton, printed on campus.');
      await adminPage.getByLabel('Price (₹)').fill('649');
      await adminPage.getByLabel('Style').selectOption('oversized');
      await adminPage.getByLabel('Colours').fill('Black');
      await adminPage.getByLabel('Stock of row 1').fill('5');
      await adminPage.getByRole('button', { name: 'Add size' }).click();
      await adminPage.getByLabel('Size 2').selectOption('L');
      await adminPage.getByLabel('Stock of row 2').fill('3');
      await settledAccessible();
      await shot('add-product');
      await adminPage.getByRole('button', { name: 'Upload' }).click();
      await expect(toast('Product is added Successfully', adminPage)).toBeVisible();
      await expect(adminPage).toHaveURL('/shop');
      await expect(adminPage.getByRole('link', { name: new RegExp(name) }).first()).toBeVisible();
    });

    await test.step('update its stock from the product page', async () => {
      await adminPage
        .getByRole('link', { name: new RegExp(name) })
        .first()
        .click();
      await expect(adminPage).toHaveURL(new RegExp(`/products/${slugFromDetails(details)}/\\d+$`));
      await adminPage.getByRole('link', { name: 'Update product' }).click();
      await expect(
        adminPage.getByRole('heading', { level: 1, name: 'Update product' }),
      ).toBeVisible();
      await expect(adminPage.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name);
      await adminPage.getByLabel('Stock of row 1').fill('9');
      await settledAccessible();
      await shot('update-product');
      await adminPage.getByRole('button', { name: 'Update Details' }).click();
      await expect(toast('updated Successfully', adminPage)).toBeVisible();
      const id = Number(adminPage.url().split('/').pop());
      const saved = (await (
        await request.get(`/api/v1/products/get-product-details/${id}`)
      ).json()) as {
        sizeQuantities: { size: string; quantity: number }[];
        imageUrl: string[];
      };
      expect(saved.sizeQuantities.find((s) => s.size === 'M')!.quantity).toBe(9);
      expect(saved.imageUrl).toHaveLength(3);
    });

    await test.step('find the order, check the code, mark it delivered', async () => {
      await adminPage.goto('/allOrders');
      await expect(adminPage.getByRole('region', { name: 'Summary' })).toBeVisible();
      await adminPage.getByLabel('Delivery Status').selectOption('notDelivered');
      await adminPage.getByRole('searchbox', { name: 'Search' }).fill(customer.email);
      await adminPage.getByRole('button', { name: 'Search orders' }).click();
      await expect(adminPage).toHaveURL(/status=notDelivered/);
      const card = adminPage.getByRole('article', { name: new RegExp(`from ${customer.name}`) });
      await expect(card).toHaveCount(1);
      await expect(card).toContainText('Cash on Delivery');
      await settledAccessible();
      await shot('all-orders');
      await card.getByRole('button', { name: 'Mark as delivered' }).click();
      const dialog = adminPage.getByRole('dialog', { name: 'Mark as delivered?' });
      await dialog.getByRole('button', { name: 'Mark as delivered' }).click();
      await expect(
        dialog.getByText('Say why you are marking it delivered without the code'),
      ).toBeVisible();
      const wrong = String((Number(detail.order.handoverCode) + 1) % 10_000).padStart(4, '0');
      await dialog.getByLabel('Handover code').fill(wrong);
      await dialog.getByRole('button', { name: 'Mark as delivered' }).click();
      await expect(dialog.getByText('This is not the code of this order')).toBeVisible();
      await settledAccessible();
      await shot('deliver-dialog');
      await dialog.getByLabel('Handover code').fill(detail.order.handoverCode);
      await dialog.getByRole('button', { name: 'Mark as delivered' }).click();
      await expect(toast('Marked delivered', adminPage)).toBeVisible();
      await expect(card).toHaveCount(0); // no longer "Not Delivered"
      await adminPage.getByLabel('Delivery Status').selectOption('delivered');
      await expect(card).toContainText('Delivered successfully');
      await expect(card).toContainText('code checked');
    });

    await test.step('the customer sees the delivered date on the timeline', async () => {
      await page.goto(`/profile/my-orders/${itemId}`);
      await expect(page.getByText('Your order has been delivered.')).toBeVisible();
    });

    await test.step('pick list, inbox and the admin menu', async () => {
      await adminPage.goto('/pickList');
      await expect(adminPage.getByRole('heading', { level: 1, name: 'Pick list' })).toBeVisible();
      await expect(adminPage.getByText(/pieces? to pack/)).toBeVisible();
      await settledAccessible();
      await shot('pick-list');
      await adminPage.goto('/inbox');
      await expect(adminPage.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
      await expect(adminPage.getByText(/Nothing here|Mark handled/).first()).toBeVisible();
      await settledAccessible();
      await shot('inbox');
      await adminPage.goto('/profile');
      await adminPage.getByRole('button', { name: /Account menu/ }).click();
      await expect(adminPage.getByRole('link', { name: 'All orders' })).toBeVisible();
    });
    await adminContext.close();
  });
});
