import type { APIRequestContext, Page } from '@playwright/test';
import type { AdminDrop } from '../src/shared/contract/drops.ts';
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

/**
 * A members-only drop and its roster (docs/product.md#members-only-drops): the organiser uploads
 * the members' CSV, a member pre-orders, a non-member reads who the drop is for instead of the
 * buy button, and the roster shows who has not ordered and mails them a reminder.
 */

const SHOTS = 'test-results/members-drops';

/** A product of this run with no size stock (a drop's products are pre-orders only). */
async function newProduct(request: APIRequestContext, token: string, name: string) {
  const list = (await (await request.get('/api/v1/products/get-product')).json()) as {
    product_id: number;
  }[];
  const details = (await (
    await request.get(`/api/v1/products/get-product-details/${list[0]!.product_id}`)
  ).json()) as { imageUrl: string[] };
  const body = (await postOk(
    request,
    'products/add-product',
    {
      name,
      details: name,
      description: 'A tee for a members-only drop.',
      price: 499,
      style: 'regular',
      sizeQuantities: ['S', 'M', 'L'].map((size) => ({ size, quantity: 0 })),
      imageUrl: details.imageUrl,
    },
    token,
  )) as { product_id: number };
  return body.product_id;
}

test('members-only drop: CSV of members, a member orders, a non-member is told, the roster reminds', async ({
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
  const tag = `${project} ${Date.now().toString(36)}`;
  const admin = await apiLogin(request, ADMIN);
  const productName = `Wing Tee ${tag}`;
  const productId = await newProduct(request, admin.token, productName);
  const dropName = `Wing Drop ${tag}`;
  const member = newAccount(testInfo, 'member');
  const waiting = newAccount(testInfo, 'waiting');
  const stranger = newAccount(testInfo, 'stranger');
  await Promise.all([member, waiting, stranger].map((a) => createAccount(request, a)));

  // Opens a few seconds from now, so the roster and the buying happen while it is live.
  const opens = Math.ceil((Date.now() + 8_000) / 1000) * 1000;
  const created = (await postOk(
    request,
    'admin/drops/create',
    {
      name: dropName,
      opensAt: epochToIstLocal(opens),
      closesAt: epochToIstLocal(opens + 2 * 3_600_000),
      perStudentLimit: 2,
      readyBy: epochToIstLocal(opens + 10 * 86_400_000).slice(0, 10),
      cashAllowed: true,
      audience: 'members',
      products: [{ productId }],
    },
    admin.token,
  )) as { drop: AdminDrop };
  const dropId = created.drop.id;

  const adminContext = await browser.newContext({ viewport: page.viewportSize()! });
  const adminPage = await adminContext.newPage();
  await seedSession(adminPage, { ...admin });

  await test.step('the organiser uploads the members CSV: good rows kept, the bad one named', async () => {
    await adminPage.goto(`/drops/${dropId}/roster`);
    await expect(adminPage.getByRole('heading', { name: `${dropName}: roster` })).toBeVisible();
    const csv = `email,name\n${member.email},Member\nnot-an-email,Oops\n${waiting.email},Waiting\n`;
    await adminPage
      .getByLabel('Upload CSV')
      .setInputFiles({ name: 'members.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect(toast(`2 members added to ${dropName}`, adminPage)).toBeVisible();
    await expect(
      adminPage.getByText('Line 3: "not-an-email" is not an e-mail address'),
    ).toBeVisible();
    await expect(adminPage.getByText('0 of 2 ordered')).toBeVisible();
    await adminPage.goto('/drops');
    const row = adminPage.getByRole('listitem').filter({ hasText: dropName }).first();
    await expect(row).toContainText('members only (2 listed)');
    await expect(row.getByRole('link', { name: 'Roster' })).toBeVisible();
    await shot(adminPage, 'admin-drops');
  });

  await test.step('a member pre-orders from the product page', async () => {
    await seedSession(page, { ...(await apiLogin(request, member)) });
    await page.goto(`/products/${slugFromDetails(productName)}/${productId}`);
    await expect(page.getByRole('button', { name: 'PRE-ORDER' })).toBeVisible({ timeout: 30_000 });
    await page.locator('label', { has: page.getByRole('radio', { name: /^M\b/ }) }).click();
    await page.getByRole('button', { name: 'PRE-ORDER' }).click();
    await expect(toast('Added to cart')).toBeVisible();
    const session = await apiLogin(request, member);
    await postOk(request, 'payment/confirm', { deliveryMethod: 'pickup' }, session.token);
  });

  await test.step('a non-member sees who the drop is for, and no buy button', async () => {
    const context = await browser.newContext({ viewport: page.viewportSize()! });
    const other = await context.newPage();
    await seedSession(other, { ...(await apiLogin(request, stranger)) });
    await other.goto(`/products/${slugFromDetails(productName)}/${productId}`);
    await expect(other.getByText(`This drop is for members of ${dropName}.`)).toBeVisible();
    await expect(other.getByRole('button', { name: 'PRE-ORDER' })).toHaveCount(0);
    await expectNoHorizontalOverflow(other);
    await shot(other, 'non-member');
    await context.close();
  });

  await test.step('the roster shows who has not ordered; the reminder reaches them', async () => {
    await adminPage.goto(`/drops/${dropId}/roster`);
    await expect(adminPage.getByText('1 of 2 ordered')).toBeVisible();
    const rows = adminPage.getByRole('row');
    await expect(rows.filter({ hasText: waiting.email })).toContainText('Not yet');
    await expect(rows.filter({ hasText: member.email })).toContainText(`M (`);
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
  await adminContext.close();
  errors.expectNone();
});
