import type { APIRequestContext, Page } from '@playwright/test';
import { slugFromDetails } from '../src/shared/rules/slug.ts';
import { ADMIN, apiLogin, seedSession } from './account-helpers.ts';
import { expect, expectAccessible, expectNoHorizontalOverflow, test } from './fixtures.ts';

// docs/product.md#notify-me.
const SHOTS = 'test-results/notify-me';

interface MailboxMessage {
  kind: string;
  subject: string;
  text: string;
  otp: string | null;
  headers: Record<string, string> | null;
}

/** The newest mail of `kind` to `to` in the dev mailbox, waiting for it to arrive. */
async function mailOf(request: APIRequestContext, to: string, kind: string) {
  let found: MailboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(to)}`);
        const { messages } = (await res.json()) as { messages: MailboxMessage[] };
        found = messages.find((m) => m.kind === kind);
        return found?.subject ?? '';
      },
      { timeout: 20_000 },
    )
    .not.toBe('');
  return found!;
}

/** A tee made for the test: size S sold out, M in stock. */
async function teeWithSoldOutS(request: APIRequestContext, token: string, tag: string) {
  const template = (await (await request.get('/api/v1/products/get-product')).json()) as {
    product_id: number;
  }[];
  const images = (await (
    await request.get(`/api/v1/products/get-product-details/${template[0]!.product_id}`)
  ).json()) as { imageUrl: string[] };
  const name = `Notify Tee ${tag} ${Date.now().toString(36)}`;
  const details = `${name} Regular White`;
  const res = await request.post('/api/v1/products/add-product', {
    data: {
      name,
      details,
      description: 'A tee for the notify-me test.',
      price: 450,
      style: 'regular',
      sizeQuantities: [
        { size: 'S', quantity: 0 },
        { size: 'M', quantity: 5 },
      ],
      imageUrl: images.imageUrl,
    },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.ok()).toBeTruthy();
  const { product_id: id } = (await res.json()) as { product_id: number };
  return { id, name, path: `/products/${slugFromDetails(details)}/${id}` };
}

/** The admin's update form: size S (row 1) gets stock. */
async function restockS(page: Page, id: number, quantity: number, toastText: RegExp | string) {
  await page.goto(`/updateProduct/${id}`);
  await page.getByLabel('Stock of row 1').fill(String(quantity));
  await page.getByRole('button', { name: 'Update Details' }).click();
  await expect(page.locator('[data-toast]').filter({ hasText: toastText })).toBeVisible();
}

test('a student asks for a sold-out size, the admin restocks it, the mail comes with a working unsubscribe link', async ({
  browser,
  page,
  request,
  loggedIn,
  toast,
}, testInfo) => {
  const shot = (name: string) =>
    page.screenshot({ path: `${SHOTS}/${name}-${testInfo.project.name}.png` });
  const admin = await apiLogin(request, ADMIN);
  const tee = await teeWithSoldOutS(request, admin.token, testInfo.project.name);
  const email = loggedIn.account.email;

  await page.goto(tee.path);
  const notify = page.getByRole('region', { name: "Notify me when it's back" });
  await expect(notify).toBeVisible();
  await expect(notify.getByRole('button')).toHaveCount(1); // only S is sold out
  await expectNoHorizontalOverflow(page);
  await expectAccessible(page);
  await notify.scrollIntoViewIfNeeded();
  await shot('product-sold-out-size');
  await notify.getByRole('button', { name: 'Notify me when size S is back' }).click();
  await expect(toast(`Done: we will e-mail ${email} once when size S is back.`)).toBeVisible();
  await expect(
    notify.getByRole('button', { name: 'We will e-mail you when size S is back' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(notify.getByRole('status')).toHaveText(
    'On the list: we e-mail you once when size S is back.',
  );
  await notify.scrollIntoViewIfNeeded();
  await shot('product-asked');

  const adminContext = await browser.newContext({ viewport: page.viewportSize()! });
  const adminPage = await adminContext.newPage();
  await seedSession(adminPage, { ...admin });
  await restockS(adminPage, tee.id, 4, 'updated Successfully');
  await adminContext.close();

  const mail = await mailOf(request, email, 'notify-back-in-stock');
  expect(mail.subject).toBe(`Back in stock: ${tee.name} in size S`);
  const link = /http:\/\/\S+\/notify\/unsubscribe\?token=[\w.-]+/.exec(mail.text)?.[0];
  expect(link).toBeTruthy();
  expect(mail.headers).toEqual({
    'List-Unsubscribe': `<${link}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  });

  const url = new URL(link!);
  await page.goto(`${url.pathname}${url.search}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Stop “notify me” mails?' }),
  ).toBeVisible();
  await expectAccessible(page);
  await shot('unsubscribe-confirm');
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('gets no more "notify me" mails');
  await shot('unsubscribed');

  // An altered link is refused.
  await page.goto(`${url.pathname}${url.search.slice(0, -2)}xx`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'This link does not work' }),
  ).toBeVisible();
});

test('a visitor proves the e-mail with the code before being put on the list', async ({
  page,
  request,
  toast,
}, testInfo) => {
  const admin = await apiLogin(request, ADMIN);
  const tee = await teeWithSoldOutS(request, admin.token, `${testInfo.project.name}-visitor`);
  const email = `visitor-${testInfo.project.name}-${Date.now().toString(36)}@example.com`;

  await page.goto(tee.path);
  await page.getByRole('button', { name: 'Notify me when size S is back' }).click();
  const dialog = page.getByRole('dialog', { name: 'Notify me when size S is back' });
  await dialog.getByLabel('Email').fill(email);
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/visitor-email-${testInfo.project.name}.png` });
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(toast(`We sent a 4-digit code to ${email}.`)).toBeVisible();
  const code = (await mailOf(request, email, 'otp-notify')).otp!;
  await dialog.getByRole('textbox').first().click();
  await page.keyboard.type(code);
  await page.screenshot({ path: `${SHOTS}/visitor-code-${testInfo.project.name}.png` });
  await dialog.getByRole('button', { name: 'Notify me' }).click();
  await expect(toast(`Done: we will e-mail ${email} once when size S is back.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('button', { name: 'We will e-mail you when size S is back' }),
  ).toBeVisible();
});
