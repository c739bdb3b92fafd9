import { beforeAll, expect, it } from 'vitest';
import type { InitialQuery } from '#shared/cache-keys.ts';
import type { DrawnSession } from '#shared/drawn-session.ts';
import { productPath } from '#shared/rules/slug.ts';
import { insertProduct } from '../../test/db-fixtures.ts';
import { minimalWebAppWithRenderer } from '../../test/minimal-web-app.ts';
import {
  describeShop,
  signedUpUser,
  type DescribeShopOptions,
  type SignedUpUser,
} from '../../test/test-shop.ts';
import { SESSION_COOKIE } from '../auth/session-cookie.ts';
import { loadFirstPaint, type FirstPaint } from './first-paint.service.ts';
import { webSettings } from './web-settings.ts';

/**
 * Pages drawn side by side (docs/decisions/011, 020): each draw has its own query cache and
 * visitor, so two signed-in visitors (other carts, other orders) and a guest drawn at once, many
 * draws in flight together, get byte for byte the page a draw of theirs made alone gets.
 */
let webDir = '';
const oneShop: DescribeShopOptions = {
  shopPer: 'file',
  shop: async () => ({ webDir: (webDir = await minimalWebAppWithRenderer()) }),
};

/** A page as one visitor opens it: the address, and the session cookie's token (none: a guest). */
interface Visit {
  who: string;
  path: string;
  token?: string;
}

/** What the page handler drew a page from, read back from the page it sent. */
interface DrawInput {
  url: URL;
  initial: InitialQuery[];
  session?: DrawnSession;
}

const ROUNDS = 4;

const jsonBlock = <T>(html: string, id: string): T | undefined => {
  const text = new RegExp(`<script id="${id}" type="application/json">(.*?)</script>`).exec(html);
  return text ? (JSON.parse(text[1]!) as T) : undefined;
};

/** `items` in a random order: the draws of one round start interleaved, not grouped. */
const shuffled = <T>(items: T[]): T[] =>
  items
    .map((item) => ({ item, at: Math.random() }))
    .sort((a, b) => a.at - b.at)
    .map(({ item }) => item);

