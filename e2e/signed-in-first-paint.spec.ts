import type { Page } from '@playwright/test';
import { formatRupees } from '../src/shared/rules/money.ts';
import { apiLogin, createAccount, newAccount, postOk, seedSession } from './account-helpers.ts';
import { expect, test, watchForErrors, type ApiProduct } from './fixtures.ts';
import { placePickupOrder } from './order-helpers.ts';

/**
 * Signed-in pages opened straight from their address arrive drawn by the server for the visitor
 * of the session cookie (docs/decisions/020-session-cookie-signed-in-first-paint.md): the HTML
 * as delivered holds their cart line or order, and the app takes the page over without errors.
 */

/** A student signed in in `page`'s browser (cookie from login, token in localStorage), with an
 * order placed and one tee in the cart. */
async function studentWithOrderAndCart(page: Page, products: ApiProduct[], tag: string) {
  const account = newAccount(test.info(), tag);
  await createAccount(page.request, account);
  // Logged in through the page's own context: the login reply's cookie lands in this browser.
  const session = await apiLogin(page.request, account);
  await seedSession(page, { ...session });
  const ordered = products.find((p) => p.name === 'Average IITian')!;
  const orderId = await placePickupOrder(page.request, session.token, ordered.product_id, ['M']);
  const { order } = await postOk(page.request, 'products/my-order', { orderId }, session.token);
  // Ordered, then put in the cart again: the cart line is that tee.
  const inCart = ordered;
  await postOk(
    page.request,
    'products/addToCart',
    { productId: inCart.product_id, selectedSize: 'M', quantity: 1 },
    session.token,
  );
  return { session, orderNumber: String((order as { orderNumber: string }).orderNumber), inCart };
}

/** Opens `path` and answers the HTML exactly as the server sent it, before any script ran. */
async function delivered(page: Page, path: string) {
  const res = await page.goto(path);
  expect(res?.status(), path).toBe(200);
  expect(res?.headers()['cache-control'], path).toBe('private, no-store');
  return res!.text();
}

