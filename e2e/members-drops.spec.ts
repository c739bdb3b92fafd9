import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import type { AdminDrop, AdminDropsReply } from '../src/shared/contract/drops.ts';
import { epochToIstLocal } from '../src/shared/rules/drops.ts';
import { slugFromDetails } from '../src/shared/rules/slug.ts';
import {
  ADMIN,
  apiLogin,
  createAccount,
  newAccount,
  postOk,
  seedSession,
} from './account-helpers.ts';
import { expect, expectNoHorizontalOverflow, test, watchForErrors } from './fixtures.ts';
import { makeClubManagedBy } from './club-helpers.ts';

/**
 * A club's members-only jersey drop with names, numbers and a print minimum, end to end
 * (docs/product.md#members-only-drops, #print-minimums, #drops): the organiser uploads the
 * members' CSV; members pre-order with a name and a number, a taken number is refused with the
 * reason, a non-member reads who the drop is for; the roster shows who has not ordered and mails
 * them; the drop closes having reached its minimum, is sent to print, and its bagging list
 * groups the bags per hostel (by room), pickup and home, each with its contents and handover
 * code; bags are handed over in bulk by their codes; the list prints on A4 and downloads as CSV.
 *
 * The organiser here is the admin on the admin's drop pages (/drops/{id}/roster, /print,
 * /bagging): the club's dashboard shows the same screens under /club/{slug}/….
 */

const SHOTS = process.env.SHOTS_DIR ?? 'test-results/members-drops';

/** The club's jersey, pre-orders only (no size stock), with a picture of the shop's. */
async function newClubJersey(
  request: APIRequestContext,
  slug: string,
  token: string,
  name: string,
) {
  const list = (await (await request.get('/api/v1/products/get-product')).json()) as {
    product_id: number;
  }[];
  const details = (await (
    await request.get(`/api/v1/products/get-product-details/${list[0]!.product_id}`)
  ).json()) as { imageUrl: string[] };
  const body = (await postOk(
    request,
    `clubs/${slug}/products/add`,
    {
      name,
      details: name,
      description: 'The team jersey, with a name and a number on the back.',
      price: 499,
      style: 'regular',
      sizeQuantities: ['S', 'M', 'L'].map((size) => ({ size, quantity: 0 })),
      imageUrl: details.imageUrl,
    },
    token,
  )) as { product_id: number };
  return body.product_id;
}

/**
 * A pre-order with a name and number paid on the sandbox gateway's page (set-up through HTTP, as
 * a browser posts the pay page): to a hostel room or home. Answers the order's number.
 */
async function paidPreOrder(
  request: APIRequestContext,
  token: string,
  piece: { productId: number; dropId: number; name: string; number: number },
  to: Record<string, string>,
) {
  await postOk(
    request,
    'products/addToCart',
    {
      productId: piece.productId,
      dropId: piece.dropId,
      selectedSize: 'L',
      quantity: 1,
      teeName: piece.name,
      instiName: 'IITM',
      teeNumber: piece.number,
    },
    token,
  );
  const { link } = await postOk(request, 'payment/order', to, token);
  const paid = await request.post(String(link), {
    form: { outcome: 'success', method: 'UPI_INTENT' },
    maxRedirects: 0,
  });
  const ref = (paid.headers()['location'] ?? '').split('/paymentValid/')[1] ?? '';
  const done = await postOk(request, 'payment/order/validate', { id: ref }, token);
  const { order } = (await postOk(
    request,
    'products/my-order',
    { orderId: Number(done.order_id) },
    token,
  )) as { order: { orderNumber: string } };
  return order.orderNumber;
}

/** Picks a size by its chip, as a person does (the radio itself is visually hidden). */
const pickSize = (page: Page, size: string) =>
  page
    .locator('label', { has: page.getByRole('radio', { name: new RegExp(`^${size}\\b`) }) })
    .click();

