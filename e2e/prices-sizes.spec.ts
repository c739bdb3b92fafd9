import type { APIRequestContext, Page } from '@playwright/test';
import { formatRupees } from '../src/shared/rules/money.ts';
import { slugFromDetails } from '../src/shared/rules/slug.ts';
import { sizeChartTitle } from '../src/shared/rules/styles.ts';
import { ADMIN, apiLogin, seedSession } from './account-helpers.ts';
import {
  expect,
  expectAccessible,
  expectNoHorizontalOverflow,
  test,
  type ApiProduct,
} from './fixtures.ts';

// docs/product.md#reference-prices, #size-guide and #product-page.
const SHOTS = 'test-results/prices-sizes';

const productPath = (p: Pick<ApiProduct, 'details' | 'product_id'>) =>
  `/products/${slugFromDetails(p.details)}/${p.product_id}`;

/** Picks a size by its chip, as a person does (the radio itself is visually hidden). */
const pickSize = (page: Page, size: string) =>
  page
    .locator('label', { has: page.getByRole('radio', { name: new RegExp(`^${size}\\b`) }) })
    .click();

const cardOf = (page: Page, name: string) =>
  page.getByRole('article').filter({ has: page.getByRole('link', { name, exact: true }) });

async function addProduct(request: APIRequestContext, token: string, body: object) {
  const res = await request.post('/api/v1/products/add-product', {
    data: body,
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { product_id: number }).product_id;
}

test.describe('honest prices', () => {
  test('a reference price from the price history is struck through with the saving; none is made up', async ({
    page,
    products,
  }, testInfo) => {
    // The demo catalogue's history: Average IITian at ₹849 for a month, ₹699 for the last 10 days.
    const discounted = products.find((p) => p.name === 'Average IITian')!;
    const plain = products.find((p) => p.name === 'Take Lite')!;
    expect(discounted.compareAtPrice).toBe(849);
    expect(plain).not.toHaveProperty('compareAtPrice');

    // Other tests add products, newest first: each demo card is found by a search for it.
    await page.goto(`/shop?q=${encodeURIComponent(discounted.name)}`);
    const withSaving = cardOf(page, discounted.name);
    await expect(withSaving.locator('s')).toHaveText(`Original price ${formatRupees(849)}`);
    await expect(withSaving).toContainText('17% off');
    await page.goto(`/shop?q=${encodeURIComponent(plain.name)}`);
    await expect(cardOf(page, plain.name)).toContainText(formatRupees(plain.price));
    await expect(cardOf(page, plain.name).locator('s')).toHaveCount(0);
    await expect(cardOf(page, plain.name)).not.toContainText('% off');
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: `${SHOTS}/shop-${testInfo.project.name}.png` });

    await page.goto(productPath(discounted));
    await expect(page.locator('main s')).toHaveText(`Original price ${formatRupees(849)}`);
    await expect(page.getByText('You save ₹150')).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: `${SHOTS}/product-saving-${testInfo.project.name}.png` });

    await page.goto(productPath(plain));
    await expect(page.getByRole('heading', { level: 1, name: plain.name })).toBeVisible();
    await expect(page.locator('main s')).toHaveCount(0);
    await expect(page.getByText('You save')).toHaveCount(0);
  });

  test('a price cut on the update form strikes through the price it had; a rise strikes nothing', async ({
    browser,
    page,
    request,
    products,
    toast,
  }, testInfo) => {
    const admin = await apiLogin(request, ADMIN);
    const template = products.find((p) => p.name === 'Take Lite')!;
    const name = `Price Test Tee ${testInfo.project.name} ${Date.now().toString(36)}`;
    const details = `${name} Regular White`;
    const id = await addProduct(request, admin.token, {
      name,
      details,
      description: 'Plain tee for the price test.',
      price: 500,
      style: 'regular',
      sizeQuantities: [{ size: 'M', quantity: 5 }],
      imageUrl: (
        (await (
          await request.get(`/api/v1/products/get-product-details/${template.product_id}`)
        ).json()) as { imageUrl: string[] }
      ).imageUrl,
    });
    const adminContext = await browser.newContext({ viewport: page.viewportSize()! });
    const adminPage = await adminContext.newPage();
    await seedSession(adminPage, { ...admin });

    // The previous price is the shop's to work out: shown, never typed.
    await adminPage.goto(`/updateProduct/${id}`);
    const shown = adminPage.getByRole('group', { name: 'Previous price shown' });
    await expect(shown).toContainText('None');
    await expect(shown.getByRole('textbox')).toHaveCount(0);
    const price = adminPage.getByLabel('Price (₹)');
    await price.fill('450');
    await expect(shown.locator('s')).toHaveText(`Original price ${formatRupees(500)}`);
    await expect(shown).toContainText('10% off');
    await adminPage.screenshot({
      path: `${SHOTS}/update-cut-${testInfo.project.name}.png`,
      fullPage: true,
    });
    await adminPage.getByRole('button', { name: 'Update Details' }).click();
    await expect(toast('updated Successfully', adminPage)).toBeVisible();
    await expect(shown).toContainText('The lowest price of the 30 days before ₹450 began');

    await page.goto(productPath({ details, product_id: id }));
    await expect(page.locator('main s')).toHaveText(`Original price ${formatRupees(500)}`);
    await expect(page.getByText('10% off')).toBeVisible();
    await expect(page.getByText('You save ₹50')).toBeVisible();

    // ₹450 was charged in the last 30 days: a rise to ₹550 has nothing higher to show.
    await price.fill('550');
    await expect(shown).toContainText('None');
    await expect(shown).toContainText('the lowest price of the last 30 days, ₹450, is not higher');
    await adminPage.getByRole('button', { name: 'Update Details' }).click();
    await expect(toast('updated Successfully', adminPage)).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.locator('main s')).toHaveCount(0);
    await expect(page.getByText('You save')).toHaveCount(0);
    await adminContext.close();
  });
});

