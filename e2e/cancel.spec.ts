import type { Page } from '@playwright/test';
import { ADMIN, apiLogin, seedSession } from './account-helpers.ts';
import { expect, expectNoHorizontalOverflow, test } from './fixtures.ts';
import { placePickupOrder, teeInSizes } from './order-helpers.ts';

/**
 * docs/product.md#cancelling-an-order: a student cancels a paid order and follows the refund to
 * "Refunded" (the sandbox gateway completes refunds and sends their webhooks); the admin cancels
 * an item with a reason and the student's order page says so.
 */

const SHOTS = 'test-results/cancel';
const THANK_YOU = /\/thank-you\/[2-9A-Z]{4}-[2-9A-Z]{4}$/;

const shot = (page: Page, name: string, project: string) =>
  page.screenshot({ path: `${SHOTS}/${name}-${project}.png`, fullPage: true });

test('a student cancels a paid order and sees the refund become "Refunded"', async ({
  page,
  cartWithItems: _cart,
  toast,
  expectSettledAccessible,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.goto('/payment?method=hostel&hostel=Ganga');
  await page.getByRole('button', { name: /^PAY/ }).click();
  await page.getByRole('radio', { name: /^UPI/ }).check();
  await page.getByRole('button', { name: /^Pay now/ }).click();
  await expect(page).toHaveURL(THANK_YOU);
  await page.getByRole('link', { name: 'View your order' }).click();
  await expect(page.getByRole('heading', { name: /^Order / })).toBeVisible();

  await page.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
  await expect(dialog).toContainText(/We refund ₹[\d,]+ to the account you paid from/);
  await expectNoHorizontalOverflow(page);
  await expectSettledAccessible();
  await shot(page, 'student-dialog', testInfo.project.name);
  await dialog.getByLabel('Why are you cancelling? (optional)').fill('Bought the wrong size');
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(toast(/is cancelled\. Your refund of ₹[\d,]+ has started/)).toBeVisible();
  await expect(dialog).toBeHidden();

  await expect(page.getByText(/^Cancelled on \d{1,2} \w{3} \(by you\)$/)).toBeVisible();
  await expect(
    page.getByText('This order is cancelled: nothing of it will be packed or sent.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  // The item's charge and the ₹19 delivery charge go back; the page follows the gateway.
  await expect(
    page.getByText(
      /^Refund of ₹[\d,]+ started on \d{1,2} \w{3}; it reaches your account in 7–10 business days$/,
    ),
  ).toBeVisible();
  await expect(page.getByText(/^Refunded ₹[\d,]+ on \d{1,2} \w{3}$/)).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText(/^Delivery charge: Refunded ₹19 on \d{1,2} \w{3}$/)).toBeVisible({
    timeout: 20_000,
  });
  await expectNoHorizontalOverflow(page);
  await expectSettledAccessible();
  await shot(page, 'student-cancelled', testInfo.project.name);

  await page.goto('/profile/my-orders');
  await expect(page.getByRole('article').first()).toContainText('Cancelled');
});

test('the admin cancels an item with a reason and the student reads it on the order page', async ({
  page,
  browser,
  request,
  products,
  loggedIn,
  toast,
  expectSettledAccessible,
}, testInfo) => {
  test.setTimeout(120_000);
  const buyer = loggedIn.session.token;
  const tee = teeInSizes(products, ['M', 'L']);
  const orderId = await placePickupOrder(request, buyer, tee.product_id, ['M', 'L']);

  const admin = await apiLogin(request, ADMIN);
  const adminContext = await browser.newContext({ viewport: page.viewportSize()!, hasTouch: true });
  const adminPage = await adminContext.newPage();
  await seedSession(adminPage, { ...admin });
  await adminPage.goto(`/allOrders/${orderId}`);
  const items = adminPage.getByRole('region', { name: 'Items' });
  await items.getByRole('button', { name: 'Cancel item' }).first().click();
  const dialog = adminPage.getByRole('dialog', { name: 'Cancel this item?' });
  await expect(dialog).toContainText('Cash on Delivery:');
  await dialog.getByRole('button', { name: 'Cancel item' }).click();
  await expect(dialog.getByText('Say why the item is cancelled')).toBeVisible();
  await dialog.getByLabel(/^Reason/).fill('This print ran out');
  await expectSettledAccessible(adminPage);
  await dialog.getByRole('button', { name: 'Cancel item' }).click();
  await expect(toast(/^Cancelled .* of order [2-9A-Z]{4}-[2-9A-Z]{4}\./, adminPage)).toBeVisible();
  await expect(
    items.getByText(/by admin@campusmerch\.example · This print ran out$/),
  ).toBeVisible();
  await expect(items.getByRole('button', { name: 'Cancel item' })).toHaveCount(1);
  await expectNoHorizontalOverflow(adminPage);
  await shot(adminPage, 'admin-order', testInfo.project.name);
  // All orders: the card says it was cancelled, and by whom, instead of offering the handover.
  // Found by the row id as older mails quote it (`#42`); the card names the order by number.
  await adminPage.goto(`/allOrders?q=%23${orderId}`);
  const card = adminPage.getByRole('article', { name: /^Order [2-9A-Z]{4}-[2-9A-Z]{4} from / });
  await expect(card.getByText(/by admin@campusmerch\.example: This print ran out/)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Mark as delivered' })).toHaveCount(1);
  await shot(adminPage, 'admin-list', testInfo.project.name);
  await adminContext.close();

  await page.goto('/profile/my-orders');
  await page.getByRole('article').first().getByRole('link').first().click();
  await expect(
    page.getByText(/^Cancelled on \d{1,2} \w{3} \(by the shop: This print ran out\)$/),
  ).toBeVisible();
  // One item left: cancelling it is cancelling the order.
  await expect(page.getByRole('button', { name: 'Cancel order' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Cancel .*, size / })).toHaveCount(0);
  await expect(page.getByText('To pay now')).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectSettledAccessible();
  await shot(page, 'student-item-cancelled', testInfo.project.name);
});
