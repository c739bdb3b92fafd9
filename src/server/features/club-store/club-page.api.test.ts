import { beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Product } from '#shared/contract/catalog.ts';
import type { ClubListReply, ClubPageReply } from '#shared/contract/club-pages.ts';
import type { DropsReply } from '#shared/contract/drops.ts';
import { clubs, products } from '../../db/schema/index.ts';
import { insertProduct, type TestProduct } from '../../test/db-fixtures.ts';
import { minimalWebApp } from '../../test/minimal-web-app.ts';
import { describeShop } from '../../test/test-shop.ts';
import { newDrop, openDrop } from '../drops/drops.test-kit.ts';
import { giveDropTo } from './club-page.test-kit.ts';
import { makeClub } from '../clubs/clubs.test-kit.ts';

const PAGE = '/api/v1/club-pages';
const LIST = '/api/v1/products/get-product';

/**
 * A club's page and where students meet a club elsewhere (docs/product.md#a-clubs-page): its
 * page's call, the shop's club filter, a product's club, the sitemap and a shared link's preview.
 */
describeShop(
  "clubs' pages",
  {
    shopPer: 'file',
    shop: async () => ({ webDir: await minimalWebApp(), env: { RATE_LIMIT_SCALE: '1000' } }),
  },
  ({ database, shop }) => {
    let robotics: Awaited<ReturnType<typeof makeClub>>;
    let dance: Awaited<ReturnType<typeof makeClub>>;
    let teamTee: TestProduct;
    let botHoodie: TestProduct;
    let danceTee: TestProduct;
    let plainTee: TestProduct;
    let dropId: number;

    beforeAll(async () => {
      robotics = await makeClub(database.db, {
        slug: 'robotics',
        name: 'Robotics Club',
        tag: 'robotics',
        logoUrl: '/uploads/images/robotics-logo.webp',
        about: 'We build robots and the tees to match.',
      });
      dance = await makeClub(database.db, { slug: 'dance-society', name: 'Dance Society' });
      teamTee = await insertProduct(database.db, {
        name: 'Robotics Team Tee',
        details: 'Robotics Team Tee - Steel Grey',
        clubId: robotics.id,
        isOwnBrand: false,
      });
      botHoodie = await insertProduct(database.db, { name: 'Bot Hoodie', clubId: robotics.id });
      danceTee = await insertProduct(database.db, { name: 'Dance Tee', clubId: dance.id });
      plainTee = await insertProduct(database.db, { name: 'Quad Tee' });
      // Off sale: not on the club's page.
      const off = await insertProduct(database.db, { name: 'Old Bot Tee', clubId: robotics.id });
      await database.db.update(products).set({ active: false }).where(eq(products.id, off.id));
      const drop = await newDrop(shop, [botHoodie.id], { name: 'Robotics Fest Drop' });
      dropId = drop.id;
      await giveDropTo(database.db, drop.id, robotics.id);
    });

    const page = async (slug: string) => shop.app.inject({ url: `${PAGE}/${slug}` });

    it("answers a club's page with the club, its products on sale and its upcoming drop", async () => {
      const res = await page('robotics');
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as ClubPageReply;
      expect(body.club).toEqual({
        slug: 'robotics',
        name: 'Robotics Club',
        logoUrl: '/uploads/images/robotics-logo.webp',
        about: 'We build robots and the tees to match.',
      });
      // Its own products on sale, newest first, as the shop lists them; nothing of its money.
      expect(body.products.map((p) => p.product_id)).toEqual([botHoodie.id, teamTee.id]);
      expect(body.products[0]!.club).toEqual({ slug: 'robotics', name: 'Robotics Club' });
      expect(res.body).not.toMatch(/upi|share|basis/i);
      expect(body.drops.map((d) => [d.name, d.state, d.club?.slug])).toEqual([
        ['Robotics Fest Drop', 'upcoming', 'robotics'],
      ]);
      expect(body.serverNow).toBe(shop.clock().getTime());
      const other = (await page('dance-society')).json() as ClubPageReply;
      expect(other.products.map((p) => p.product_id)).toEqual([danceTee.id]);
      expect(other.drops).toEqual([]);
    });

    it('answers 404 CLUB_NOT_FOUND for a club that does not exist or a slug no club can have', async () => {
      for (const slug of ['chess', 'Robotics', 'robotics--club', 'x'.repeat(41), '%20']) {
        const res = await page(slug);
        expect(res.statusCode, slug).toBe(404);
        expect(res.json()).toMatchObject({ status: 404, code: 'CLUB_NOT_FOUND' });
      }
    });

    it('lists every club by name, saying which has a live drop', async () => {
      const list = async () =>
        ((await shop.app.inject({ url: PAGE })).json() as ClubListReply).clubs;
      const names = (await list()).filter((c) => ['robotics', 'dance-society'].includes(c.slug));
      expect(names.map((c) => [c.name, c.liveDrop])).toEqual([
        ['Dance Society', false],
        ['Robotics Club', false],
      ]);
      openDrop(shop);
      const live = (await list()).find((c) => c.slug === 'robotics');
      expect(live?.liveDrop).toBe(true);
      const drops = (await shop.app.inject({ url: '/api/v1/drops' })).json() as DropsReply;
      const ours = drops.drops.find((d) => d.id === dropId);
      expect(ours).toMatchObject({
        state: 'live',
        club: { slug: 'robotics', name: 'Robotics Club' },
      });
      const body = (await page('robotics')).json() as ClubPageReply;
      expect(body.drops.map((d) => d.state)).toEqual(['live']);
    });

    it('filters the shop by club (?club=), alone, with other filters and in pages', async () => {
      const ids = async (query: string) => {
        const res = await shop.app.inject({ url: `${LIST}?${query}` });
        expect(res.statusCode, res.body).toBe(200);
        return { ids: (res.json() as Product[]).map((p) => p.product_id), res };
      };
      expect((await ids('club=robotics')).ids).toEqual([botHoodie.id, teamTee.id]);
      expect((await ids('club=robotics&q=hoodie')).ids).toEqual([botHoodie.id]);
      expect((await ids('club=chess')).ids).toEqual([]);
      expect((await ids('club=')).ids).toContain(plainTee.id);
      const first = await ids('club=robotics&limit=1');
      expect(first.ids).toEqual([botHoodie.id]);
      expect(first.res.headers['x-total-count']).toBe('2');
      expect(first.res.headers.link).toContain('club=robotics&limit=1&cursor=');
      const next = await ids(`club=robotics&limit=1&cursor=${first.res.headers['x-next-cursor']}`);
      expect(next.ids).toEqual([teamTee.id]);
      for (const bad of ['club=Robotics%20Club', 'club=a&club=b', `club=${'x'.repeat(41)}`]) {
        const res = await shop.app.inject({ url: `${LIST}?${bad}` });
        expect(res.statusCode, bad).toBe(400);
        expect(res.body).toContain("club must be a club's address name");
      }
    });

    it("gives a club's product its club, and the shop's own none; a renamed club shows at once", async () => {
      const details = async (id: number) =>
        (
          await shop.app.inject({ url: `/api/v1/products/get-product-details/${id}` })
        ).json() as Product;
      expect((await details(teamTee.id)).club).toEqual({ slug: 'robotics', name: 'Robotics Club' });
      expect(await details(plainTee.id)).not.toHaveProperty('club');
      await database.db
        .update(clubs)
        .set({ name: 'Robotics & AI Club' })
        .where(eq(clubs.id, robotics.id));
      expect((await details(teamTee.id)).club?.name).toBe('Robotics & AI Club');
      await database.db
        .update(clubs)
        .set({ name: 'Robotics Club' })
        .where(eq(clubs.id, robotics.id));
    });

    it("lists the clubs' pages in the sitemap", async () => {
      const res = await shop.app.inject({ url: '/sitemap.xml' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toMatch(/<loc>http[^<]+\/clubs<\/loc>/);
      expect(res.body).toMatch(/<loc>http[^<]+\/clubs\/robotics<\/loc>/);
      expect(res.body).toMatch(/<loc>http[^<]+\/clubs\/dance-society<\/loc>/);
    });

    it("previews a club's page with its name, about and logo, with its data; an unknown club is not found", async () => {
      const res = await shop.app.inject({ url: '/clubs/robotics' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toMatch(/<title>Robotics Club · [^<]+<\/title>/);
      expect(res.body).toContain(
        '<meta property="og:description" content="We build robots and the tees to match.">',
      );
      expect(res.body).toMatch(
        /<meta property="og:image" content="http[^"]+\/uploads\/images\/robotics-logo\.webp">/,
      );
      expect(res.body).toMatch(/<meta property="og:url" content="http[^"]+\/clubs\/robotics">/);
      expect(res.body).toContain('"club-pages","robotics"');
      const unknown = await shop.app.inject({ url: '/clubs/chess' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.body).toContain('<title>Page not found');
      const index = await shop.app.inject({ url: '/clubs' });
      expect(index.statusCode).toBe(200);
      expect(index.body).toMatch(/<title>Clubs · /);
    });
  },
);