test.describe('size guide', () => {
  test('the size chart popup shows the table in cm or inches, remembered', async ({
    page,
    products,
  }, testInfo) => {
    const tee = products.find((p) => p.name === 'Average IITian')!; // oversized
    await page.goto(productPath(tee));
    await page.getByRole('button', { name: 'Size chart', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: sizeChartTitle(tee.style) });
    const table = dialog.getByRole('table');
    const rowM = table.getByRole('row', { name: /^M\b/ });
    await expect(table.getByRole('columnheader', { name: 'Chest (cm)' })).toBeVisible();
    await expect(rowM).toHaveText(/M\s*116\.8\s*73\.7\s*55\.9/);
    // The table comes before the chart image.
    const tableBox = (await table.boundingBox())!;
    const imageBox = (await dialog.getByRole('img').boundingBox())!;
    expect(tableBox.y).toBeLessThan(imageBox.y);
    expect(tableBox.x + tableBox.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    await expectAccessible(page);
    await page.screenshot({ path: `${SHOTS}/size-guide-cm-${testInfo.project.name}.png` });

    await dialog.getByRole('button', { name: 'inches' }).click();
    await expect(dialog.getByRole('button', { name: 'inches' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(table.getByRole('columnheader', { name: 'Chest (in)' })).toBeVisible();
    await expect(rowM).toHaveText(/M\s*46\s*29\s*22/);
    await page.screenshot({ path: `${SHOTS}/size-guide-in-${testInfo.project.name}.png` });

    await page.keyboard.press('Escape');
    await page.reload();
    await page.getByRole('button', { name: 'Size chart', exact: true }).click();
    await expect(dialog.getByRole('columnheader', { name: 'Chest (in)' })).toBeVisible();
    await dialog.getByRole('button', { name: 'cm' }).click();
    await expect(dialog.getByRole('columnheader', { name: 'Chest (cm)' })).toBeVisible();
  });

  test('the admin edits a style’s table from the popup', async ({ page, request, products }) => {
    const admin = await apiLogin(request, ADMIN);
    await seedSession(page, { ...admin });
    const hoodie = products.find((p) => p.style === 'hoodie')!;
    await page.goto(productPath(hoodie));
    await page.getByRole('button', { name: 'Size chart', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: sizeChartTitle('hoodie') });
    await dialog.getByRole('button', { name: 'Edit size guide' }).click();
    const chestM = dialog.getByLabel('Chest of M in cm');
    await chestM.fill('300');
    await dialog.getByRole('button', { name: 'Save size guide' }).click();
    await expect(dialog.getByText('Enter a measurement from 10 to 200 cm')).toBeVisible();
    await chestM.fill('107.5');
    await dialog.getByRole('button', { name: 'Save size guide' }).click();
    await dialog.getByRole('button', { name: 'cm' }).click();
    await expect(dialog.getByRole('row', { name: /^M\b/ })).toHaveText(/M\s*107\.5/);
    const res = await request.get('/api/v1/products/size-guide/hoodie');
    const rows = ((await res.json()) as { rows: { size: string; chestCm: number }[] }).rows;
    expect(rows.find((r) => r.size === 'M')?.chestCm).toBe(107.5);
  });
});

test.describe('the product page knows the cart', () => {
  test('GO TO CART for a size already in the cart, after a reload too', async ({
    page,
    cartWithItems,
  }) => {
    const { tee } = cartWithItems; // one Average IITian in size M, put there through the API
    await page.goto(productPath(tee));
    await pickSize(page, 'M');
    await expect(page.getByRole('link', { name: 'GO TO CART' })).toHaveAttribute('href', '/cart');
    await pickSize(page, 'S');
    await expect(page.getByRole('button', { name: 'ADD TO CART' })).toBeVisible();

    await page.reload();
    await pickSize(page, 'M');
    await expect(page.getByRole('link', { name: 'GO TO CART' })).toBeVisible();
    await page.getByRole('link', { name: 'GO TO CART' }).click();
    await expect(page).toHaveURL('/cart');
  });
});
