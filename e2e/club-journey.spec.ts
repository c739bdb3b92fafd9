import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import type { AdminDropsReply } from '../src/shared/contract/drops.ts';
import { epochToIstLocal } from '../src/shared/rules/drops.ts';
import { formatPaise } from '../src/shared/rules/money.ts';
import {
  ADMIN,
  apiLogin,
  createAccount,
  newAccount,
  postOk,
  seedSession,
} from './account-helpers.ts';
import { invitationPath } from './club-helpers.ts';
import {
  expect,
  expectNoHorizontalOverflow,
  test,
  watchForErrors,
  type Toast,
} from './fixtures.ts';
import { newBuyer } from './order-helpers.ts';

/**
 * A club's whole journey (issue 33's "Done means", docs/product.md#clubs): the admin makes a
 * club from a collaboration application and invites its sender; the invitee signs in from the
 * mailed link and accepts; the manager adds a product and a drop, drafts; the admin publishes
 * them; one student pre-orders with cash, another online with a coupon and cancels one of two
 * items; the manager's statement and sales show the club's share to the paisa; the admin records
 * a payout, which the manager sees and is mailed. Every name is the run's and project's own, and
 * the drop is closed at the end, so no other spec meets it live.
 */

const SHOTS = 'test-results/club-journey';
const THANK_YOU = /\/thank-you\/([2-9A-Z]{4}-[2-9A-Z]{4})$/;

/** The club's share (12.5 %), the tee's price and the coupon, and what follows from them. */
const SHARE_PERCENT = '12.5';
const PRICE = 49_900;
const COUPON_PERCENT = 10;
/** clubShareOf: the percentage of what was charged, rounded down to the paisa. */
const shareOf = (charged: number) => Math.floor((charged * 1250) / 10_000);
/** The online order: two tees, the coupon shared out evenly (₹49.90 each). */
const ONLINE_EACH = PRICE - (2 * PRICE * COUPON_PERCENT) / 100 / 2;
const CHARGED = PRICE + 2 * ONLINE_EACH; // ₹1,397.20
const SALES_SHARE = shareOf(PRICE) + 2 * shareOf(ONLINE_EACH); // ₹62.37 + 2 × ₹56.13
const REFUND_SHARE = shareOf(ONLINE_EACH); // the cancelled L
const NET = SALES_SHARE - REFUND_SHARE; // ₹118.50
const PAYOUT = 10_000;

const photo = () =>
  sharp({ create: { width: 600, height: 600, channels: 3, background: { r: 30, g: 90, b: 60 } } })
    .png()
    .toBuffer();

/** The figure beside `label` in a statement (its dt and dd). */
const figure = (scope: Locator, label: string | RegExp) =>
  scope.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

/**
 * PRE-ORDER of one tee in `size` from its product page: a club tee asks for the name printed on
 * it and the institution.
 */
