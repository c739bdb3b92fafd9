import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { signedInCustomer, type Account, type StoredSession } from './account-helpers.ts';

export interface ApiProduct {
  product_id: number;
  name: string;
  details: string;
  style: string;
  price: number;
  isInstibuzz: boolean;
  sizeQuantities: { size: string; quantity: number }[];
}

/** Shared helpers for the storefront specs. */
export const test = base.extend<{
  products: ApiProduct[];
  /** A new customer (signed up through the API), already signed in in `page`. */
  loggedIn: { account: Account; session: StoredSession };
}>({
  products: async ({ request }, use) => {
    const res = await request.get('/api/v1/products/get-product');
    expect(res.ok()).toBeTruthy();
    await use((await res.json()) as ApiProduct[]);
  },
  loggedIn: async ({ page, request }, use, testInfo) => {
    await use(await signedInCustomer(page, request, testInfo));
  },
});

export { expect };

/** No serious or critical axe violations on the page as it is now. */
export async function expectAccessible(page: Page) {
  // Axe reads colours as painted: a toast still fading in (or a stacked one fading its text out)
  // failed the contrast rule now and then. Wait until toasts are mounted and nothing finite is
  // running, across two frames, since a transition starts only on the frame after its change.
  for (let round = 0; round < 2; round++) {
    await page.waitForFunction(
      () =>
        document.querySelector('[data-sonner-toast]:not([data-mounted="true"])') === null &&
        document
          .getAnimations()
          .every(
            (a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity,
          ),
    );
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
  }
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    ),
  ).toEqual([]);
}

/** The page never scrolls sideways (the phone check). */
export async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(1);
}

/** Puts one of a tee in size M in the customer's cart through the API (the cart spec covers the buttons). */
export async function addToCart(request: APIRequestContext, token: string, product: ApiProduct) {
  const res = await request.post('/api/v1/products/addToCart', {
    data: { productId: product.product_id, selectedSize: 'M', quantity: 1 },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
}