test.describe('signed-in pages drawn on the server', () => {
  test('cart, My Orders, an order and its thank-you page arrive drawn and come alive', async ({
    page,
    products,
    toast,
  }) => {
    const errors = watchForErrors(page);
    const { orderNumber, inCart } = await studentWithOrderAndCart(page, products, 'drawn');

    // The drawn nodes, as parsed: hydration keeps them, a fresh render would replace them.
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        (window as { drawnNode?: Element | null }).drawnNode =
          document.getElementById('root')?.firstElementChild;
      }),
    );
    const cart = await delivered(page, '/cart');
    expect(cart).toContain('<div id="root" data-ssr="true">');
    expect(cart).toContain(inCart.name);
    expect(cart).toContain('id="drawn-session"');
    // The page says whom it was drawn for, never with the token.
    expect(cart).not.toMatch(/eyJ[\w-]+\.[\w-]+\.[\w-]+/);
    const line = page.getByRole('article', { name: inCart.name });
    await expect(line).toBeVisible();
    // Alive after hydration: a quantity change reaches the shop and the line shows it.
    const qty = line.getByLabel(/^Qty/);
    await expect(async () => {
      await qty.selectOption('2');
      await expect(toast('Quantity updated')).toBeVisible({ timeout: 1000 });
    }).toPass();
    await expect(line).toContainText(formatRupees(2 * inCart.price));
    expect(
      await page.evaluate(
        () => (window as { drawnNode?: Element | null }).drawnNode?.isConnected ?? false,
      ),
    ).toBe(true);

    // The navbar's lazy parts (the wishlist and cart icons, the profile menu) hydrate into what
    // the server drew once their code arrives, rather than being drawn again beside it.
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        const drawn = window as { drawnCart?: Element | null; drawnMenu?: Element | null };
        drawn.drawnCart = document.querySelector('a[aria-label="Cart"]');
        drawn.drawnMenu = document.querySelector('button[aria-label^="Account menu"]');
      }),
    );
    const list = await delivered(page, '/profile/my-orders');
    expect(list).toContain('data-ssr="true"');
    expect(list).toContain(orderNumber);
    await expect(page.getByText(orderNumber).first()).toBeVisible();
    const menu = page.getByRole('button', { name: /^Account menu for/ });
    await expect(async () => {
      await menu.click();
      await expect(menu).toHaveAttribute('aria-expanded', 'true', { timeout: 500 });
    }).toPass();
    await page.keyboard.press('Escape');
    await page.waitForLoadState('networkidle');
    expect(
      await page.evaluate(() => {
        const drawn = window as { drawnCart?: Element | null; drawnMenu?: Element | null };
        return [drawn.drawnCart?.isConnected, drawn.drawnMenu?.isConnected];
      }),
    ).toEqual([true, true]);

    // The order page's panels hydrate one per task after the page's first pass (ADR 025): each
    // keeps the element the server drew and comes alive.
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        (window as { drawnPanel?: Element | null }).drawnPanel = document.querySelector(
          'section[aria-labelledby="payment-heading"]',
        );
      }),
    );
    for (const path of [`/profile/my-orders/${orderNumber}`, `/thank-you/${orderNumber}`]) {
      const html = await delivered(page, path);
      expect(html, path).toContain('data-ssr="true"');
      expect(html, path).toContain(orderNumber);
      await expect(page.getByText(orderNumber).first()).toBeVisible();
      if (path.startsWith('/thank-you')) continue;
      const help = page.getByRole('region', { name: 'Help with this order' });
      await expect(async () => {
        await help.getByRole('button', { name: 'Get help with this order' }).click();
        await expect(help.getByRole('button', { name: 'Send request' })).toBeVisible({
          timeout: 1000,
        });
      }).toPass();
      expect(
        await page.evaluate(() => {
          const drawn = (window as { drawnPanel?: Element | null }).drawnPanel;
          return !!drawn && drawn.isConnected && drawn.textContent!.includes('Order total');
        }),
      ).toBe(true);
    }
    // The order page is alive too: its links lead on inside the app.
    await page.goto('/profile/my-orders');
    await page
      .getByRole('link', { name: new RegExp(orderNumber) })
      .first()
      .click();
    await expect(page).toHaveURL(`/profile/my-orders/${orderNumber}`);

    // Logout ends the cookie too: the same addresses now hold nothing of the student's.
    await page
      .getByRole('navigation', { name: 'My account' })
      .getByRole('button', { name: 'Logout' })
      .click();
    await expect(page).toHaveURL('/');
    for (const path of ['/cart', '/profile/my-orders', `/profile/my-orders/${orderNumber}`]) {
      const res = await page.request.get(path);
      const html = await res.text();
      expect(html, path).not.toContain('data-ssr');
      expect(html, path).not.toContain('drawn-session');
      expect(html, path).not.toContain(inCart.name);
      // The order page's address (in its canonical link) holds the number; nothing else may.
      if (!path.endsWith(orderNumber)) expect(html, path).not.toContain(orderNumber);
    }
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain('shop_session');
    errors.expectNone();
  });

  test("a page drawn for a session this browser no longer holds shows the browser's truth", async ({
    page,
    products,
  }) => {
    const problems: string[] = [];
    page.on('pageerror', (err) => problems.push(err.message));
    const { inCart } = await studentWithOrderAndCart(page, products, 'gone');
    // Signed out in another tab: the storage is empty, the cookie still there.
    await page.addInitScript(() => localStorage.clear());

    const html = await delivered(page, '/cart');
    expect(html).toContain(inCart.name);
    // The browser is a visitor now: its own cart (on the device, empty), not the account's.
    await expect(
      page.getByRole('heading', { level: 1, name: 'Oops! Your Cart is Empty' }),
    ).toBeVisible();
    await expect(page).toHaveURL('/cart');
    await expect(page.getByText(inCart.name)).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('a browser signed in before the cookie existed gets one, then its pages arrive drawn', async ({
    page,
    request,
    products,
  }) => {
    const account = newAccount(test.info(), 'older');
    await createAccount(request, account);
    // Logged in elsewhere (the test's API context): this browser has the token, not the cookie.
    const session = await apiLogin(request, account);
    await seedSession(page, { ...session });
    const tee = products.find((p) => p.name === 'Average IITian')!;
    await postOk(
      request,
      'products/addToCart',
      { productId: tee.product_id, selectedSize: 'M', quantity: 1 },
      session.token,
    );

    const asked = page.waitForResponse('**/api/v1/auth/session-cookie');
    const first = await page.goto('/cart');
    expect(await first!.text()).not.toContain('data-ssr');
    expect((await asked).status()).toBe(200);
    await expect(page.getByRole('article', { name: tee.name })).toBeVisible();

    const again = await delivered(page, '/cart');
    expect(again).toContain('data-ssr="true"');
    expect(again).toContain(tee.name);
  });
  test("a quantity chosen before the app's code arrives is saved once it does", async ({
    page,
    products,
    toast,
  }) => {
    const { inCart } = await studentWithOrderAndCart(page, products, 'early-qty');
    // The app's code is held back until the quantity is chosen, as on a slow phone.
    let chosen = () => {};
    const choice = new Promise<void>((resolve) => (chosen = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await choice;
      await route.continue();
    });
    await page.goto('/cart', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('#root')).toHaveAttribute('data-ssr', 'true');
    const line = page.getByRole('article', { name: inCart.name });
    await line.getByLabel(/^Qty/).selectOption('2');
    chosen();
    await expect(toast('Quantity updated')).toBeVisible();
    await expect(line).toContainText(formatRupees(2 * inCart.price));
    await page.reload();
    await expect(line.getByLabel(/^Qty/)).toHaveValue('2');
  });
});
