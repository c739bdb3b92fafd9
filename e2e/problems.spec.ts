import { ADMIN, apiLogin, createAccount, newAccount, seedSession } from './account-helpers.ts';
import {
  expect,
  expectAccessible,
  expectNoHorizontalOverflow,
  test,
  type ApiProduct,
} from './fixtures.ts';
import { ownServerForBlock } from './own-server.ts';

/**
 * A payment refunded because its stock was gone reaches the admin's Problems page. The shop's
 * stock hold must expire while the payer is on the gateway's page, so this spec runs its own
 * server with a 3-second hold and reconciliation every second (the suite's server keeps the
 * usual 15 minutes).
 */

const own = ownServerForBlock(
  { PAYMENT_HOLD_MINUTES: '0.05', PAYMENT_RECONCILE_SECONDS: '1' },
  'E2E_PROBLEMS_PORT',
);
const { api } = own;

async function stockOf(productId: number, size: string) {
  const res = await api.get('/api/v1/products/get-product');
  const list = (await res.json()) as ApiProduct[];
  return list.find((p) => p.product_id === productId)!.sizeQuantities.find((s) => s.size === size)!
    .quantity;
}

test('a payment refunded because the stock sold out shows on the admin Problems page', async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const viewport = testInfo.project.use.viewport!;
  const res = await api.get('/api/v1/products/get-product');
  const products = (await res.json()) as ApiProduct[];
  // A size with its last few pieces: the customer takes them all.
  const [tee, size] = products
    .flatMap((p) => p.sizeQuantities.map((s) => [p, s] as const))
    .find(([p, s]) => p.isInstibuzz && s.quantity >= 1 && s.quantity <= 3)!;

  const payer = newAccount(testInfo, 'refund');
  await createAccount(api, payer);
  const payerSession = await apiLogin(api, payer);
  const cart = await api.post('/api/v1/products/addToCart', {
    data: { productId: tee.product_id, selectedSize: size.size, quantity: size.quantity },
    headers: { Authorization: `Bearer ${payerSession.token}` },
  });
  expect(cart.status(), await cart.text()).toBe(200);

  const customer = await browser.newContext({ baseURL: own.baseURL, viewport, hasTouch: true });
  const page = await customer.newPage();
  await seedSession(page, { ...payerSession });
  await page.goto('/payment?method=hostel&hostel=Ganga');
  await expect(page.getByRole('radio', { name: /^Pay Online/ })).toBeChecked();
  await page.getByRole('button', { name: /^PAY/ }).click();
  await expect(page).toHaveURL(/\/sandbox\/phonepe\/pay\//);

  // While the payer is on the gateway's page the hold runs out and someone else buys them.
  await expect
    .poll(() => stockOf(tee.product_id, size.size), { timeout: 30_000 })
    .toBe(size.quantity);
  const rival = newAccount(testInfo, 'rival');
  await createAccount(api, rival);
  const rivalSession = await apiLogin(api, rival);
  const rivalCart = await api.post('/api/v1/products/addToCart', {
    data: { productId: tee.product_id, selectedSize: size.size, quantity: size.quantity },
    headers: { Authorization: `Bearer ${rivalSession.token}` },
  });
  expect(rivalCart.status()).toBe(200);
  const placed = await api.post('/api/v1/payment/confirm', {
    data: { deliveryMethod: 'pickup' },
    headers: { Authorization: `Bearer ${rivalSession.token}` },
  });
  expect(placed.status()).toBe(200);

  await page.getByRole('radio', { name: /^UPI/ }).check();
  await page.getByRole('button', { name: /^Pay now/ }).click();
  await expect(page).toHaveURL(/\/paymentValid\//);
  await expect(page.getByRole('heading', { name: 'Payment not completed' })).toBeVisible();
  await expect(page.getByText(/We have refunded ₹/)).toBeVisible();
  const ref = new URL(page.url()).pathname.split('/').pop()!;
  await customer.close();

  const admin = await browser.newContext({ baseURL: own.baseURL, viewport, hasTouch: true });
  const adminPage = await admin.newPage();
  await seedSession(adminPage, { ...(await apiLogin(api, ADMIN)) });
  await adminPage.goto('/allOrders');
  await adminPage
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Problems' })
    .click();
  await expect(adminPage).toHaveURL('/problems');
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Problems' })).toBeVisible();
  const card = adminPage.getByRole('article', { name: `Payment ${ref}` });
  await expect(card).toBeVisible();
  await expect(card.getByText(payer.email)).toBeVisible();
  await expect(card.getByText(/Refund under way|Refunded/)).toBeVisible();
  await expect(card.getByText(/stock hold expired and the stock was gone/)).toBeVisible();
  await expect(card.getByText(`R${ref}`, { exact: false })).toBeVisible();
  await expect(adminPage.getByText('No mail problems: every mail went out.')).toBeVisible();
  await expectAccessible(adminPage);
  await expectNoHorizontalOverflow(adminPage);
  await adminPage.screenshot({
    path: `test-results/admin-screens/problems-${testInfo.project.name}.png`,
    fullPage: true,
  });
  await admin.close();
});
