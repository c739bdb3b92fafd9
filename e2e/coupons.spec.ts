import type { Locator, Page } from '@playwright/test';
import { formatRupees } from '../src/shared/rules/money.ts';
import { ADMIN, apiLogin, seedSession } from './account-helpers.ts';
import { expect, expectNoHorizontalOverflow, test, watchForErrors } from './fixtures.ts';

/**
 * Coupon codes and free delivery (docs/product.md#coupon-codes, #delivery-and-charges): the
 * admin makes a code on /coupons; a student applies it in the cart, sees it on the payment page,
 * places the order, and finds the saving on the order page; the admin sees it on the order card.
 * The e2e server delivers home free from ₹5,000 (playwright.config.ts).
 */

const SHOTS = 'test-results/coupon-screens';
const FREE_HOME_OVER = 5000;

const amount = (scope: Page | Locator, label: string | RegExp) =>
  scope.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

test.describe('coupon codes', () => {
  test('admin makes a code; a student applies it in the cart, pays less, and both see the saving', async ({
    page,
    browser,
    request,
    cartWithItems: { tee },
    toast,
    expectSettledAccessible,
  }, testInfo) => {
    test.setTimeout(150_000);
    const errors = watchForErrors(page);
    const project = testInfo.project.name;
    const code = `E2E-${project.slice(0, 4).toUpperCase()}-${Date.now().toString(36).slice(-5).toUpperCase()}`;
    const saving = Math.floor(tee.price * 100 * 0.1) / 100;

    const admin = await apiLogin(request, ADMIN);
    const adminContext = await browser.newContext({
      viewport: page.viewportSize()!,
      hasTouch: true,
    });
    const adminPage = await adminContext.newPage();
    await seedSession(adminPage, { ...admin });
    const shot = (on: Page, name: string) =>
      on.screenshot({ path: `${SHOTS}/${name}-${project}.png`, fullPage: true });

    await test.step('admin: /coupons makes a 10% code, once per student', async () => {
      await adminPage.goto('/coupons');
      await expect(adminPage.getByRole('heading', { level: 1, name: 'Coupons' })).toBeVisible();
      await adminPage.getByRole('button', { name: 'Create coupon' }).click();
      await expect(adminPage.getByRole('alert')).toContainText('Enter a code of 3 to 24');
      await adminPage.getByRole('textbox', { name: 'Code', exact: true }).fill(code.toLowerCase());
      await adminPage.getByRole('textbox', { name: 'Percent off' }).fill('10');
      await adminPage.getByRole('button', { name: 'Create coupon' }).click();
      await expect(toast(`Coupon ${code} created`, adminPage)).toBeVisible();
      const card = adminPage.getByRole('article', { name: `Coupon ${code}` });
      await expect(card).toContainText('10% off');
      await expect(card).toContainText('0 · 1 per student');
      await expectSettledAccessible(adminPage);
      await expectNoHorizontalOverflow(adminPage);
      await shot(adminPage, 'admin-coupons');
    });

    await test.step('cart: a wrong code is explained, the right one priced by the server', async () => {
      await page.goto('/cart');
      await page.getByLabel('Coupon code').fill('NOPE-123');
      await page.getByRole('button', { name: 'Apply' }).click();
      await expect(page.getByText('This coupon code is not valid.')).toBeVisible();
      await page.getByLabel('Coupon code').fill(code.toLowerCase());
      await page.getByRole('button', { name: 'Apply' }).click();
      await expect(page.getByRole('status').filter({ hasText: `${code} applied` })).toContainText(
        `you save ${formatRupees(saving)}`,
      );
      await expect(amount(page, `Coupon ${code}`)).toHaveText(`−${formatRupees(saving)}`);
      await expect(amount(page, 'Total Amount')).toHaveText(formatRupees(tee.price - saving));
      await page.getByRole('radio', { name: /^Deliver outside IITM/ }).check();
      const gap = Math.round((FREE_HOME_OVER - (tee.price - saving)) * 100) / 100;
      await expect(page.getByText(`Add ${formatRupees(gap)} more for free delivery`)).toBeVisible();
      await expect(amount(page, 'Total Amount')).toHaveText(formatRupees(tee.price - saving + 99));
      await expectSettledAccessible();
      await expectNoHorizontalOverflow(page);
      await shot(page, 'cart-coupon');
      await page.getByRole('radio', { name: /^Pickup from/ }).check();
      await page.getByRole('button', { name: 'PROCEED TO PAYMENT' }).click();
      await expect(page).toHaveURL(`/payment?method=pickup&coupon=${code}`);
    });

    await test.step('payment: the same figures from the quote; the order keeps the saving', async () => {
      await expect(amount(page, `Coupon ${code}`)).toHaveText(`−${formatRupees(saving)}`);
      await expect(amount(page, 'Total Amount')).toHaveText(formatRupees(tee.price - saving));
      await expect(page.getByRole('status').filter({ hasText: `${code} applied` })).toBeVisible();
      await expectSettledAccessible();
      await expectNoHorizontalOverflow(page);
      await shot(page, 'payment-coupon');
      await page.getByRole('button', { name: 'PLACE ORDER' }).click();
      // PLACE ORDER ends on the thank-you page, which links the order page.
      await expect(page).toHaveURL(/\/thank-you\/[2-9A-Z]{4}-[2-9A-Z]{4}$/);
      await page.getByRole('link', { name: 'View your order' }).click();
      await expect(page).toHaveURL(/\/profile\/my-orders\/[2-9A-Z]{4}-[2-9A-Z]{4}$/);
      await expect(amount(page, `Coupon ${code}`)).toHaveText(`−${formatRupees(saving)}`);
      await expect(amount(page, 'Order total')).toHaveText(formatRupees(tee.price - saving));
      await expectSettledAccessible();
      await shot(page, 'order-coupon');
    });

    await test.step('admin: the order card shows the code and the saving', async () => {
      await adminPage.goto('/allOrders');
      await expect(
        adminPage.getByText(`Coupon ${code} −${formatRupees(saving)}`).first(),
      ).toBeVisible();
      await shot(adminPage, 'admin-all-orders');
      await adminPage.goto('/coupons');
      await expect(adminPage.getByRole('article', { name: `Coupon ${code}` })).toContainText(
        '1 · 1 per student',
      );
    });

    await test.step('the same student cannot use it twice: the payment page says why', async () => {
      await request.post('/api/v1/products/addToCart', {
        data: { productId: tee.product_id, selectedSize: 'M', quantity: 1 },
        headers: {
          Authorization: `Bearer ${(await page.evaluate(() => localStorage.getItem('token')))!}`,
        },
      });
      await page.goto(`/payment?method=pickup&coupon=${code}`);
      await expect(
        page.getByText(`${code}: You have already used this coupon code.`),
      ).toBeVisible();
      await expect(amount(page, 'Total Amount')).toHaveText(formatRupees(tee.price));
    });

    await adminContext.close();
    // The unknown code typed in the cart is refused by products/cart-coupon (a 422, on purpose).
    errors.expectNone([/422 POST \/api\/v1\/products\/cart-coupon/, /cart-coupon\)$/]);
  });
});
