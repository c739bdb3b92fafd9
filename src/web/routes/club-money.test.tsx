// @vitest-environment jsdom
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type {
  ClubPayout,
  PayoutsReply,
  SalesReply,
  StatementReply,
} from '#shared/contract/club-money.ts';
import type { ClubOverviewReply } from '#shared/contract/clubs.ts';
import { fakeApi } from '#web/testing/fake-api.ts';
import { renderRoute } from '#web/testing/render-route.tsx';
import { setUpEachTest } from '#web/testing/set-up.ts';
import { adminSession, studentSession } from '#web/testing/test-sessions.ts';

beforeAll(() =>
  Promise.all([
    import('./root-layout.tsx'),
    import('./club-sales.tsx'),
    import('./club-statements.tsx'),
    import('./admin-club-money.tsx'),
  ]),
);
setUpEachTest({ jsdomGaps: true });

/** A club's money as the e2e journey leaves it (e2e/club-journey.spec.ts): 12.5 %, one payout. */
const club = { slug: 'robotics', name: 'Robotics Club', sharePercent: 12.5 };
const payout: ClubPayout = {
  id: 1,
  amount: 100,
  paidOn: '2026-11-29',
  channel: 'upi',
  reference: 'UTR-123456',
  note: '',
  aboveBalance: false,
  recorded: Date.UTC(2026, 10, 29, 6),
};
const overview: ClubOverviewReply = {
  status: 200,
  club: {
    slug: club.slug,
    name: club.name,
    tag: 'robotics',
    logoUrl: '',
    about: '',
    shareBasisPoints: 1250,
    selfPublish: false,
    payoutTo: 'UPI robotics@okaxis',
  },
  managers: [],
  counts: { products: 1, drops: 1, orders: 2 },
};
const statement: StatementReply = {
  status: 200,
  club,
  months: ['2026-11'],
  statement: {
    month: '2026-11',
    broughtForward: 0,
    sales: { items: 3, charged: 1397.2, share: 174.63 },
    refunds: { items: 1, amount: 449.1, share: 56.13 },
    netShare: 118.5,
    payouts: 100,
    carriedForward: 18.5,
  },
  payouts: [payout],
  balance: 1018.5,
};
const sales: SalesReply = {
  status: 200,
  club,
  months: ['2026-11'],
  month: '2026-11',
  entries: [
    {
      id: 1,
      kind: 'sale',
      cause: null,
      recorded: Date.UTC(2026, 10, 29, 6),
      orderNumber: 'UJM4-6K5K',
      product: 'Team Tee',
      size: 'L',
      quantity: 1,
      amount: 449.1,
      sharePercent: 12.5,
      share: 56.13,
    },
    {
      id: 2,
      kind: 'reversal',
      cause: 'cancelled',
      recorded: Date.UTC(2026, 10, 29, 7),
      orderNumber: 'UJM4-6K5K',
      product: 'Team Tee',
      size: 'L',
      quantity: 1,
      amount: 449.1,
      sharePercent: 12.5,
      share: 56.13,
    },
  ],
};
const payouts: PayoutsReply = { status: 200, club, balance: 1018.5, payouts: [payout] };

function answers(path: string) {
  if (path === 'clubs/robotics/overview') return Response.json(overview);
  if (path === 'clubs/robotics/statement') return Response.json(statement);
  if (path === 'clubs/robotics/sales') return Response.json(sales);
  if (path === 'clubs/robotics/payouts') return Response.json(payouts);
  return Response.json({ status: 200 });
}

describe("a club's money pages", () => {
  it('Sales: each figure says what it is where the column heads are hidden (phones)', async () => {
    fakeApi(answers);
    renderRoute('/club/robotics/sales', { session: studentSession() });
    const region = await screen.findByRole('region', {
      name: 'Sales and refunds in November 2026',
    });
    const rows = within(region).getAllByRole('listitem');
    const sold = rows.find((r) => r.textContent?.includes('Sold'))!;
    expect(sold.textContent).toContain('Charged ₹449.10');
    expect(sold.textContent).toContain("Club's share ₹56.13 at 12.5%");
    const refunded = rows.find((r) => r.textContent?.includes('Refunded (cancelled)'))!;
    expect(refunded.textContent).toContain('Refunded −₹449.10');
    expect(refunded.textContent).toContain("Club's share −₹56.13 at 12.5%");
  });

  it('Statements: a payout is dated as the shop dates orders, and the active tab is shown', async () => {
    fakeApi(answers);
    // jsdom has no scrollIntoView: a spy of it, for this test only.
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    try {
      renderRoute('/club/robotics/statements', { session: studentSession() });
      const card = await screen.findByRole('region', { name: 'Statement for November 2026' });
      expect(within(card).getByText(/^29-11-2026 · UPI/)).toBeTruthy();
      const tab = screen.getByRole('link', { name: 'Statements' });
      expect(tab.getAttribute('aria-current')).toBe('page');
      expect(scrolled.mock.contexts).toContain(tab);
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it("the admin's payout form writes the balance as the rest of the shop writes money", async () => {
    fakeApi(answers);
    renderRoute('/admin/club-money?club=robotics', { session: adminSession() });
    const form = await screen.findByRole('form', { name: 'Record a payout' });
    expect(form.textContent).toContain('Balance now: ₹1,018.50.');
  });
});
