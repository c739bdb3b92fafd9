// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { ClubListReply, ClubPageReply } from '#shared/contract/club-pages.ts';
import type { PublicDrop } from '#shared/contract/drops.ts';
import { fakeApi } from '#web/testing/fake-api.ts';
import { renderRoute } from '#web/testing/render-route.tsx';
import { setUpEachTest } from '#web/testing/set-up.ts';
import { testProduct } from '#web/testing/test-products.ts';

beforeAll(() =>
  Promise.all([
    import('./root-layout.tsx'),
    import('./club-page.tsx'),
    import('./clubs.tsx'),
    import('./product.tsx'),
  ]),
);
setUpEachTest({ jsdomGaps: true });

const robotics = { slug: 'robotics', name: 'Robotics Club' };
const HOUR = 3_600_000;

function liveDrop(now: number): PublicDrop {
  return {
    id: 4,
    name: 'Robotics Fest Drop',
    state: 'live',
    opensAt: now - HOUR,
    closesAt: now + 2 * HOUR,
    readyBy: '2026-12-20',
    perStudentLimit: 2,
    namesTaken: false,
    cashAllowed: false,
    products: [
      {
        productId: 8,
        name: 'Bot Hoodie',
        details: 'Bot Hoodie - Black',
        image: '/uploads/images/bot.webp',
        price: 999,
        cap: null,
        left: null,
        sizes: [{ size: 'M', left: null }],
      },
    ],
    club: robotics,
  };
}

function clubPage(): ClubPageReply {
  const now = Date.now();
  return {
    status: 200,
    club: { ...robotics, logoUrl: '', about: 'We build robots and the tees to match.' },
    products: [testProduct({ product_id: 7, name: 'Robotics Team Tee', club: robotics })],
    serverNow: now,
    drops: [liveDrop(now)],
  };
}

const notFound = () =>
  Response.json(
    { status: 404, code: 'CLUB_NOT_FOUND', message: 'Club not found', error: 'Club not found' },
    { status: 404 },
  );

describe("a club's page", () => {
  it('shows its banner, about, products as the shop draws them and its live drop', async () => {
    const api = fakeApi((path) =>
      path === 'club-pages/robotics' ? Response.json(clubPage()) : notFound(),
    );
    renderRoute('/clubs/robotics');
    expect(await screen.findByRole('heading', { level: 1, name: 'Robotics Club' })).toBeTruthy();
    expect(screen.getByText('We build robots and the tees to match.')).toBeTruthy();
    const products = screen.getByRole('list', { name: 'Products by Robotics Club' });
    expect(within(products).getByRole('link', { name: /Robotics Team Tee/ })).toBeTruthy();
    const drop = await screen.findByRole('heading', { name: 'Robotics Fest Drop' });
    expect(drop).toBeTruthy();
    expect(screen.getByText(/Live now · closes in/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /in the shop/ }).getAttribute('href')).toBe(
      '/shop?club=robotics',
    );
    expect(api.fetch).toHaveBeenCalledWith(
      '/api/v1/club-pages/robotics',
      expect.objectContaining({ method: 'GET' }),
    );
  });

  it('shows the not-found page for a club that does not exist', async () => {
    fakeApi(notFound);
    renderRoute('/clubs/chess');
    expect(await screen.findByRole('heading', { name: 'Oops! You Are Lost' })).toBeTruthy();
  });

  it('lists every club, marking those with a live drop, each linking to its page', async () => {
    const list: ClubListReply = {
      status: 200,
      clubs: [
        { slug: 'dance', name: 'Dance Society', logoUrl: '', about: '', liveDrop: false },
        { ...robotics, logoUrl: '', about: '', liveDrop: true },
      ],
    };
    fakeApi(() => Response.json(list));
    renderRoute('/clubs');
    const link = await screen.findByRole('link', { name: /Robotics Club/ });
    expect(link.getAttribute('href')).toBe('/clubs/robotics');
    expect(within(link).getByText('Live drop')).toBeTruthy();
    expect(
      within(screen.getByRole('link', { name: /Dance Society/ })).queryByText('Live drop'),
    ).toBeNull();
  });
});

describe("a club's product", () => {
  it('names its club with a link to its page', async () => {
    fakeApi((path) =>
      path === 'products/get-product-details/7'
        ? Response.json({ status: 200, ...testProduct({ product_id: 7, club: robotics }) })
        : Response.json({ status: 200, serverNow: Date.now(), drop: null }),
    );
    renderRoute('/products/average-iitian-black-tee/7');
    const link = await screen.findByRole('link', { name: 'Robotics Club' });
    expect(link.getAttribute('href')).toBe('/clubs/robotics');
    expect(link.parentElement?.textContent).toBe('By Robotics Club');
  });
});

describe('clubs elsewhere in the shop', () => {
  it("filters the shop by a club's address name, with a chip back to every club", async () => {
    const api = fakeApi((path) =>
      path.startsWith('products/get-product')
        ? Response.json([testProduct({ club: robotics })], { headers: { 'x-total-count': '1' } })
        : Response.json({ status: 200, serverNow: Date.now(), drops: [] }),
    );
    renderRoute('/shop?club=robotics');
    const chips = await screen.findByRole('group', { name: 'Club' });
    expect(within(chips).getByRole('link', { name: 'robotics' }).getAttribute('aria-current')).toBe(
      'true',
    );
    expect(within(chips).getByRole('link', { name: 'All' }).getAttribute('href')).toBe('/shop');
    await screen.findByRole('link', { name: /Average IITian Tee/ });
    expect(api.fetch.mock.calls.map(([url]) => String(url))).toContain(
      '/api/v1/products/get-product?club=robotics&limit=24',
    );
  });

  it('names the clubs with a live drop on Home, each linking to its page', async () => {
    fakeApi((path) =>
      path === 'drops'
        ? Response.json({ status: 200, serverNow: Date.now(), drops: [liveDrop(Date.now())] })
        : Response.json([], { headers: { 'x-total-count': '0' } }),
    );
    renderRoute('/');
    const strip = await screen.findByRole('navigation', { name: 'Clubs with a live drop' });
    expect(within(strip).getByRole('link', { name: 'Robotics Club' }).getAttribute('href')).toBe(
      '/clubs/robotics',
    );
  });
});
