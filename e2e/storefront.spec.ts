import { slugFromDetails } from '../src/shared/rules/slug.ts';
import { sizeChartTitle, styleLabel } from '../src/shared/rules/styles.ts';
import { formatRupees } from '../src/shared/rules/money.ts';
import { expect, expectAccessible, expectNoHorizontalOverflow, test } from './fixtures.ts';

test.describe('storefront', () => {
  test('home → shop → product → size chart', async ({ page, products }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'New collection' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What We Offer?' })).toBeVisible();
    await expect(page.getByRole('heading', { name: "Let's Work Together!" })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expectNoHorizontalOverflow(page);

    // The banner moves on by itself (every 3 s).
    await expect(page.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute(
      'aria-current',
      'true',
      { timeout: 5000 },
    );

    await page.goto('/shop');
    await expect(page.getByRole('heading', { level: 1, name: /Our Products/ })).toContainText(
      `(${products.length})`,
    );
    const product = products.find((p) => p.name === 'Average IITian')!;
    // Other tests add products, newest first: the demo tee is found by its name, as a student would.
    // The drawn page takes typing before it comes alive, and only then searches: type again
    // until it does, as a student whose first letters did nothing would.
    const search = page.getByRole('searchbox', { name: 'Search products' });
    await expect(async () => {
      await search.fill('');
      await search.fill(product.name);
      await expect(page).toHaveURL(/\/shop\?q=/, { timeout: 2000 });
    }).toPass({ timeout: 20_000 });
    const card = page.getByRole('article').filter({
      has: page.getByRole('link', { name: product.name, exact: true }),
    });
    await expect(card).toContainText(styleLabel(product.style));
    await expect(card).toContainText(formatRupees(product.price));
    // Its reference price, from the demo catalogue's price history (docs/product.md#reference-prices).
    expect(product.compareAtPrice).toBeGreaterThan(product.price);
    await expect(card.locator('s')).toHaveText(
      `Original price ${formatRupees(product.compareAtPrice!)}`,
    );
    await expect(card).toContainText('Inc. of all taxes');
    await expectNoHorizontalOverflow(page);
    await card.getByRole('link', { name: product.name, exact: true }).click();

    await expect(page).toHaveURL(
      `/products/${slugFromDetails(product.details)}/${product.product_id}`,
    );
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(page.getByText('MRP inclusive of all taxes')).toBeVisible();
    for (const { size, quantity } of product.sizeQuantities) {
      const radio = page.getByRole('radio', { name: new RegExp(`^${size}\\b`) });
      if (quantity > 0) await expect(radio).toBeEnabled();
      else await expect(radio).toBeDisabled();
    }
    // A visitor adds to the cart kept on their device (docs/product.md#guest-cart).
    await expect(page.getByRole('button', { name: 'ADD TO CART' })).toBeVisible();
    await expectNoHorizontalOverflow(page);

    // Thumbnail strip: 4 to a row above 420 px wide, 3 below.
    const strip = page.getByRole('button', { name: 'Show picture 1' }).locator('xpath=../../..');
    const stripBox = (await strip.boundingBox())!;
    const thumbBox = (await page.getByRole('button', { name: 'Show picture 1' }).boundingBox())!;
    const perRow = Math.round(stripBox.width / (thumbBox.width + 8));
    expect(perRow).toBe((page.viewportSize()?.width ?? 0) > 420 ? 4 : 3);

    await page.getByRole('button', { name: 'Size chart', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: sizeChartTitle(product.style) });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('img')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('a sold-out product says OUT OF STOCK and cannot be bought', async ({ page, products }) => {
    // The demo catalogue's sold-out product: the oldest with no stock (a drop's product, which
    // other tests add, has no size stock either, and is sold as pre-orders instead).
    const soldOut = products.findLast((p) => p.sizeQuantities.every((s) => s.quantity <= 0))!;
    await page.goto(`/products/${slugFromDetails(soldOut.details)}/${soldOut.product_id}`);
    await expect(page.getByText('OUT OF STOCK').first()).toBeVisible();
    for (const radio of await page.getByRole('radio').all()) await expect(radio).toBeDisabled();
  });

  test("a mistyped slug moves to the product's address; an unknown id goes to productNotFound", async ({
    page,
    products,
  }) => {
    const p = products[0]!;
    const address = `/products/${slugFromDetails(p.details)}/${p.product_id}`;
    await page.goto(`/products/not-the-right-slug/${p.product_id}`);
    await expect(page).toHaveURL(address);
    await expect(page.getByRole('heading', { level: 1, name: p.name })).toBeVisible();
    await page.goto(`/products/${slugFromDetails(p.details)}/999999`);
    await expect(page).toHaveURL('/productNotFound');
    await expect(
      page.getByRole('heading', { name: "We couldn't find that product" }),
    ).toBeVisible();
  });

  test('an unknown address shows the 404 page with a way home', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Oops! You Are Lost' })).toBeVisible();
    await page.getByRole('link', { name: 'HOME', exact: true }).click();
    await expect(page).toHaveURL('/');
  });

  test('shared links get a title, description and preview image', async ({ request, products }) => {
    const p = products[0]!;
    const html = await (
      await request.get(`/products/${slugFromDetails(p.details)}/${p.product_id}`)
    ).text();
    expect(html).toContain(`<meta property="og:title" content="${p.name}`);
    expect(html).toMatch(/<meta property="og:image" content="http[^"]+\/uploads\/images\//);
    const shop = await (await request.get('/shop')).text();
    expect(shop).toContain('<title>Shop all products');
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`/products/${slugFromDetails(p.details)}/${p.product_id}</loc>`);
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Sitemap:');
  });
});

const STATIC_PAGES = [
  { path: '/about', heading: /About /, facts: ['2024', '25+', '2500+'] },
  { path: '/terms-conditions', heading: 'Terms and conditions', facts: [] },
  { path: '/privacy', heading: 'Privacy policy', facts: [] },
  { path: '/exchange', heading: 'Exchange policy', facts: ['7 days'] },
  { path: '/shipping', heading: 'Shipping policy', facts: ['15 days', '₹19', '₹99'] },
  { path: '/faqs', heading: 'Frequently asked questions', facts: [] },
  {
    path: '/ourServices',
    heading: 'Our services',
    facts: ['Manufacturing', 'Design', 'Sales', 'Visibility'],
  },
];

test.describe('static pages', () => {
  for (const { path, heading, facts } of STATIC_PAGES) {
    test(`${path} reads well and is accessible`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      for (const fact of facts) await expect(page.getByText(fact).first()).toBeVisible();
      // The footer loads as the visitor nears it.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expectNoHorizontalOverflow(page);
      await expectAccessible(page);
    });
  }
});

test.describe('accessibility of the storefront', () => {
  test('home, shop, product, productNotFound and 404 have no serious violations', async ({
    page,
    products,
  }) => {
    const p = products[0]!;
    for (const path of [
      '/',
      '/shop',
      `/products/${slugFromDetails(p.details)}/${p.product_id}`,
      '/productNotFound',
      '/nowhere',
    ]) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expectAccessible(page);
    }
  });
});
