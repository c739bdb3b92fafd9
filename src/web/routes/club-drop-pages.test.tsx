// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ClubOverviewReply } from '#shared/contract/clubs.ts';
import type { BaggingReply, HandOverBagsReply } from '#shared/contract/drop-bags.ts';
import type { RosterReply } from '#shared/contract/drop-roster.ts';
import type { AdminDrop, AdminDropsReply, PrintRunReply } from '#shared/contract/drops.ts';
import { fakeApi, type FakeAnswer } from '#web/testing/fake-api.ts';
import { renderRoute } from '#web/testing/render-route.tsx';
import { setUpEachTest } from '#web/testing/set-up.ts';
import { studentSession } from '#web/testing/test-sessions.ts';

beforeAll(() =>
  Promise.all([import('./root-layout.tsx'), import('./club-drops.tsx'), import('./club-drop.tsx')]),
);
setUpEachTest({ jsdomGaps: true });

const HOUR = 3_600_000;
const now = Date.now();
// A manager is a signed-in student: the club's calls check they manage it.
const manager = studentSession('captain@example.com');

const overview: ClubOverviewReply = {
  status: 200,
  club: {
    slug: 'hockey',
    name: 'Hockey Club',
    tag: 'hockey',
    logoUrl: '',
    about: '',
    shareBasisPoints: 1500,
    selfPublish: false,
    payoutTo: 'UPI hockey@okaxis',
  },
  managers: [{ name: 'Asha Verma', email: 'captain@example.com' }],
  counts: { products: 1, drops: 2, orders: 3 },
};

function drop(over: Partial<AdminDrop>): AdminDrop {
  return {
    id: 11,
    name: 'Jersey Drop',
    state: 'closed',
    opensAt: now - 48 * HOUR,
    closesAt: now - HOUR,
    readyBy: '2026-12-20',
    perStudentLimit: 2,
    namesTaken: true,
    numbersTaken: true,
    cashAllowed: true,
    products: [
      {
        productId: 8,
        name: 'Hockey Jersey',
        details: 'Hockey Jersey - Blue',
        image: '',
        price: 699,
        cap: null,
        left: null,
        sizes: [{ size: 'M', left: null }],
      },
    ],
    version: 1,
    capKind: 'none',
    opensAtIst: '2026-11-20T10:00',
    closesAtIst: '2026-11-27T18:00',
    taken: [{ productId: 8, taken: 3 }],
    sizeCaps: [],
    clubId: 2,
    draft: false,
    audience: 'members',
    memberDomain: null,
    linkKey: null,
    members: 4,
    sentToPrintAt: now - HOUR / 2,
    ...over,
  };
}

const printRun: PrintRunReply = {
  status: 200,
  serverNow: now,
  drop: {
    id: 11,
    name: 'Jersey Drop',
    state: 'closed',
    closesAt: now - HOUR,
    readyBy: '2026-12-20',
    namesTaken: true,
    sentToPrintAt: now - HOUR / 2,
  },
  products: [
    {
      productId: 8,
      name: 'Hockey Jersey',
      sizes: [
        { size: 'M', quantity: 2 },
        { size: 'L', quantity: 1 },
      ],
      total: 3,
      names: [
        { name: 'ROHAN', institution: 'IITM', size: 'M', quantity: 1, orderId: 5, number: '10' },
      ],
    },
  ],
  csv: 'product,size,quantity\n',
};

const roster: RosterReply = {
  status: 200,
  serverNow: now,
  drop: {
    id: 11,
    name: 'Jersey Drop',
    state: 'live',
    audience: 'members',
    memberDomain: null,
    remindedAt: null,
    nextReminderAt: null,
  },
  members: [
    { email: 'meera@example.com', name: null, via: 'list', ordered: false, items: [] },
    {
      email: 'rohan@example.com',
      name: 'Rohan Iyer',
      via: 'list',
      ordered: true,
      items: [
        {
          orderNumber: '7KQ4-M9X2',
          productName: 'Hockey Jersey',
          size: 'M',
          quantity: 1,
          name: 'ROHAN',
          number: '10',
        },
      ],
    },
  ],
  counts: { members: 2, ordered: 1, notOrdered: 1, pieces: 1 },
  csv: '',
};