async function preOrder(page: Page, toast: Toast, size: string, name: string) {
  await page
    .locator('label', { has: page.getByRole('radio', { name: new RegExp(`^${size}\\b`) }) })
    .click();
  await page.getByRole('button', { name: 'PRE-ORDER' }).click();
  const dialog = page.getByRole('dialog', { name: 'Name on Tee' });
  await dialog.getByRole('textbox', { name: 'Name on the tee' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Institution name' }).fill('IIT Madras');
  await dialog.getByRole('button', { name: 'ADD TO CART' }).click();
  await expect(toast('Added to cart', page).first()).toBeVisible();
}

test("a club's journey: made from an application, a manager's drafts published, sold, settled and paid out", async ({
  page,
  browser,
  request,
  toast,
}, testInfo) => {
  test.setTimeout(240_000);
  const errors = watchForErrors(page);
  const project = testInfo.project.name;
  const run = `${project.slice(0, 4)}-${Date.now().toString(36)}`;
  const slug = `jy-${run}`;
  const clubName = `Journey Club ${run}`;
  const tee = `Journey Tee ${run}`;
  const dropName = `Journey Drop ${run}`;
  const code = `JY${run.replace(/-/g, '').toUpperCase()}`.slice(0, 24);
  const shot = (on: Page, name: string) =>
    on.screenshot({ path: `${SHOTS}/${name}-${project}.png`, fullPage: true });
  const newPage = async (session: Record<string, string>) => {
    const context = await browser.newContext({ viewport: page.viewportSize()!, hasTouch: true });
    const opened = await context.newPage();
    await seedSession(opened, session);
    return opened;
  };

  const manager = newAccount(testInfo, 'jy-manager');
  await createAccount(request, manager);
  await postOk(request, 'auth/collabForm', {
    name: clubName,
    email: manager.email,
    number: manager.phone,
    serviceNeeded: ['designer'],
    cvLink: 'https://behance.net/journey',
    comment: 'Our club would like to sell its tees.',
  });
  const admin = await apiLogin(request, ADMIN);
  const adminPage = await newPage({ ...admin });

  await test.step('admin: Make a club from the application, inviting its sender', async () => {
    await adminPage.goto('/inbox?kind=collab');
    const entry = adminPage.getByRole('article').filter({ hasText: manager.email });
    await entry.getByRole('link', { name: 'Make a club' }).click();
    await expect(adminPage.getByRole('textbox', { name: 'Name' })).toHaveValue(clubName);
    await expect(adminPage.getByRole('textbox', { name: 'E-mail to invite' })).toHaveValue(
      manager.email,
    );
    await adminPage.getByRole('textbox', { name: 'Address' }).fill(slug);
    await adminPage.getByRole('textbox', { name: 'Tag' }).fill(slug);
    await adminPage.getByRole('textbox', { name: /^Share of each sale/ }).fill(SHARE_PERCENT);
    await adminPage.getByRole('textbox', { name: 'UPI id' }).fill('journey@okaxis');
    await adminPage.getByRole('button', { name: 'Create club' }).click();
    await expect(
      toast(`Club ${clubName} created; invitation sent to ${manager.email}`, adminPage),
    ).toBeVisible();
  });

  await test.step('invitee: opens the mailed link, signs in, accepts', async () => {
    await page.goto(await invitationPath(request, manager.email));
    await expect(page.getByText(clubName)).toBeVisible();
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.getByRole('textbox', { name: 'Email' }).fill(manager.email);
    await page.getByLabel(/^Password/).fill(manager.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByRole('button', { name: 'Accept and open the dashboard' }).click();
    await expect(toast(`You now manage ${clubName}`)).toBeVisible();
    await expect(page).toHaveURL(`/club/${slug}`);
  });

  await test.step('manager: adds a product and a drop of it that opens now, both drafts', async () => {
    const tabs = page.getByRole('navigation', { name: 'Club dashboard' });
    await tabs.getByRole('link', { name: 'Products' }).click();
    await page.getByRole('link', { name: 'Add product' }).click();
    await page
      .getByLabel('Drop photos here or tap to choose')
      .setInputFiles([{ name: 'front.png', mimeType: 'image/png', buffer: await photo() }]);
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(tee);
    await page.getByLabel('Details').fill(`${tee} Green`);
    await page.getByLabel('Description').fill('The club tee, printed to order.');
    await page.getByLabel('Price (₹)').fill(String(PRICE / 100));
    await page.getByLabel('Style').selectOption('regular');
    // Printed to order: no stock, a drop sells the sizes.
    await page.getByLabel('Size 1').selectOption('M');
    await page.getByLabel('Stock of row 1').fill('0');
    await page.getByRole('button', { name: 'Add size' }).click();
    await page.getByLabel('Size 2').selectOption('L');
    await page.getByLabel('Stock of row 2').fill('0');
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect(toast('Draft saved: the shop publishes it')).toBeVisible();

    await tabs.getByRole('link', { name: 'Drops' }).click();
    const form = page.getByRole('form', { name: 'New drop' });
    await form.getByRole('textbox', { name: 'Name' }).fill(dropName);
    const opens = Math.floor(Date.now() / 1000) * 1000;
    await form.getByLabel('Opens at (Indian time)').fill(epochToIstLocal(opens));
    await form.getByLabel('Closes at (Indian time)').fill(epochToIstLocal(opens + 2 * 3_600_000));
    await form
      .getByLabel('Expected ready date')
      .fill(epochToIstLocal(opens + 10 * 86_400_000).slice(0, 10));
    await form.getByLabel('Limit per student, per product').fill('2');
    await form.getByLabel('Cash on Delivery allowed (otherwise online only)').check();
    await form.getByLabel(tee).check();
    await form.getByRole('button', { name: 'Create drop' }).click();
    await expect(toast(`${dropName} saved as a draft`)).toBeVisible();
  });

  await test.step('admin: publishes both from Drafts from clubs', async () => {
    await adminPage.goto('/club-drafts');
    await adminPage.getByRole('button', { name: `Publish ${tee}` }).click();
    await expect(toast(`${tee} is published and on sale`, adminPage)).toBeVisible();
    await adminPage.getByRole('button', { name: `Publish ${dropName}` }).click();
    await expect(toast(`${dropName} is published`, adminPage)).toBeVisible();
  });

  await test.step("a student pre-orders one from the club's page and pays cash at pickup", async () => {
    const buyer = await newBuyer(request, testInfo, 'jy-cash');
    const student = await newPage({ ...buyer.session });
    await student.goto(`/clubs/${slug}`);
    await student.getByRole('link', { name: tee, exact: true }).first().click();
    await preOrder(student, toast, 'M', 'ASHA');
    await student.goto('/cart');
    await student.getByRole('button', { name: 'PROCEED TO PAYMENT' }).click();
    await expect(student.getByRole('radio', { name: /^Cash on Delivery/ })).toBeChecked();
    await student.getByRole('button', { name: 'PLACE ORDER' }).click();
    await expect(student).toHaveURL(THANK_YOU);
    await student.context().close();
  });

  await test.step('another pre-orders two online with a club coupon, then cancels one', async () => {
    await postOk(
      request,
      'admin/coupons/create',
      { code, kind: 'percent', value: COUPON_PERCENT, scope: 'club', scopeValue: slug },
      admin.token,
    );
    const buyer = await newBuyer(request, testInfo, 'jy-online');
    const student = await newPage({ ...buyer.session });
    await student.goto(`/clubs/${slug}`);
    await student.getByRole('link', { name: tee, exact: true }).first().click();
    await preOrder(student, toast, 'M', 'RAVI');
    await preOrder(student, toast, 'L', 'RAVI');
    await student.goto('/cart');
    await student.getByLabel('Coupon code').fill(code);
    await student.getByRole('button', { name: 'Apply' }).click();
    await expect(student.getByRole('status').filter({ hasText: `${code} applied` })).toContainText(
      `you save ${formatPaise(2 * PRICE - 2 * ONLINE_EACH)}`,
    );
    await student.getByRole('button', { name: 'PROCEED TO PAYMENT' }).click();
    await student.getByRole('radio', { name: /^Pay Online/ }).check();
    await student.getByRole('button', { name: /^PAY/ }).click();
    await student.getByRole('radio', { name: /^UPI/ }).check();
    await student.getByRole('button', { name: /^Pay now/ }).click();
    await expect(student).toHaveURL(THANK_YOU);
    await student.getByRole('link', { name: 'View your order' }).click();
    await student.getByRole('button', { name: `Cancel ${tee}, size L` }).click();
    const dialog = student.getByRole('dialog', { name: 'Cancel this item?' });
    await expect(dialog).toContainText(`We refund ${formatPaise(ONLINE_EACH)}`);
    await dialog.getByRole('button', { name: 'Cancel item' }).click();
    await expect(dialog).toBeHidden();
    await student.context().close();
  });

  await test.step("manager: the month's statement and sales show the club's share", async () => {
    const tabs = page.getByRole('navigation', { name: 'Club dashboard' });
    await tabs.getByRole('link', { name: 'Statements' }).click();
    const statement = page.getByRole('region', { name: /^Statement for / });
    await expect(figure(statement, 'Balance brought forward')).toHaveText('₹0');
    await expect(figure(statement, `Sales: 3 pieces charged ${formatPaise(CHARGED)}`)).toHaveText(
      formatPaise(SALES_SHARE),
    );
    await expect(figure(statement, `Refunds of ${formatPaise(ONLINE_EACH)}`)).toHaveText(
      `−${formatPaise(REFUND_SHARE)}`,
    );
    await expect(figure(statement, 'Net share')).toHaveText(formatPaise(NET));
    await expect(figure(statement, 'Payouts')).toHaveText('₹0');
    await expect(figure(statement, 'Balance carried forward')).toHaveText(formatPaise(NET));
    await expect(page.getByRole('region', { name: 'Balance now' })).toContainText(formatPaise(NET));

    await tabs.getByRole('link', { name: 'Sales' }).click();
    const rows = page.getByRole('region', { name: /^Sales and refunds in / }).getByRole('listitem');
    await expect(rows).toHaveCount(4);
    await expect(rows.filter({ hasText: 'Sold' })).toHaveCount(3);
    // Each figure says what it is (on a phone the column heads are hidden).
    await expect(rows.filter({ hasText: `Charged ${formatPaise(PRICE)}` })).toContainText(
      `Club's share ${formatPaise(shareOf(PRICE))} at 12.5%`,
    );
    await expect(rows.filter({ hasText: 'Refunded (cancelled)' })).toContainText(
      `Refunded −${formatPaise(ONLINE_EACH)}Club's share −${formatPaise(REFUND_SHARE)} at 12.5%`,
    );
    await expectNoHorizontalOverflow(page);
    await shot(page, 'club-sales');
  });

  await test.step('admin: records a payout; the manager sees it and is mailed', async () => {
    await adminPage.goto(`/admin/club-money?club=${slug}`);
    const payout = adminPage.getByRole('form', { name: 'Record a payout' });
    await expect(payout).toContainText(`Balance now: ${formatPaise(NET)}`);
    await payout.getByLabel('Amount (₹)').fill(String(PAYOUT / 100));
    await payout.getByLabel('Reference (UTR)').fill(`UTR-${run}`);
    await payout.getByRole('button', { name: 'Record payout' }).click();
    await expect(
      toast(`Payout of ${formatPaise(PAYOUT)} to ${clubName} recorded`, adminPage),
    ).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Club dashboard' })
      .getByRole('link', { name: 'Statements' })
      .click();
    await page.reload();
    const statement = page.getByRole('region', { name: /^Statement for / });
    await expect(figure(statement, 'Payouts')).toHaveText(`−${formatPaise(PAYOUT)}`);
    await expect(figure(statement, 'Balance carried forward')).toHaveText(
      formatPaise(NET - PAYOUT),
    );
    await expect(statement).toContainText(`UPI UTR-${run}`);
    const balance = page.getByRole('region', { name: 'Balance now' });
    await expect(balance).toContainText(formatPaise(NET - PAYOUT));
    await expect(balance).toContainText(`UTR-${run}`);
    await expectNoHorizontalOverflow(page);
    await shot(page, 'club-statements');
    await expect
      .poll(async () => {
        const res = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(manager.email)}`);
        const { messages } = (await res.json()) as { messages: { subject: string }[] };
        return messages.map((m) => m.subject);
      })
      .toContain(`${clubName}: ${formatPaise(PAYOUT)} paid out`);
  });

  // Other specs meet a quiet shop: the drop stops taking pre-orders.
  const { drops } = (await postOk(request, 'admin/drops', {}, admin.token)) as AdminDropsReply;
  await postOk(
    request,
    'admin/drops/close',
    { id: drops.find((d) => d.name === dropName)!.id },
    admin.token,
  );
  await adminPage.context().close();
  errors.expectNone();
});
