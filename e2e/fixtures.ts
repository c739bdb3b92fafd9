import {
  test as base,
  expect,
  type APIRequestContext,
  type Locator,
  type Page,
} from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { signedInCustomer, type Account, type StoredSession } from './account-helpers.ts';

export interface ApiProduct {
  product_id: number;
  name: string;
  details: string;
  style: string;
  price: number;
  /** The reference price, when the product has one (docs/product.md#reference-prices). */
  compareAtPrice?: number;
  isInstibuzz: boolean;
  sizeQuantities: { size: string; quantity: number }[];
}

/** The first toast saying `text`, on the test's page or on `on` (another context's page). */
export type Toast = (text: string | RegExp, on?: Page) => Locator;

/** Shared helpers for the storefront specs. */
export const test = base.extend<{
  products: ApiProduct[];
  /** A new customer (signed up through the API), already signed in in `page`. */
  loggedIn: { account: Account; session: StoredSession };
  /** `loggedIn`'s cart holding one Average IITian tee in size M (put there through the API). */
  cartWithItems: { tee: ApiProduct };
  toast: Toast;
  /** The accessibility scan (expectAccessible) of the test's page or of `on`, once it settled. */
  expectSettledAccessible: (on?: Page) => Promise<void>;
}>({
  products: async ({ request }, use) => {
    const res = await request.get('/api/v1/products/get-product');
    expect(res.ok()).toBeTruthy();
    await use((await res.json()) as ApiProduct[]);
  },
  loggedIn: async ({ page, request }, use, testInfo) => {
    await use(await signedInCustomer(page, request, testInfo));
  },
  cartWithItems: async ({ request, products, loggedIn }, use) => {
    const tee = products.find((p) => p.name === 'Average IITian')!;
    await addToCart(request, loggedIn.session.token, tee);
    await use({ tee });
  },
  toast: async ({ page }, use) => {
    await use((text, on = page) => on.locator('[data-toast]').filter({ hasText: text }).first());
  },
  expectSettledAccessible: async ({ page }, use) => {
    await use((on = page) => expectAccessible(on));
  },
});

export { expect };

/**
 * No serious or critical axe violations on the page once nothing moves any more; toasts readable.
 */
export async function expectAccessible(page: Page) {
  // Axe reads colours as painted, so anything fading in or out fails the contrast rule now and
  // then. Wait until nothing finite is running, across two frames (a transition starts only on
  // the frame after its change).
  for (let round = 0; round < 2; round++) {
    await page.waitForFunction(() =>
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
  // Toasts time out on their own and fade while axe is still reading the page (CI caught a
  // success toast at 1.5-2.9:1 mid-fade), so they are checked apart, against their own colours.
  const results = await new AxeBuilder({ page }).exclude('[data-toaster]').analyze();
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
  await expectReadableToasts(page);
}

/**
 * Each shown toast's title against the toast's own background: at least 4.5:1 (WCAG AA). A toast
 * being removed is left out (it fades to nothing by design). Colours are read through a canvas,
 * so any CSS colour (the theme's are oklch) becomes the sRGB a screen shows; a background that is
 * transparent at that moment is looked for on the toast's ancestors, as a reader would see it.
 */
async function expectReadableToasts(page: Page) {
  const shown = '[data-toast] p';
  const toasts = await page.locator(shown).evaluateAll((titles) => {
    const context = document.createElement('canvas').getContext('2d', {
      willReadFrequently: true,
    })!;
    const rgba = (colour: string) => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = colour;
      context.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0, a = 0] = context.getImageData(0, 0, 1, 1).data;
      return { rgb: [r, g, b], alpha: a / 255 };
    };
    const luminance = (rgb: number[]) => {
      const [r = 0, g = 0, b = 0] = rgb.map((v) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const backgroundOf = (from: Element) => {
      for (let at: Element | null = from; at; at = at.parentElement) {
        const fill = rgba(getComputedStyle(at).backgroundColor);
        if (fill.alpha > 0.5) return fill.rgb;
      }
      return [255, 255, 255];
    };
    // A toast its timer closed after the locator found it is no longer in the page: its
    // computed colours are empty strings, which the canvas ignores (keeping its last fill).
    return titles
      .filter((title) => title.isConnected)
      .map((title) => {
        const toast = title.closest('[data-toast]') ?? title;
        const text = luminance(rgba(getComputedStyle(title).color).rgb);
        const background = luminance(backgroundOf(toast));
        const ratio = (Math.max(text, background) + 0.05) / (Math.min(text, background) + 0.05);
        return `${title.textContent}: ${ratio >= 4.5 ? 'readable' : ratio.toFixed(2)}`;
      });
  });
  expect(toasts.filter((t) => !t.endsWith(': readable'))).toEqual([]);
}

/**
 * Console errors, uncaught page errors and failed /api calls on `page` from now on: a journey a
 * student makes logs none. `expectNone` takes the failures a test provokes on purpose.
 */
export function watchForErrors(page: Page) {
  const seen: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') seen.push(`console: ${m.text()} (${m.location().url})`);
  });
  page.on('pageerror', (error) => seen.push(`page error: ${error.message}`));
  page.on('response', (res) => {
    const { pathname } = new URL(res.url());
    if (pathname.startsWith('/api/') && res.status() >= 400) {
      seen.push(`${res.status()} ${res.request().method()} ${pathname}`);
    }
  });
  return {
    expectNone(provoked: RegExp[] = []) {
      expect(seen.filter((s) => !provoked.some((p) => p.test(s)))).toEqual([]);
    },
  };
}

/** The page never scrolls sideways (the phone check). */
export async function expectNoHorizontalOverflow(page: Page) {
  // Polled: just after a change (a larger text, a lazy part arriving) the layout may not have
  // settled; an overflow that stays fails.
  await expect
    .poll(() =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    )
    .toBeLessThanOrEqual(1);
}

/** Puts one of a tee in size M in the customer's cart through the API (the cart spec covers the buttons). */
async function addToCart(request: APIRequestContext, token: string, product: ApiProduct) {
  const res = await request.post('/api/v1/products/addToCart', {
    data: { productId: product.product_id, selectedSize: 'M', quantity: 1 },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
}