const bagging: BaggingReply = {
  status: 200,
  drop: { id: 11, name: 'Jersey Drop', sentToPrintAt: now - HOUR / 2 },
  groups: [
    {
      method: 'hostel',
      title: 'Godavari Hostel',
      bags: [
        {
          orderId: 5,
          orderNumber: '7KQ4-M9X2',
          student: 'Rohan Iyer',
          phone: '9876543210',
          handoverCode: '4821',
          room: '214',
          address: '',
          pieces: [
            {
              productName: 'Hockey Jersey',
              size: 'M',
              quantity: 1,
              teeName: 'ROHAN',
              instiName: '',
              teeNumber: '10',
            },
          ],
          handedOver: false,
        },
      ],
    },
    {
      method: 'delivery',
      title: 'Home delivery',
      bags: [
        {
          orderId: 6,
          orderNumber: 'P3RT-8HW1',
          student: 'Meera Nair',
          phone: '9876500000',
          handoverCode: '',
          room: '',
          address: '12 Lake Road, Kochi 682001',
          pieces: [
            {
              productName: 'Hockey Jersey',
              size: 'L',
              quantity: 1,
              teeName: '',
              instiName: '',
              teeNumber: '',
            },
          ],
          handedOver: false,
        },
      ],
    },
  ],
  bags: 2,
  pieces: 2,
  csv: '',
};

/** The club's calls answered; anything else (an admin call) is refused as the server would. */
function clubServer(extra: Record<string, unknown> = {}): FakeAnswer {
  const replies: Record<string, unknown> = {
    'clubs/hockey/overview': overview,
    'clubs/hockey/drops/print-run': printRun,
    'clubs/hockey/drops/11/roster': roster,
    'clubs/hockey/drops/bagging': bagging,
    ...extra,
  };
  return (path) =>
    path in replies
      ? Response.json(replies[path])
      : Response.json(
          { status: 403, code: 'FORBIDDEN', message: 'Admins only', error: 'Admins only' },
          { status: 403 },
        );
}

