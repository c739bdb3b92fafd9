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

  test('a cancelled order gets a credit note beside its invoice', async ({
    page,
    request,
    cartWithItems: _cart,
    loggedIn,
    toast,
    expectSettledAccessible,
  }, testInfo) => {
    test.setTimeout(120_000);
    const token = loggedIn.session.token;
    await post(request, 'payment/confirm', { deliveryMethod: 'pickup' }, token);
    const { orders } = (await post(request, 'products/my-orders', {}, token)) as {
      orders: { orderNumber: string; invoiceNumber: string }[];
    };
    const order = orders[0]!;
    await page.goto(`/profile/my-orders/${order.orderNumber}`);
    await page.getByRole('button', { name: 'Cancel order' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await expect(dialog).toBeHidden();

    // The money reads what it came to, the invoice stands as issued, the credit note beside it.
    await expect(page.getByText('Nothing to pay')).toBeVisible();
    await expect(page.getByText('You pay now')).toHaveCount(0);
    await expect(page.getByText(`Tax invoice ${order.invoiceNumber}, as issued`)).toBeVisible();
    const note = page.getByText(/^Credit note CN\/\d{4}-\d{2}\/\d{5} · ₹[\d,]+ credited on /);
    await expect(note).toBeVisible();
    const number = /CN\/\d{4}-\d{2}\/\d{5}/.exec((await note.textContent()) ?? '')![0];
    await expectSettledAccessible();
    await expectNoHorizontalOverflow(page);
    await page.screenshot({
      path: `${SHOTS}/credit-note-${testInfo.project.name}.png`,
      fullPage: true,
    });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: `Download credit note ${number}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`credit-note-${number.replaceAll('/', '-')}.pdf`);
    const pdf = await readFile((await download.path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    await expect(toast('Credit note downloaded')).toBeVisible();
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
