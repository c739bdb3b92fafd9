import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { ADMIN, apiLogin, postOk as post, seedSession } from './account-helpers.ts';
import { expect, expectNoHorizontalOverflow, test } from './fixtures.ts';

const SHOTS = 'test-results/order-help';

/** The mail to `to` whose subject has `text`, waiting for it in the dev mailbox. */
async function mailTo(request: APIRequestContext, to: string, text: string) {
  let found: { subject: string; text: string } | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(to)}&limit=200`);
      const { messages } = (await res.json()) as { messages: { subject: string; text: string }[] };
      found = messages.find((m) => m.subject.includes(text));
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

const damagedPhoto = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 180, g: 60, b: 60 } } })
    .jpeg()
    .toBuffer();

test.describe('help with an order', () => {
  test('a student raises a request with a photo and reads the admin’s answer', async ({
    page,
    browser,
    request,
    loggedIn,
    cartWithItems,
    toast,
    expectSettledAccessible,
  }, testInfo) => {
    test.setTimeout(120_000);
    const { token } = loggedIn.session;
    const project = testInfo.project.name;
    const shot = (on: Page, name: string) =>
      on.screenshot({ path: `${SHOTS}/${name}-${project}.png`, fullPage: true });
    expect(cartWithItems.tee.name).toBe('Average IITian');
    const placed = await post(request, 'payment/confirm', { deliveryMethod: 'pickup' }, token);
    const orderId = Number(placed.order_id);
    const mine = (await post(request, 'products/orders', {}, token)) as {
      products: {
        order_id: number;
        orderNumber: string;
        productsOrdered: { orderItem_id: number }[];
      }[];
    };
    const ordered = mine.products.find((o) => o.order_id === orderId)!;
    const itemId = ordered.productsOrdered[0]!.orderItem_id;
    const number = ordered.orderNumber;
    const message = 'The print on the front is cracked and peeling after one wash.';
    let reference = '';

    await test.step('the student asks for help from the order page, with a photo', async () => {
      await page.goto(`/profile/my-orders/${itemId}`);
      const panel = page.getByRole('region', { name: 'Help with this order' });
      await panel.getByRole('button', { name: 'Get help with this order' }).click();
      await panel.getByRole('radio', { name: /Wrong or damaged item/ }).check();
      // A file that is not a picture is refused by name before anything is sent.
      await panel.getByLabel('Photo (optional)').setInputFiles({
        name: 'receipt.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4'),
      });
      await expect(
        panel.getByText('“receipt.pdf” is not a JPEG, PNG or WebP image.'),
      ).toBeVisible();
      await panel.getByLabel(/^What happened\?/).fill(message);
      await panel.getByLabel('Photo (optional)').setInputFiles({
        name: 'cracked print.jpg',
        mimeType: 'image/jpeg',
        buffer: await damagedPhoto(),
      });
      await expectSettledAccessible();
      await expectNoHorizontalOverflow(page);
      await shot(page, 'form');
      await panel.getByRole('button', { name: 'Send request' }).click();
      await expect(toast(/We have your request HLP-\d{5}/)).toBeVisible();
      const item = panel.getByRole('listitem').filter({ hasText: 'Wrong or damaged item' });
      await expect(item.getByText('Waiting for our answer')).toBeVisible();
      await expect(item.getByText(message)).toBeVisible();
      await expect(item.getByRole('img', { name: 'The photo you sent' })).toBeVisible();
      reference = /HLP-\d{5}/.exec((await item.textContent()) ?? '')![0];
      const ack = await mailTo(request, loggedIn.account.email, reference);
      expect(ack.subject).toBe(`We have your request ${reference} about order ${number}`);
      await shot(page, 'sent');
    });

    await test.step('the admin sees it in the inbox with the photo and answers it', async () => {
      const admin = await apiLogin(request, ADMIN);
      const context = await browser.newContext({ viewport: page.viewportSize()!, hasTouch: true });
      const adminPage = await context.newPage();
      await seedSession(adminPage, { ...admin });
      await adminPage.goto('/inbox?kind=help');
      const entry = adminPage.getByRole('article').filter({ hasText: reference });
      await expect(entry.getByRole('heading', { level: 2 })).toHaveText(
        `Order ${number} · Wrong or damaged item · ${reference}`,
      );
      await expect(entry.getByText(message)).toBeVisible();
      await expect(entry.getByRole('img', { name: /Photo sent with/ })).toBeVisible();
      await expect(entry.getByRole('link', { name: `Open order ${number}` })).toHaveAttribute(
        'href',
        `/profile/my-orders/${number}`,
      );
      await entry
        .getByLabel('Answer the student')
        .fill('Sorry about that! Bring it to the store on Monday and we will swap it.');
      await expectSettledAccessible(adminPage);
      await expectNoHorizontalOverflow(adminPage);
      await shot(adminPage, 'inbox');
      await entry.getByRole('button', { name: 'Send answer' }).click();
      await expect(toast('Answer sent to the student', adminPage)).toBeVisible();
      // Answered requests leave the open list; the handled list shows the answer.
      await adminPage.goto('/inbox?kind=help&state=handled');
      await expect(
        adminPage.getByRole('article').filter({ hasText: reference }).getByText('Your answer'),
      ).toBeVisible();
      await context.close();
    });

    await test.step('the student reads the answer on the order page and by mail', async () => {
      await page.reload();
      const item = page
        .getByRole('region', { name: 'Help with this order' })
        .getByRole('listitem')
        .filter({ hasText: reference });
      await expect(item.getByText('Answered')).toBeVisible();
      await expect(item.getByText('Bring it to the store on Monday')).toBeVisible();
      const mail = await mailTo(
        request,
        loggedIn.account.email,
        `Answer to your request ${reference}`,
      );
      expect(mail.text).toContain('Bring it to the store on Monday and we will swap it.');
      await expectSettledAccessible();
      await shot(page, 'answered');
    });

    await test.step('My Orders offers help with a payment that made no order', async () => {
      await page.goto('/profile/my-orders');
      const panel = page.getByRole('region', { name: 'Paid but no order?' });
      // The page is drawn by the server: a tap before it comes alive is held and given to the
      // button once it is, so one tap opens the form.
      await panel.getByRole('button', { name: 'Tell us about a payment' }).click();
      const paymentRef = panel.getByLabel(/^Transaction id or payment reference/);
      await expect(paymentRef).toBeVisible();
      await expectSettledAccessible();
      await expectNoHorizontalOverflow(page);
      await shot(page, 'my-orders');
    });
  });

  test('Contact us is for clubs and the exchange policy sends students to their order’s Help', async ({
    page,
    expectSettledAccessible,
  }, testInfo) => {
    const shot = (name: string) =>
      page.screenshot({ path: `${SHOTS}/${name}-${testInfo.project.name}.png`, fullPage: true });
    await page.goto('/ticket');
    await expect(page.getByText(/For clubs, fests and teams planning merch/)).toBeVisible();
    const pointer = page.getByText(/Ordered from the shop and something is wrong/);
    await expect(pointer.getByRole('link', { name: 'My Orders' })).toHaveAttribute(
      'href',
      '/profile/my-orders',
    );
    await expectSettledAccessible();
    await expectNoHorizontalOverflow(page);
    await shot('ticket');

    await page.goto('/exchange');
    await expect(page.getByText(/Under Size exchange, choose Exchange size/)).toBeVisible();
    await expect(page.getByText(/with the\s+order ID/)).toHaveCount(0);
    await expectSettledAccessible();
    await expectNoHorizontalOverflow(page);
    await shot('exchange');
  });
});
