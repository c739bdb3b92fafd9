import { slugFromDetails } from '../src/shared/rules/slug.ts';
import { formatRupees } from '../src/shared/rules/money.ts';
import { expect, test, type ApiProduct } from './fixtures.ts';

/**
 * Landing pages arrive drawn by the server (docs/decisions/011-server-drawn-first-paint.md): the
 * HTML alone shows the page, and the app then takes it over without redrawing or errors.
 */
const productPath = (p: ApiProduct) => `/products/${slugFromDetails(p.details)}/${p.product_id}`;

test.describe('first paint drawn on the server', () => {
  test('Home, Shop and a product page show their content before any script runs', async ({
    browser,
    products,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const product = products.find((p) => p.sizeQuantities.some((s) => s.quantity > 0))!;

    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'New collection' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login/Signup' })).toBeVisible();

    await page.goto('/shop');
    await expect(page.getByRole('heading', { level: 1, name: /Our Products/ })).toContainText(
      `(${products.length})`,
    );
    // In the product list (a drop's strip, drawn too, may name the same product).
    const list = page.getByRole('list', { name: 'Products' });
    await expect(list.getByRole('link', { name: product.name, exact: true })).toBeVisible();

    await page.goto(productPath(product));
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(page.getByText(formatRupees(product.price)).first()).toBeVisible();
    await context.close();
  });

  test('pages the server drew come alive without hydration errors', async ({ page, products }) => {
    const problems: string[] = [];
    page.on('pageerror', (err) => problems.push(err.message));
    page.on('console', (msg) => {
      if (msg.type() === 'error') problems.push(msg.text());
    });
    // One of the shop's own demo tees (several pictures); other specs add club tees with one.
    const product = products.find(
      (p) => p.isInstibuzz && p.sizeQuantities.some((s) => s.quantity > 0),
    )!;

    // The app's code arrives only after the first tap, as on a slow phone: the tap falls in the
    // boot script's time (public/boot.js), before any of the app runs.
    let tapMade = () => {};
    const tapped = new Promise<void>((resolve) => (tapMade = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await tapped;
      await route.continue();
    });
    await page.goto(productPath(product), { waitUntil: 'domcontentloaded' });
    await expect(page.locator('#root')).toHaveAttribute('data-ssr', 'true');
    // A tap at once, before the page is alive, is held and given to its button once it is: a
    // thumbnail shows its picture, the size chart opens.
    const second = page.getByRole('button', { name: 'Show picture 2' });
    await second.click();
    tapMade();
    await expect(second).toHaveAttribute('aria-current', 'true');
    await page.getByRole('button', { name: 'Size chart', exact: true }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');

    await page.goto('/shop');
    await page.getByRole('link', { name: product.name, exact: true }).first().click();
    await expect(page).toHaveURL(productPath(product));

    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'New collection' })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('a signed-in visitor gets their own navbar once the app takes over', async ({
    page,
    loggedIn,
  }) => {
    await page.goto('/shop');
    await expect(page.locator('#root')).toHaveAttribute('data-ssr', 'true');
    await expect(page.getByRole('link', { name: 'Login/Signup' })).toBeHidden();
    await expect(page.getByRole('button', { name: /^Account menu for / })).toBeVisible();
    expect(loggedIn.session.token).toBeTruthy();
  });

  test('pages with a visitor of their own are drawn in the browser', async ({ request }) => {
    for (const path of ['/cart', '/profile/my-orders', '/login']) {
      const html = await (await request.get(path)).text();
      expect(html, path).not.toContain('data-ssr');
    }
  });

  test('the wordmark reads whole on a phone in the fallback font, before Inter arrives', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'the phone navbar is the narrow one');
    // Inter never arrives: the page keeps the phone's own font, as on a slow first visit.
    await page.route('**/*.woff2', (route) => route.abort());
    for (const path of ['/', '/about']) {
      await page.goto(path);
      const name = page
        .getByRole('banner')
        .getByRole('link', { name: 'Campus Threads' })
        .locator('span')
        .last();
      await expect(name).toHaveText('Campus Threads');
      const fits = await name.evaluate(
        (el) => el.scrollWidth <= el.clientWidth + 1 && el.scrollHeight <= el.clientHeight + 1,
      );
      expect(fits, `${path}: the wordmark is cut short`).toBe(true);
    }
  });
});
