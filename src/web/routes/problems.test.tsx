// @vitest-environment jsdom
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { ProblemsReply } from '#shared/contract/admin-problems.ts';
import { paths } from '#web/lib/routing/paths.ts';
import { fakeApi } from '#web/testing/fake-api.ts';
import { renderRoute } from '#web/testing/render-route.tsx';
import { setUpEachTest } from '#web/testing/set-up.ts';
import { adminSession } from '#web/testing/test-sessions.ts';

beforeAll(() => import('./problems.tsx'));
setUpEachTest({ jsdomGaps: true });

const session = adminSession();
const MAY_12 = Date.UTC(2025, 4, 12, 6, 30); // 12-05-2025 12:00 in India

const empty: ProblemsReply = {
  status: 200,
  payments: [],
  mails: [],
  totals: { payments: 0, paymentsOpen: 0, mails: 0, mailsFailed: 0 },
};

const some: ProblemsReply = {
  status: 200,
  payments: [
    {
      ref: 'CTREF1',
      orderId: null,
      customerName: 'Asha Verma',
      customerEmail: 'asha@campus.example',
      amount: 499,
      transactionId: 'T123',
      state: 'completed',
      problem: 'refundPending',
      refundRef: 'RCTREF1',
      refundState: 'PENDING',
      refundAmount: 499,
      note: 'Paid after its stock hold expired and the stock was gone: refunded',
      date: MAY_12,
      updated: MAY_12,
    },
  ],
  mails: [
    {
      id: 7,
      to: 'hello@shop.example',
      subject: 'Size request: Quad Tee in XL (1)',
      kind: 'size-request',
      status: 'failed',
      attempts: 10,
      lastError: 'Mail command failed: 451 Mail service unavailable',
      date: MAY_12,
      nextAttempt: null,
      expired: false,
    },
    {
      id: 8,
      to: 'asha@campus.example',
      subject: '•••• is your Campus Threads sign-up code',
      kind: 'otp-signup',
      status: 'failed',
      attempts: 3,
      lastError: 'Not sent before it expired',
      date: MAY_12,
      nextAttempt: null,
      expired: true,
    },
  ],
  totals: { payments: 1, paymentsOpen: 1, mails: 2, mailsFailed: 2 },
};

/** The API: admin/problems answers `reply`; retryMail and retryRefund answer a message. */
function serve(reply: ProblemsReply) {
  return fakeApi((path) =>
    path === 'admin/problems/retryMail' || path === 'admin/problems/retryRefund'
      ? Response.json({ status: 200, message: 'Sent again.' })
      : Response.json(reply),
  ).fetch;
}

const renderProblems = () =>
  renderRoute(paths.problems, {
    session,
    routes: { path: paths.problems, lazy: () => import('./problems.tsx') },
  });

describe('problems page', { timeout: 20_000 }, () => {
  it('says so when nothing went wrong', async () => {
    serve(empty);
    renderProblems();
    expect(
      await screen.findByText('No payment problems: every online payment became an order.'),
    ).toBeTruthy();
    expect(screen.getByText('No mail problems: every mail went out.')).toBeTruthy();
  });

  it('shows a refund with its customer and references, and retries a failed mail', async () => {
    const fetchMock = serve(some);
    renderProblems();
    const payment = await screen.findByRole('article', { name: 'Payment CTREF1' });
    for (const text of ['Asha Verma', 'asha@campus.example', 'Refund under way', 'T123']) {
      expect(within(payment).getByText(text, { exact: false })).toBeTruthy();
    }
    // The payment's amount, and the refund's beside its id and state.
    expect(within(payment).getAllByText('₹499')).toHaveLength(2);
    expect(within(payment).getByText('· RCTREF1 · PENDING', { exact: false })).toBeTruthy();
    // Only a refused refund is offered to be sent again.
    expect(within(payment).queryByRole('button', { name: 'Send refund again' })).toBeNull();
    expect(screen.getByText('1 need attention · 1 in all')).toBeTruthy();

    const expired = screen.getByRole('article', { name: 'Mail to asha@campus.example' });
    expect(within(expired).queryByRole('button', { name: 'Retry now' })).toBeNull();
    expect(within(expired).getByText(/code has expired/)).toBeTruthy();

    const failed = screen.getByRole('article', { name: 'Mail to hello@shop.example' });
    expect(within(failed).getByText('Failed after 10 tries')).toBeTruthy();
    fireEvent.click(within(failed).getByRole('button', { name: 'Retry now' }));
    await vi.waitFor(() => {
      const retried = fetchMock.mock.calls.find(([url]) => url.endsWith('/retryMail'));
      expect(retried).toBeTruthy();
      expect(JSON.parse(String(retried![1]?.body))).toEqual({ id: 7 });
    });
  });

  it('offers to send a refused refund again', async () => {
    const refused = {
      ...some.payments[0]!,
      problem: 'refundFailed' as const,
      refundState: 'FAILED',
    };
    const fetchMock = serve({ ...some, payments: [refused] });
    renderProblems();
    const payment = await screen.findByRole('article', { name: 'Payment CTREF1' });
    expect(within(payment).getByText('Refund failed')).toBeTruthy();
    fireEvent.click(within(payment).getByRole('button', { name: 'Send refund again' }));
    await vi.waitFor(() => {
      const retried = fetchMock.mock.calls.find(([url]) => url.endsWith('/retryRefund'));
      expect(retried).toBeTruthy();
      expect(JSON.parse(String(retried![1]?.body))).toEqual({ ref: 'CTREF1' });
    });
  });
});