test("a club's members-only jersey drop: members order with numbers, the roster reminds, it prints and is bagged", async ({
  page,
  browser,
  request,
  toast,
}, testInfo) => {
  test.setTimeout(180_000);
  const errors = watchForErrors(page);
  const project = testInfo.project.name;
  const shot = (on: Page, name: string) =>
    on.screenshot({ path: `${SHOTS}/${name}-${project}.png`, fullPage: true });
  const run = `${project}-${Date.now().toString(36)}`;
  const slug = `hockey-${run}`.toLowerCase().replace(/[^a-z0-9-]/g, '-');
  const admin = await apiLogin(request, ADMIN);
  const manager = newAccount(testInfo, 'manager');
  const asha = newAccount(testInfo, 'asha');
  const ravi = newAccount(testInfo, 'ravi');
  const meera = newAccount(testInfo, 'meera');
  const waiting = newAccount(testInfo, 'waiting');
  const stranger = newAccount(testInfo, 'stranger');
  await Promise.all(
    [manager, asha, ravi, meera, waiting, stranger].map((a) => createAccount(request, a)),
  );
  const managerToken = (await apiLogin(request, manager)).token;
  await makeClubManagedBy(
    request,
    { email: manager.email, token: managerToken },
    { slug, name: 'Hockey Club', tag: `hockey-${run}`.toLowerCase(), selfPublish: true },
  );
  const productName = `Hockey Jersey ${run}`;
  const productId = await newClubJersey(request, slug, managerToken, productName);
  const dropName = `Hockey Jerseys ${run}`;

  // The club's manager makes the drop: members only, a name and a unique number on each piece,
  // printed if 3 are ordered. It opens a moment later on the server's clock.
  const { serverNow } = (await postOk(request, 'admin/drops', {}, admin.token)) as AdminDropsReply;
  const opens = Math.ceil((serverNow + 2000) / 1000) * 1000;
  const created = (await postOk(
    request,
    `clubs/${slug}/drops/create`,
    {
      name: dropName,
      opensAt: epochToIstLocal(opens),
      closesAt: epochToIstLocal(opens + 2 * 3_600_000),
      perStudentLimit: 2,
      readyBy: epochToIstLocal(opens + 10 * 86_400_000).slice(0, 10),
      cashAllowed: true,
      audience: 'members',
      namesTaken: true,
      numbersTaken: true,
      numbersUnique: true,
      minimumKind: 'total',
      minimumPieces: 3,
      products: [{ productId }],
    },
    managerToken,
  )) as { drop: AdminDrop };
  const dropId = created.drop.id;
  const productPage = `/products/${slugFromDetails(productName)}/${productId}`;

  const adminContext = await browser.newContext({ viewport: page.viewportSize()! });
  const adminPage = await adminContext.newPage();
  await seedSession(adminPage, { ...admin });

  await test.step('the organiser uploads the members CSV: good rows kept, the bad one named', async () => {
    await adminPage.goto(`/drops/${dropId}/roster`);
    await expect(adminPage.getByRole('heading', { name: `${dropName}: roster` })).toBeVisible();
    const csv = [
      'email,name',
      `${asha.email},Asha`,
      'not-an-email,Oops',
      `${ravi.email},Ravi`,
      `${meera.email},Meera`,
      `${waiting.email},Waiting`,
      '',
    ].join('\n');
    await adminPage
      .getByLabel('Upload CSV')
      .setInputFiles({ name: 'members.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect(toast(`4 members added to ${dropName}`, adminPage)).toBeVisible();
    await expect(
      adminPage.getByText('Line 3: "not-an-email" is not an e-mail address'),
    ).toBeVisible();
    await expect(adminPage.getByText('0 of 4 ordered')).toBeVisible();
    await adminPage.goto('/drops');
    const row = adminPage.getByRole('listitem').filter({ hasText: dropName }).first();
    await expect(row).toContainText('members only (4 listed)');
    await expect(row.getByRole('link', { name: 'Roster' })).toBeVisible();
  });

  await test.step('a member pre-orders with a name and number 10', async () => {
    await seedSession(page, { ...(await apiLogin(request, asha)) });
    await page.goto(productPage);
    await expect(page.getByRole('button', { name: 'PRE-ORDER' })).toBeVisible({ timeout: 30_000 });
    await pickSize(page, 'M');
    await page.getByRole('button', { name: 'PRE-ORDER' }).click();
    const dialog = page.getByRole('dialog', { name: 'Name and number' });
    await dialog.getByLabel('Name on the tee').fill('ASHA');
    await dialog.getByLabel('Institution name').fill('IITM');
    await dialog.getByLabel('Number (0–99)').fill('10');
    await dialog.getByRole('button', { name: 'ADD TO CART' }).click();
    await expect(toast('Added to cart')).toBeVisible();
    const session = await apiLogin(request, asha);
    await postOk(request, 'payment/confirm', { deliveryMethod: 'pickup' }, session.token);
  });

  let raviOrder = '';
  await test.step('another member asks for 10 too: refused with the reason, the typing kept', async () => {
    const context = await browser.newContext({ viewport: page.viewportSize()! });
    const other = await context.newPage();
    const session = await apiLogin(request, ravi);
    await seedSession(other, { ...session });
    await other.goto(productPage);
    await pickSize(other, 'L');
    await other.getByRole('button', { name: 'PRE-ORDER' }).click();
    const dialog = other.getByRole('dialog', { name: 'Name and number' });
    await dialog.getByLabel('Name on the tee').fill('RAVI');
    await dialog.getByLabel('Institution name').fill('IITM');
    await dialog.getByLabel('Number (0–99)').fill('10');
    await dialog.getByRole('button', { name: 'ADD TO CART' }).click();
    await expect(toast('Number 10 is taken in this drop.', other)).toBeVisible();
    // Said under the number too, the typing kept for another try.
    await expect(dialog.getByText('Number 10 is taken in this drop.')).toBeVisible();
    await expect(dialog.getByLabel('Number (0–99)')).toBeFocused();
    await expect(dialog.getByLabel('Name on the tee')).toHaveValue('RAVI');
    await expectNoHorizontalOverflow(other);
    await shot(other, 'number-taken');
    await context.close();
    // Number 7 instead, paid online, to a hostel room.
    raviOrder = await paidPreOrder(
      request,
      session.token,
      { productId, dropId, name: 'RAVI', number: 7 },
      { deliveryMethod: 'hostel', hostel: 'Ganga', hostelRoom: 'B-214' },
    );
  });

  const meeraOrder = await paidPreOrder(
    request,
    (await apiLogin(request, meera)).token,
    { productId, dropId, name: 'MEERA', number: 23 },
    {
      deliveryMethod: 'delivery',
      address1: '4 Lake Road',
      address2: 'Adyar',
      city: 'Chennai',
      state: 'Tamil Nadu',
      pinCode: '600036',
    },
  );

  await test.step('a non-member sees who the drop is for, and no buy button', async () => {
    const context = await browser.newContext({ viewport: page.viewportSize()! });
    const other = await context.newPage();
    const session = await apiLogin(request, stranger);
    await seedSession(other, { ...session });
    await other.goto(productPage);
    await expect(other.getByText('This drop is for members of Hockey Club.')).toBeVisible();
    await expect(other.getByRole('button', { name: 'PRE-ORDER' })).toHaveCount(0);
    // A call past the page is refused the same way, nothing put in the cart.
    const refused = await request.post('/api/v1/products/addToCart', {
      data: {
        productId,
        dropId,
        selectedSize: 'M',
        quantity: 1,
        teeName: 'X',
        instiName: 'Y',
        teeNumber: 99,
      },
      headers: { Authorization: `Bearer ${session.token}` },
    });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe(
      'This drop is for members of Hockey Club.',
    );
    await expectNoHorizontalOverflow(other);
    await shot(other, 'non-member');
    await context.close();
  });

  await test.step('the roster shows who has not ordered; the reminder reaches them', async () => {
    await adminPage.goto(`/drops/${dropId}/roster`);
    await expect(adminPage.getByText('3 of 4 ordered')).toBeVisible();
    const rows = adminPage.getByRole('row');
    await expect(rows.filter({ hasText: waiting.email })).toContainText('Not yet');
    await expect(rows.filter({ hasText: asha.email })).toContainText(`, M (`);
    await expect(rows.filter({ hasText: asha.email })).toContainText('ASHA');
    await expect(rows.filter({ hasText: ravi.email })).toContainText(raviOrder);
    await adminPage.getByRole('button', { name: 'Remind those who have not ordered' }).click();
    await expect(toast('Reminder sent to 1 member who has not ordered.', adminPage)).toBeVisible();
    await expect(
      adminPage.getByRole('button', { name: 'Remind those who have not ordered' }),
    ).toBeDisabled();
    await expect
      .poll(async () => {
        const res = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(waiting.email)}`);
        const { messages } = (await res.json()) as { messages: { subject: string }[] };
        return messages.map((m) => m.subject);
      })
      .toContain(`${dropName}: you have not pre-ordered yet`);
    await expectNoHorizontalOverflow(adminPage);
    await shot(adminPage, 'roster');
  });

  await test.step('it closes with its minimum reached and is sent to print', async () => {
    await adminPage.goto('/drops');
    const row = adminPage.getByRole('listitem').filter({ hasText: dropName }).first();
    await row.getByRole('button', { name: 'Close now' }).click();
    await adminPage.getByRole('button', { name: 'Close drop', exact: true }).click();
    await expect(row).toContainText('Closed');
    // The close job decides the minimum within a round (a second in these tests); the
    // member's product page says so.
    await expect(async () => {
      await page.goto(productPage);
      await expect(page.getByText('Reached its minimum: it is printed.')).toBeVisible({
        timeout: 2000,
      });
    }).toPass({ timeout: 30_000 });
    await expect(page.getByText('Pre-orders closed')).toBeVisible();
    await row.getByRole('link', { name: 'Print sheet' }).click();
    await expect(
      adminPage.getByRole('heading', { name: `${dropName}: print sheet` }),
    ).toBeVisible();
    await adminPage.getByRole('button', { name: 'Sent to print' }).click();
    await adminPage.getByRole('button', { name: 'Sent to print', exact: true }).last().click();
    await expect(
      toast(`${dropName} is sent to print: 3 items now show Printing.`, adminPage),
    ).toBeVisible();
  });

  await test.step('the bagging list: a bag per hostel room, pickup and home, with codes', async () => {
    await adminPage.getByRole('link', { name: 'Bagging list' }).click();
    await expect(
      adminPage.getByRole('heading', { name: `${dropName}: bagging list` }),
    ).toBeVisible();
    // The pointer on the last toast holds it: on paper it must not show.
    const sentToast = toast(`${dropName} is sent to print`, adminPage);
    await sentToast.hover();
    await expect(adminPage.getByText(/· 3 bags, 3 pieces$/)).toBeVisible();
    const hostel = adminPage.getByRole('region', { name: 'Ganga' });
    const pickup = adminPage.getByRole('region', { name: 'Pickup' });
    const home = adminPage.getByRole('region', { name: 'Home delivery' });
    await expect(hostel).toContainText('Room B-214');
    await expect(hostel).toContainText(`1 × ${productName}, size L · RAVI · #7`);
    await expect(pickup).toContainText(`1 × ${productName}, size M · ASHA · #10`);
    await expect(home).toContainText(`1 × ${productName}, size L · MEERA · #23`);
    await expect(home).toContainText('4 Lake Road');
    await expect(home).toContainText(meeraOrder);
    await expectNoHorizontalOverflow(adminPage);
    await shot(adminPage, 'bagging');

    // The A4 page: no buttons, code box or toast on paper.
    await adminPage.emulateMedia({ media: 'print' });
    await expect(sentToast).toBeHidden();
    await expect(adminPage.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(adminPage.getByRole('heading', { name: 'Hand over bags' })).toBeHidden();
    await expect(adminPage.getByRole('navigation', { name: 'Admin' })).toBeHidden();
    await expect(hostel).toContainText('Room B-214');
    await shot(adminPage, 'bagging-paper');
    const pdf = await adminPage.pdf({ format: 'A4', printBackground: true });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    await adminPage.emulateMedia({ media: 'screen' });
    await adminPage.mouse.move(0, 0);
    // The CSV.
    const [download] = await Promise.all([
      adminPage.waitForEvent('download'),
      adminPage.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^bagging-hockey-jerseys-.+\.csv$/);
    const csv = await readFile(await download.path(), 'utf8');
    expect(csv.split(/\r?\n/)[0]).toContain('Handover code');
    for (const text of ['B-214', 'RAVI', 'ASHA', 'MEERA', raviOrder, meeraOrder]) {
      expect(csv).toContain(text);
    }
  });

  await test.step('the organiser hands two bags over at once with their codes', async () => {
    const codeOf = async (region: string) =>
      (await adminPage
        .getByRole('region', { name: region })
        .getByText(/^Code \d+$/)
        .textContent())!.replace('Code ', '');
    const bagOf = (region: string) =>
      adminPage.getByRole('region', { name: region }).getByRole('listitem').first();
    const hostelCode = await codeOf('Ganga');
    const pickupCode = await codeOf('Pickup');
    await adminPage
      .getByLabel(/^The students’ handover codes|^The students' handover codes/)
      .fill(`${raviOrder} ${hostelCode}\n${pickupCode}`);
    await adminPage.getByRole('button', { name: 'Hand over', exact: true }).click();
    const results = adminPage.getByRole('status').filter({ hasText: raviOrder });
    await expect(results.getByRole('listitem')).toHaveCount(2);
    await expect(results.getByRole('listitem').first()).toContainText('Handed over');
    await expect(results.getByRole('listitem').last()).toContainText(
      /Handed over|Needs the order number/,
    );
    await expect(bagOf('Ganga')).toContainText('Handed over');
    await expect(bagOf('Home delivery')).not.toContainText('Handed over');
    await shot(adminPage, 'bagging-handed-over');
  });
  await adminContext.close();
  errors.expectNone();
});