describe("a club's drops for its manager", () => {
  it('links each drop to the pages that fit it: print run once open, roster, bagging once sent to print', async () => {
    const drops: AdminDropsReply = {
      status: 200,
      serverNow: now,
      drops: [
        drop({}),
        drop({
          id: 12,
          name: 'Fest Tee Drop',
          state: 'upcoming',
          opensAt: now + HOUR,
          closesAt: now + 48 * HOUR,
          audience: 'everyone',
          numbersTaken: false,
          sentToPrintAt: null,
        }),
      ],
    };
    fakeApi(
      clubServer({
        'clubs/hockey/drops': drops,
        'clubs/hockey/products': { status: 200, products: [] },
      }),
    );
    renderRoute('/club/hockey/drops', { session: manager });
    const jersey = (await screen.findByRole('heading', { name: 'Jersey Drop' })).closest('li')!;
    const hrefOf = (name: string) =>
      within(jersey).getByRole('link', { name }).getAttribute('href');
    expect(hrefOf('Print sheet')).toBe('/club/hockey/drops/11/print');
    expect(hrefOf('Roster')).toBe('/club/hockey/drops/11/roster');
    expect(hrefOf('Bagging list')).toBe('/club/hockey/drops/11/bagging');
    const fest = screen.getByRole('heading', { name: 'Fest Tee Drop' }).closest('li')!;
    expect(within(fest).queryByRole('link')).toBeNull();
  });

  it("draws the closed drop's print sheet from the club's call, without the admin's send-to-print", async () => {
    const api = fakeApi(clubServer());
    renderRoute('/club/hockey/drops/11/print', { session: manager });
    expect(await screen.findByRole('heading', { name: 'Jersey Drop: print sheet' })).toBeTruthy();
    const sizes = screen.getByRole('table', { name: 'Hockey Jersey: pieces per size' });
    expect(
      within(sizes)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2', '1', '3']);
    const names = screen.getByRole('table', { name: 'Names to print' });
    expect(
      within(names)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['ROHAN', '10', 'IITM', 'M', '1']);
    expect(screen.queryByRole('button', { name: 'Sent to print' })).toBeNull();
    const tabs = screen.getByRole('navigation', { name: 'Club dashboard' });
    expect(within(tabs).getByRole('link', { name: 'Drops' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(screen.getByRole('link', { name: 'Bagging list' }).getAttribute('href')).toBe(
      '/club/hockey/drops/11/bagging',
    );
    expect(screen.getByRole('link', { name: 'Back to drops' }).getAttribute('href')).toBe(
      '/club/hockey/drops',
    );
    expect(api.posted).toContainEqual({ path: 'clubs/hockey/drops/print-run', body: { id: 11 } });
    expect(api.posted.some((p) => p.path.startsWith('admin/'))).toBe(false);
  });

  it("shows the roster from the club's call and reminds through it", async () => {
    const api = fakeApi(
      clubServer({
        'clubs/hockey/drops/11/remind': { status: 200, message: '1 reminder sent.', sent: 1 },
      }),
    );
    renderRoute('/club/hockey/drops/11/roster', { session: manager });
    expect(await screen.findByRole('heading', { name: 'Jersey Drop: roster' })).toBeTruthy();
    expect(screen.getByText(/of 2 ordered/)).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Members and what they ordered' });
    expect(within(table).getByText('meera@example.com')).toBeTruthy();
    expect(within(table).getByText('1 × Hockey Jersey, M (7KQ4-M9X2)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Remind those who have not ordered/ }));
    await waitFor(() =>
      expect(api.posted).toContainEqual({ path: 'clubs/hockey/drops/11/remind', body: {} }),
    );
    expect(api.posted.some((p) => p.path.startsWith('admin/'))).toBe(false);
  });

  it("lists the bags by hostel room and home delivery, and hands bags over through the club's call", async () => {
    const handed: HandOverBagsReply = {
      status: 200,
      message: '1 bag handed over.',
      results: [
        { line: '4821', result: 'handed-over', orderNumber: '7KQ4-M9X2', message: 'Rohan Iyer' },
      ],
      handedOver: 1,
    };
    const api = fakeApi(clubServer({ 'clubs/hockey/drops/hand-over-bags': handed }));
    renderRoute('/club/hockey/drops/11/bagging', { session: manager });
    expect(await screen.findByRole('heading', { name: 'Jersey Drop: bagging list' })).toBeTruthy();
    const hostel = screen.getByRole('region', { name: 'Godavari Hostel' });
    expect(within(hostel).getByText('Room 214')).toBeTruthy();
    expect(within(hostel).getByText('Code 4821')).toBeTruthy();
    expect(within(hostel).getByText('1 × Hockey Jersey, size M · ROHAN · #10')).toBeTruthy();
    const home = screen.getByRole('region', { name: 'Home delivery' });
    expect(within(home).getByText('12 Lake Road, Kochi 682001')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the print sheet' }).getAttribute('href')).toBe(
      '/club/hockey/drops/11/print',
    );
    fireEvent.change(screen.getByLabelText(/handover codes, one per line/), {
      target: { value: '4821' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Hand over' }));
    expect(await screen.findByText('1 bag handed over.')).toBeTruthy();
    expect(api.posted).toContainEqual({
      path: 'clubs/hockey/drops/hand-over-bags',
      body: { id: 11, codes: '4821' },
    });
    expect(api.posted.some((p) => p.path.startsWith('admin/'))).toBe(false);
  });

  it('answers any other page of a drop as not found', async () => {
    fakeApi(clubServer());
    renderRoute('/club/hockey/drops/11/invoices', { session: manager });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});
