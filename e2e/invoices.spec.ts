import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import {
  ADMIN,
  apiLogin,
  createAccount,
  newAccount,
  postOk as post,
  seedSession,
} from './account-helpers.ts';
import { expect, expectNoHorizontalOverflow, test } from './fixtures.ts';

/** docs/product.md#tax-invoices and #seller-details, in the browser. */

const SHOTS = 'test-results/invoice-screens';
const INVOICE_FILE = /^invoice-\d{4}-\d{2}-\d{6}\.pdf$/;

/** Clicks `button` and checks what the browser saves: a PDF under the invoice's number. */
async function expectInvoiceDownload(page: Page, click: () => Promise<void>, number: string) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  expect(download.suggestedFilename()).toMatch(INVOICE_FILE);
  expect(download.suggestedFilename()).toBe(`invoice-${number.replace('/', '-')}.pdf`);
  const pdf = await readFile((await download.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
}

test.describe('tax invoices and the seller', () => {
  test('the student and the admin download the invoice; nobody else can', async ({
    page,
    browser,
    request,
    cartWithItems: _cart,
    loggedIn,
    toast,
    expectSettledAccessible,
  }, testInfo) => {
    test.setTimeout(120_000);
    const token = loggedIn.session.token;
    await post(request, 'payment/confirm', { deliveryMethod: 'pickup' }, token);
    const mine = (await post(request, 'products/orders', {}, token)) as {
      products: {
        order_id: number;
        orderNumber: string;
        invoiceNumber: string;
        productsOrdered: { orderItem_id: number }[];
      }[];
    };
    const order = mine.products[0]!;
    expect(order.invoiceNumber).toMatch(/^\d{4}-\d{2}\/\d{6}$/);

    await test.step('the order page: Download invoice saves the PDF', async () => {
      await page.goto(`/profile/my-orders/${order.productsOrdered[0]!.orderItem_id}`);
      await expect(page.getByText(`Tax invoice ${order.invoiceNumber}`)).toBeVisible();
      await expectSettledAccessible();
      await expectNoHorizontalOverflow(page);
      await page.screenshot({
        path: `${SHOTS}/order-${testInfo.project.name}.png`,
        fullPage: true,
      });
      await expectInvoiceDownload(
        page,
        () => page.getByRole('button', { name: 'Download invoice' }).click(),
        order.invoiceNumber,
      );
      await expect(toast('Invoice downloaded')).toBeVisible();
    });

    await test.step('another student gets "not found" and no PDF', async () => {
      const other = newAccount(testInfo, 'other');
      await createAccount(request, other);
      const session = await apiLogin(request, other);
      const res = await request.get(`/api/v1/orders/${order.order_id}/invoice.pdf`, {
        headers: { Authorization: `Bearer ${session.token}` },
      });
      expect(res.status()).toBe(404);
      expect(await res.json()).toMatchObject({ code: 'ORDER_NOT_FOUND' });
    });

    await test.step('the admin downloads it from the order card on All orders', async () => {
      const admin = await apiLogin(request, ADMIN);
      const context = await browser.newContext({ viewport: page.viewportSize()!, hasTouch: true });
      const adminPage = await context.newPage();
      await seedSession(adminPage, { ...admin });
      await adminPage.goto(`/allOrders?q=${encodeURIComponent(loggedIn.account.email)}`);
      const link = adminPage.getByRole('button', { name: `Invoice of order ${order.orderNumber}` });
      await expect(link).toBeVisible();
      await expectSettledAccessible(adminPage);
      await expectNoHorizontalOverflow(adminPage);
      await adminPage.screenshot({
        path: `${SHOTS}/all-orders-${testInfo.project.name}.png`,
        fullPage: true,
      });
      await expectInvoiceDownload(adminPage, () => link.click(), order.invoiceNumber);
      await context.close();
    });
  });

  test('the footer and the terms page name the seller and its grievance officer', async ({
    page,
    expectSettledAccessible,
  }, testInfo) => {
    await page.goto('/terms-conditions');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Terms and conditions' }),
    ).toBeVisible();
    // The footer's code loads as the visitor nears the page's end.
    const footer = page.getByRole('contentinfo');
    await expect(async () => {
      await page.mouse.wheel(0, 4000);
      await expect(footer).toBeVisible({ timeout: 1000 });
    }).toPass();
    await expect(footer).toContainText('Sold by Campus Threads Demo Private Limited');
    await expect(footer).toContainText('GSTIN 33AABCC1234D1ZI');
    await expect(footer).toContainText('Grievance officer: Demo Grievance Officer');
    await expect(footer.getByRole('link', { name: 'grievance@campusmerch.example' })).toBeVisible();

    const main = page.getByRole('main');
    await expect(main).toContainText('Demo Block, 1 Campus Road, Chennai, Tamil Nadu 600036');
    await expect(main).toContainText('33AABCC1234D1ZI');
    await expect(main.getByRole('heading', { name: 'Grievance officer' })).toBeVisible();
    await expect(main).toContainText('write to our grievance officer, Demo Grievance Officer');
    await expectSettledAccessible();
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: `${SHOTS}/terms-${testInfo.project.name}.png`, fullPage: true });
  });
});