describeShop('pages drawn at once for different visitors', oneShop, ({ database, shop }) => {
  const visits: Visit[] = [];
  let ana: SignedUpUser;
  let ben: SignedUpUser;

  const open = (visit: Visit) =>
    shop.app.inject({
      url: visit.path,
      headers: visit.token ? { cookie: `${SESSION_COOKIE}=${visit.token}` } : {},
    });

  /** Places a cash pickup order of what `who` has in the cart and answers its number. */
  const placeOrder = async (who: SignedUpUser) => {
    const placed = await shop.call(
      'payment/confirm',
      { deliveryMethod: 'pickup' },
      { token: who.token },
    );
    expect(placed.statusCode).toBe(200);
    const { order_id: orderId } = placed.json() as { order_id: number };
    const found = await shop.call('products/my-order', { orderId }, { token: who.token });
    return (found.json() as { order: { orderNumber: string } }).order.orderNumber;
  };
  const addToCart = async (who: SignedUpUser, productId: number, size: string, quantity = 1) => {
    const added = await shop.call(
      'products/addToCart',
      { productId, selectedSize: size, quantity },
      { token: who.token },
    );
    expect(added.statusCode).toBe(200);
  };

  beforeAll(async () => {
    const tee = await insertProduct(database.db, { name: 'Quasar Tee', details: 'Quasar Tee' });
    const hoodie = await insertProduct(database.db, {
      name: 'Nebula Hoodie',
      details: 'Nebula Hoodie',
      pricePaise: 99_900,
    });
    ana = await signedUpUser(shop);
    ben = await signedUpUser(shop);
    await addToCart(ana, tee.id, 'M');
    const anasOrder = await placeOrder(ana);
    await addToCart(ana, hoodie.id, 'S');
    await addToCart(ben, hoodie.id, 'L', 2);
    const bensOrder = await placeOrder(ben);
    await addToCart(ben, tee.id, 'XL', 3);

    for (const [who, order] of [
      [ana, anasOrder],
      [ben, bensOrder],
    ] as const) {
      for (const path of [
        '/cart',
        '/profile/my-orders',
        `/profile/my-orders/${order}`,
        `/thank-you/${order}`,
      ]) {
        visits.push({ who: who.email, path, token: who.token });
      }
    }
    for (const path of ['/', '/shop', productPath({ product_id: tee.id, details: 'Quasar Tee' })]) {
      visits.push({ who: 'guest', path });
    }
    // Warm-up: the renderer's first draws load its route modules from source, which on a busy
    // machine can pass the draw's time limit; such a page goes out undrawn, as designed.
    for (const visit of visits) {
      for (let i = 0; i < 5; i++) if ((await open(visit)).body.includes('data-ssr')) break;
    }
  });

  it('the renderer draws each visitor the same page alone and among many draws at once', async () => {
    const firstPaint: FirstPaint = loadFirstPaint(webDir, webSettings(shop.config), shop.log)!;
    expect(firstPaint).toBeDefined();
    // Each page's data as the page handler drew it with, from the page it sent.
    const inputs = new Map<Visit, DrawInput>();
    for (const visit of visits) {
      const html = (await open(visit)).body;
      expect(html, visit.path).toContain('data-ssr="true"');
      inputs.set(visit, {
        url: new URL(visit.path, shop.config.publicUrl),
        initial: jsonBlock<InitialQuery[]>(html, 'initial-data') ?? [],
        session: jsonBlock<DrawnSession>(html, 'drawn-session'),
      });
    }
    const draw = (visit: Visit) => {
      const { url, initial, session } = inputs.get(visit)!;
      return firstPaint.draw(url, initial, session);
    };

    const alone = new Map<Visit, string>();
    for (const visit of visits) {
      const body = await draw(visit);
      expect(body, `${visit.who} ${visit.path}`).toBeTypeOf('string');
      alone.set(visit, body!);
    }
    // The signed-in pages differ by visitor: each holds its own visitor and no one else.
    for (const visit of visits) {
      // (The cart has the checkout header instead of the navbar, which names the visitor.)
      if (visit.token && visit.path !== '/cart') {
        expect(alone.get(visit), visit.path).toContain(visit.who);
      }
      const others = [ana.email, ben.email].filter((email) => email !== visit.who);
      for (const email of others) expect(alone.get(visit), visit.path).not.toContain(email);
    }
    expect(alone.get(visits[0]!)).toContain('Nebula Hoodie');
    expect(alone.get(visits[4]!)).toContain('Quasar Tee');

    // Every page twice per round, all started at once: with their data and route modules in
    // hand the draws run through without waiting on anything, interleaved by the event loop.
    for (let round = 0; round < ROUNDS; round++) {
      const order = shuffled([...visits, ...visits]);
      const drawn = await Promise.all(order.map(draw));
      order.forEach((visit, i) => {
        expect(drawn[i], `round ${round}: ${visit.who} ${visit.path}`).toBe(alone.get(visit));
      });
    }
  }, 120_000);

  it('the pages sent at once (each visitor a page) are byte for byte the pages sent alone', async () => {
    const alone = new Map<Visit, string>();
    for (const visit of visits) {
      const res = await open(visit);
      expect(res.body, `${visit.who} ${visit.path}`).toContain('data-ssr="true"');
      alone.set(visit, res.body);
    }
    // Whole requests (early calls, draw, page) of Ana, Ben and a guest at once, in every mix of
    // their pages: a few at a time, so each draw stays well inside the server's time limit.
    const of = (who: string) => visits.filter((visit) => visit.who === who);
    const [anas, bens, guests] = [of(ana.email), of(ben.email), of('guest')];
    for (let round = 0; round < ROUNDS; round++) {
      for (let k = 0; k < anas.length; k++) {
        const together = shuffled([
          anas[k]!,
          bens[(k + round) % bens.length]!,
          guests[(k + round) % guests.length]!,
        ]);
        const sent = await Promise.all(together.map(open));
        together.forEach((visit, i) => {
          const where = `round ${round}: ${visit.who} ${visit.path}`;
          expect(sent[i]!.statusCode, where).toBe(200);
          expect(sent[i]!.body, where).toBe(alone.get(visit));
        });
      }
    }
  }, 120_000);
});
