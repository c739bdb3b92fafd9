import type { APIRequestContext } from '@playwright/test';
import type { AdminDropsReply } from '../src/shared/contract/drops.ts';
import { epochToIstLocal } from '../src/shared/rules/drops.ts';
import { productPath } from '../src/shared/rules/slug.ts';
import { ADMIN, apiLogin, postOk } from './account-helpers.ts';
import { expect, expectNoHorizontalOverflow, test, watchForErrors } from './fixtures.ts';
import { newBuyer, placePickupOrder } from './order-helpers.ts';

/**
 * A drop below its print minimum (docs/product.md#print-minimums): its page shows the honest
 * progress; it closes, the close job finds it short, and every pre-order is cancelled: each
 * student is mailed why, every online payment is refunded in full through the sandbox gateway's
 * refund webhooks, the drop reads "Did not reach its minimum" to students and the admin, and the
 * student's order page reads cancelled, by the shop, with the reason, and the refund.
 */
const SHOTS = process.env.SHOTS_DIR ?? 'test-results/drop-minimum';

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
      description: 'A wing tee printed only if enough are ordered.',
      price: 599,
      style: 'regular',
      sizeQuantities: ['S', 'M', 'L'].map((size) => ({ size, quantity: 0 })),
      imageUrl: details.imageUrl,
    },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return ((await res.json()) as { product_id: number }).product_id;
}

/** An online pickup order paid on the sandbox's pay page (set-up, through HTTP as a browser). */
async function paidOnline(request: APIRequestContext, token: string, productId: number) {
  await postOk(request, 'products/addToCart', { productId, selectedSize: 'L', quantity: 1 }, token);
  const { link } = await postOk(request, 'payment/order', { deliveryMethod: 'pickup' }, token);
  const paid = await request.post(String(link), {
    form: { outcome: 'success', method: 'UPI_INTENT' },
    maxRedirects: 0,
  });
  const ref = (paid.headers()['location'] ?? '').split('/paymentValid/')[1] ?? '';
  const done = await postOk(request, 'payment/order/validate', { id: ref }, token);
  return Number(done.order_id);
}

test('a drop below its minimum shows its progress, closes, and every pre-order is cancelled and refunded', async ({
  page,
  request,
  loggedIn,
}, testInfo) => {
  test.setTimeout(150_000);
  const errors = watchForErrors(page);
  const project = testInfo.project.name;
  const shot = (name: string) =>
    page.screenshot({ path: `${SHOTS}/${name}-${project}.png`, fullPage: true });
  const admin = await apiLogin(request, ADMIN);
  const tag = `${project} ${Date.now().toString(36)}`;
  const productName = `Wing Tee ${tag}`;
  const productId = await newProduct(request, admin.token, productName);
  const { serverNow } = (await postOk(request, 'admin/drops', {}, admin.token)) as AdminDropsReply;
  const opens = Math.ceil((serverNow + 1000) / 1000) * 1000;
  const dropName = `Wing Drop ${tag}`;
  const created = await postOk(
    request,
    'admin/drops/create',
    {
      name: dropName,
      opensAt: epochToIstLocal(opens),
      closesAt: epochToIstLocal(opens + 3_600_000),
      perStudentLimit: 5,
      readyBy: epochToIstLocal(opens + 10 * 86_400_000).slice(0, 10),
      cashAllowed: true,
      minimumKind: 'total',
      minimumPieces: 10,
      products: [{ productId }],
    },
    admin.token,
  );
  const dropId = Number((created.drop as { id: number }).id);
  const buyer = loggedIn.session.token;
  await expect.poll(() => Date.now() > opens + 500).toBe(true);
  await placePickupOrder(request, buyer, productId, ['M']);
  const orderId = await paidOnline(request, buyer, productId);
  // A second student, paid online too: every payment is refunded, not only one student's.
  const second = await newBuyer(request, testInfo, 'second');
  const secondOrderId = await paidOnline(request, second.session.token, productId);

  await test.step('the product page shows the progress, counted by the server, and what happens', async () => {
    await page.goto(productPath({ product_id: productId, details: productName }));
    const drop = page.getByRole('region', { name: `Pre-order drop: ${dropName}` });
    await expect(drop.getByText(/^3 of 10 ordered · prints if 10 are ordered by /)).toBeVisible();
    await expect(
      drop.getByText(
        'If fewer are ordered, every pre-order is cancelled and any online payment refunded in full.',
      ),
    ).toBeVisible();
    await expect(drop.getByRole('progressbar', { name: '3 of 10 ordered' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await shot('drop-progress');
  });

  await test.step('it closes short: the drop and the order page say so, the payment refunded', async () => {
    await postOk(request, 'admin/drops/close', { id: dropId }, admin.token);
    await expect(async () => {
      await page.reload();
      await expect(page.getByText('Did not reach its minimum').first()).toBeVisible({
        timeout: 2000,
      });
    }).toPass({ timeout: 30_000 });
    await expectNoHorizontalOverflow(page);
    await shot('drop-missed');

    // The student reaches the order by its number, as the order list links it.
    const { order } = (await postOk(request, 'products/my-order', { orderId }, buyer)) as {
      order: { orderNumber: string };
    };
    await page.goto(`/profile/my-orders/${order.orderNumber}`);
    await expect(
      page.getByText(
        new RegExp(
          `^Cancelled on \\d{1,2} \\w{3} \\(by the shop: ${dropName} did not reach its minimum, so it is not printed\\)$`,
        ),
      ),
    ).toBeVisible();
    await expect(page.getByText(/^Refunded ₹599 on \d{1,2} \w{3}$/)).toBeVisible({
      timeout: 20_000,
    });
    await expectNoHorizontalOverflow(page);
    await shot('order-refunded');
  });

  await test.step('each student is mailed why; every online payment comes back in full', async () => {
    const reason = `${dropName} did not reach its minimum, so it is not printed`;
    const mailedWhy = async (email: string) => {
      const res = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`);
      const { messages } = (await res.json()) as { messages: { subject: string; text: string }[] };
      return messages.filter((m) => m.subject.startsWith('Cancelled: ') && m.text.includes(reason))
        .length;
    };
    // The first student had two orders (cash and online), the second one.
    await expect.poll(() => mailedWhy(loggedIn.account.email)).toBe(2);
    await expect.poll(() => mailedWhy(second.account.email)).toBe(1);
    const refunds = async () => {
      const { order } = (await postOk(
        request,
        'products/my-order',
        { orderId: secondOrderId },
        second.session.token,
      )) as { order: { refunds?: { amount: number; state: string }[] } };
      return order.refunds?.map((r) => [r.amount, r.state]);
    };
    await expect.poll(refunds, { timeout: 20_000 }).toEqual([[599, 'completed']]);
    // The admin's drops list says it too.
    const { drops } = (await postOk(request, 'admin/drops', {}, admin.token)) as AdminDropsReply;
    expect(drops.find((d) => d.id === dropId)?.minimum?.outcome).toBe('missed');
  });
  errors.expectNone();
});
