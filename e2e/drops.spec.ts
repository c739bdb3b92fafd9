import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import type { AdminDropsReply } from '../src/shared/contract/drops.ts';
import { epochToIstLocal } from '../src/shared/rules/drops.ts';
import { slugFromDetails } from '../src/shared/rules/slug.ts';
import { ADMIN, apiLogin, seedSession } from './account-helpers.ts';
import { expect, expectNoHorizontalOverflow, test, watchForErrors } from './fixtures.ts';
import { reportDamaged } from './order-helpers.ts';

/**
 * A pre-order drop (docs/product.md#drops): the admin makes one on /drops that opens a few
 * seconds later; the product page counts down and then offers PRE-ORDER; a student pre-orders
 * within the limit and is refused above it; Home and the shop show the drop meanwhile.
 */

const SHOTS = 'test-results/drops';

/** Picks a size by its chip, as a person does (the radio itself is visually hidden). */
const pickSize = (page: Page, size: string) =>
  page
    .locator('label', { has: page.getByRole('radio', { name: new RegExp(`^${size}\\b`) }) })
    .click();

/** A plain product of its own for this run (a drop keeps its products for good). */
async function newProduct(request: APIRequestContext, token: string, name: string) {
  const template = (await (await request.get('/api/v1/products/get-product')).json()) as {
    product_id: number;
  }[];
  const details = (await (
    await request.get(`/api/v1/products/get-product-details/${template[0]!.product_id}`)
  ).json()) as { imageUrl: string[] };
  const res = await request.post('/api/v1/products/add-product', {
    data: {
      name,
      details: name,
      description: 'A tee sold only as a pre-order in the drop test.',
      price: 599,
      style: 'regular',
      sizeQuantities: ['S', 'M', 'L'].map((size) => ({ size, quantity: 0 })),
      imageUrl: details.imageUrl,
    },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { product_id: number }).product_id;
}

/**
 * Moves the drop's opening to `ms` after the server's time now (admin/drops/update, as the admin's
 * edit form does). A step that must see the drop upcoming, or see it open, sets the time when it
 * runs, so the steps before it may take as long as a busy machine makes them.
 */
async function opensIn(request: APIRequestContext, token: string, dropName: string, ms: number) {
  const headers = { Authorization: `Bearer ${token}` };
  const listed = await request.post('/api/v1/admin/drops', { data: {}, headers });
  const { serverNow, drops } = (await listed.json()) as AdminDropsReply;
  const drop = drops.find((d) => d.name === dropName)!;
  const res = await request.post('/api/v1/admin/drops/update', {
    data: {
      id: drop.id,
      version: drop.version,
      drop: {
        name: drop.name,
        opensAt: epochToIstLocal(Math.floor((serverNow + ms) / 1000) * 1000),
        closesAt: drop.closesAtIst,
        perStudentLimit: drop.perStudentLimit,
        namesTaken: drop.namesTaken,
        readyBy: drop.readyBy,
        cashAllowed: drop.cashAllowed,
        capKind: drop.capKind,
        products: drop.products.map((p) => ({
          productId: p.productId,
          ...(p.cap === null ? {} : { cap: p.cap }),
        })),
      },
    },
    headers,
  });
  expect(res.ok(), await res.text()).toBeTruthy();
}

test.describe('pre-order drops', () => {
  test('admin makes a drop; the page counts down, then a student pre-orders within the limit', async ({
    page,
    browser,
    request,
    loggedIn,
    toast,
    expectSettledAccessible,
  }, testInfo) => {
    test.setTimeout(180_000);
    const errors = watchForErrors(page);
    const project = testInfo.project.name;
    const shot = (on: Page, name: string) =>
      on.screenshot({ path: `${SHOTS}/${name}-${project}.png`, fullPage: true });
    const admin = await apiLogin(request, ADMIN);
    // Names of this attempt's own: a retry must not find the drop an earlier attempt opened.
    const run = Date.now().toString(36);
    const productName = `Zine Drop ${project} ${run}`;
    const productId = await newProduct(request, admin.token, productName);
    const dropName = `Zine Fest ${project} ${run}`;
    const adminContext = await browser.newContext({ viewport: page.viewportSize()! });
    const adminPage = await adminContext.newPage();
    await seedSession(adminPage, { ...admin });

    await test.step('admin: /drops makes a drop opening in an hour, cash allowed, 2 per student', async () => {
      await adminPage.goto('/drops');
      await expect(adminPage.getByRole('heading', { level: 1, name: 'Drops' })).toBeVisible();
      const form = adminPage.getByRole('form', { name: 'New drop' });
      await form.getByRole('textbox', { name: 'Name' }).fill(dropName);
      // Far enough ahead to stay upcoming however long this step takes; later steps move it.
      const opens = Date.now() + 3_600_000;
      const second = (t: number) => Math.floor(t / 1000) * 1000;
      await form.getByLabel('Opens at (Indian time)').fill(epochToIstLocal(second(opens)));
      await form
        .getByLabel('Closes at (Indian time)')
        .fill(epochToIstLocal(second(opens) + 3_600_000));
      await form
        .getByLabel('Expected ready date')
        .fill(epochToIstLocal(opens + 10 * 86_400_000).slice(0, 10));
      await form.getByLabel('Limit per student, per product').fill('2');
      await form.getByLabel(/Cash on Delivery allowed/).check();
      await form.getByLabel(productName).check();
      await form.getByRole('button', { name: 'Create drop' }).click();
      await expect(toast(`${dropName} created`, adminPage)).toBeVisible();
      const row = adminPage.getByRole('listitem').filter({ hasText: dropName }).first();
      await expect(row).toContainText('Upcoming');
      await expect(row).toContainText(`${productName}: 0 pre-ordered`);
      await expectSettledAccessible(adminPage);
      await expectNoHorizontalOverflow(adminPage);
      await shot(adminPage, 'admin-drops');
    });

    let orderNumber = '';
    let replaced = '';
    const productPage = `/products/${slugFromDetails(productName)}/${productId}`;
    /** The product's card in the shop's search for it, freshly loaded. */
    const card = async () => {
      await page.goto(`/shop?q=${encodeURIComponent(productName)}`);
      return page.getByRole('article').filter({ hasText: productName });
    };
    /** Opening in under a minute, so the countdown shows seconds. */
    const UPCOMING_MS = 50_000;
    await test.step('product page: "Opens in …" counts down on the server clock, nothing to order yet', async () => {
      await opensIn(request, admin.token, dropName, UPCOMING_MS);
      await page.goto(productPage);
      const timer = page.getByRole('timer');
      await expect(timer).toHaveText(/^Opens in \d+ s$/);
      await expect(page.getByRole('button', { name: 'PRE-ORDER' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'ADD TO CART' })).toHaveCount(0);
      await expectNoHorizontalOverflow(page);
      await shot(page, 'product-countdown');
    });

    await test.step('Home and the shop show the drop', async () => {
      await opensIn(request, admin.token, dropName, UPCOMING_MS);
      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'Drops' })).toBeVisible();
      await expect(page.getByRole('listitem').filter({ hasText: dropName }).first()).toContainText(
        'Opens in',
      );
      await shot(page, 'home-drops');
      await page.goto('/shop');
      await expect(page.getByRole('listitem').filter({ hasText: dropName }).first()).toBeVisible();
      await expectNoHorizontalOverflow(page);
      await shot(page, 'shop-drops');
      // Its card (a search finds it among the other tests' products) names the drop, not stock.
      const upcoming = await card();
      await expect(upcoming).toContainText(/Drop opens \d+ \w{3}/);
      await expect(upcoming).not.toContainText('OUT OF STOCK');
      await shot(page, 'card-upcoming');
    });

    await test.step('it opens on time: PRE-ORDER with "Ready by"; two go in, a third is refused', async () => {
      await opensIn(request, admin.token, dropName, 5_000);
      await page.goto(productPage);
      await expect(page.getByRole('button', { name: 'PRE-ORDER' })).toBeVisible({
        timeout: 40_000,
      });
      await expect(page.getByText(/^Ready by \d+ \w{3}$/)).toBeVisible();
      // The wishlist heart works as on any product; no size request (printed to order).
      await expect(page.getByText(/Size Not Available/)).toHaveCount(0);
      await page.getByRole('button', { name: 'WISHLIST' }).click();
      await expect(toast('Added to wishlist')).toBeVisible();
      await expect(page.getByRole('button', { name: 'WISHLISTED' })).toBeVisible();
      await pickSize(page, 'M');
      await page.getByRole('button', { name: 'PRE-ORDER' }).click();
      await expect(toast('Added to cart')).toBeVisible();
      await pickSize(page, 'L');
      await page.getByRole('button', { name: 'PRE-ORDER' }).click();
      await expect(toast('Added to cart').nth(0)).toBeVisible();
      await pickSize(page, 'S');
      await page.getByRole('button', { name: 'PRE-ORDER' }).click();
      await expect(
        toast(
          `You can pre-order at most 2 of this product in ${dropName}, and 2 are already ordered or in your cart.`,
        ),
      ).toBeVisible();
      await expectSettledAccessible();
      await shot(page, 'product-live');
    });

    await test.step('the two are placed (cash, pickup); the page then says the limit is reached', async () => {
      await page.goto('/cart');
      await page.getByRole('button', { name: 'PROCEED TO PAYMENT' }).click();
      await page.getByRole('button', { name: 'PLACE ORDER' }).click();
      await expect(page).toHaveURL(/\/thank-you\/[2-9A-Z]{4}-[2-9A-Z]{4}$/);
      orderNumber = page.url().split('/thank-you/')[1]!;
      await page.goto(`/profile/my-orders/${orderNumber}`);
      await expect(page.getByRole('button', { name: 'Cancel order' })).toBeVisible();
      await expect(
        page.getByText(/Pre-orders can be cancelled until the drop closes on \d+ \w{3}, /).first(),
      ).toBeVisible();
      const live = await card();
      await expect(live).toContainText(/Pre-order · ready \d+ \w{3}/);
      await shot(page, 'card-live');
      await page.goto(productPage);
      await expect(page.getByRole('button', { name: 'LIMIT REACHED' })).toBeDisabled();
      const res = await request.post('/api/v1/products/addToCart', {
        data: { productId, selectedSize: 'S' },
        headers: { Authorization: `Bearer ${loggedIn.session.token}` },
      });
      expect(((await res.json()) as { code: string }).code).toBe('DROP_LIMIT');
    });

    await test.step("admin: the live drop's print run, orders so far with a chart over time", async () => {
      await adminPage.reload();
      const row = adminPage.getByRole('listitem').filter({ hasText: dropName }).first();
      await row.getByRole('link', { name: 'Orders so far' }).click();
      await expect(adminPage).toHaveURL(/\/drops\/\d+\/print$/);
      await expect(
        adminPage.getByRole('heading', { name: `${dropName}: orders so far` }),
      ).toBeVisible();
      const panel = adminPage.getByRole('region', { name: `Orders over time: ${productName}` });
      await expect(panel.getByRole('list', { name: 'Ordered now' })).toHaveText(
        /M\s*1.*L\s*1.*Total\s*2/,
      );
      // The chart is a canvas whose label sums it up; the table of figures stays beside it.
      const chart = panel.locator('canvas[role="img"]');
      await expect(chart).toHaveAttribute(
        'aria-label',
        new RegExp(
          `^${productName}: 2 pieces ordered since .+ \\(Indian time\\), by size M 1, L 1;`,
        ),
      );
      await expect(chart).toBeVisible();
      const box = (await chart.boundingBox())!;
      expect(box.width).toBeGreaterThan(200);
      expect(box.height).toBeGreaterThan(150);
      const sizes = adminPage
        .getByRole('region', { name: productName, exact: true })
        .getByRole('table', { name: `${productName}: pieces per size` });
      await expect(sizes.getByRole('cell')).toHaveText(['1', '1', '2']);
      await expectSettledAccessible(adminPage);
      await expectNoHorizontalOverflow(adminPage);
      await shot(adminPage, 'print-run-live-chart');
      await adminPage.goto('/drops');
    });

    await test.step('a damaged pre-order: its replacement is printed with the drop, not taken from stock', async () => {
      const reference = await reportDamaged(page, orderNumber);
      await adminPage.goto('/inbox?kind=help');
      const remedy = adminPage
        .getByRole('article')
        .filter({ hasText: reference })
        .getByRole('region', { name: 'Refund or replace' });
      const first = remedy.getByRole('form', { name: `Remedy for ${productName}` }).first();
      await first.getByRole('radio', { name: 'Replacement' }).check();
      // The item's own size to begin with (M or L), though neither has stock.
      replaced = await first.getByRole('combobox').inputValue();
      await expect(
        first.getByRole('option', { name: `${replaced} (printed with ${dropName})` }),
      ).toBeEnabled();
      await expectSettledAccessible(adminPage);
      await expectNoHorizontalOverflow(adminPage);
      await shot(adminPage, 'inbox-replacement');
      await first.getByRole('button', { name: 'Send replacement' }).click();
      await expect(
        toast(`Replacement in size ${replaced} added to ${dropName}'s print run`, adminPage),
      ).toBeVisible();
      await adminPage.goto('/drops');
    });

    await test.step('admin closes it early: "Pre-orders closed"', async () => {
      await adminPage.reload();
      const row = adminPage.getByRole('listitem').filter({ hasText: dropName }).first();
      await expect(row).toContainText(`${productName}: 2 pre-ordered`);
      await row.getByRole('button', { name: 'Close now' }).click();
      // The shop's own confirm dialog, not the browser's.
      await adminPage.getByRole('button', { name: 'Close drop', exact: true }).click();
      await expect(row).toContainText('Closed');
      await page.goto(productPage);
      await expect(page.getByText('Pre-orders closed')).toBeVisible();
      await shot(page, 'product-closed');
      await expect(await card()).toContainText('Pre-orders closed');
      // The order page no longer offers what the server would refuse, and says why.
      await page.goto(`/profile/my-orders/${orderNumber}`);
      await expect(
        page.getByText(/^Pre-orders can be cancelled until the drop closes; it closed on /).first(),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: /^Cancel .*, size / })).toHaveCount(0);
      await expectSettledAccessible();
      await expectNoHorizontalOverflow(page);
      await shot(page, 'order-closed');
    });
    await test.step('admin: the print sheet of the closed drop, printable and as CSV', async () => {
      const row = adminPage.getByRole('listitem').filter({ hasText: dropName }).first();
      await row.getByRole('link', { name: 'Print sheet' }).click();
      await expect(adminPage).toHaveURL(/\/drops\/\d+\/print$/);
      await expect(
        adminPage.getByRole('heading', { name: `${dropName}: print sheet` }),
      ).toBeVisible();
      const sheet = adminPage.getByRole('region', { name: productName });
      // The two pre-orders, and the replacement of the damaged one.
      await expect(sheet).toContainText('3 in all');
      const sizes = sheet.getByRole('table', { name: `${productName}: pieces per size` });
      await expect(sizes.getByRole('columnheader')).toHaveText(['M', 'L', 'Total']);
      await expect(sizes.getByRole('cell')).toHaveText(
        replaced === 'M' ? ['2', '1', '3'] : ['1', '2', '3'],
      );
      // No site chrome on the page, and none of the buttons on paper.
      await expect(adminPage.getByRole('navigation', { name: 'Admin' })).toBeVisible();
      await expectSettledAccessible(adminPage);
      await expectNoHorizontalOverflow(adminPage);
      await shot(adminPage, 'print-sheet');
      const [download] = await Promise.all([
        adminPage.waitForEvent('download'),
        adminPage.getByRole('button', { name: 'Download CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^print-run-zine-fest-.+\.csv$/);
      const csv = await readFile(await download.path(), 'utf8');
      expect(csv).toContain(`Size total,${productName},M,${replaced === 'M' ? 2 : 1}`);
      expect(csv).toContain(`Size total,${productName},L,${replaced === 'L' ? 2 : 1}`);
      await adminPage.emulateMedia({ media: 'print' });
      await expect(adminPage.getByRole('navigation', { name: 'Admin' })).toBeHidden();
      await expect(adminPage.getByRole('button', { name: 'Print' })).toBeHidden();
      await shot(adminPage, 'print-sheet-paper');
      await adminPage.emulateMedia({ media: 'screen' });
    });

    await test.step("admin: sent to print, once; the student's timeline shows Printing", async () => {
      await adminPage.getByRole('button', { name: 'Sent to print' }).click();
      // The shop's own confirm dialog (drawn after the page), not the browser's.
      await adminPage.getByRole('button', { name: 'Sent to print', exact: true }).last().click();
      await expect(
        toast(`${dropName} is sent to print: 2 items now show Printing.`, adminPage),
      ).toBeVisible();
      await expect(adminPage.getByRole('button', { name: 'Sent to print' })).toHaveCount(0);
      await expect(adminPage.getByText(/sent to print \d+ \w{3}, /)).toBeVisible();
      await page.goto(`/profile/my-orders/${orderNumber}`);
      const steps = page
        .getByRole('list', { name: 'Order progress' })
        .first()
        .getByRole('listitem');
      await expect(steps).toHaveText([
        /^Order Placed \(done\)/,
        /^Printing \(done\)\d\d-\d\d-\d{4}, \d\d:\d\d$/,
        'Packed (pending)Pending',
        'Ready for pickup (pending)Pending',
        'Delivered (pending)Pending',
      ]);
      await expectSettledAccessible();
      await expectNoHorizontalOverflow(page);
      await shot(page, 'timeline-printing');
    });
    await adminContext.close();
    // The one refusal the test provokes on purpose (the third piece).
    errors.expectNone([
      /^422 POST \/api\/v1\/products\/addToCart$/,
      /status of 422 .*\/api\/v1\/products\/addToCart\)$/,
    ]);
  });
});
