// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { paths } from '#web/lib/routing/paths.ts';
import { fakeApi } from '#web/testing/fake-api.ts';
import { wireOrder, wireOrderItem } from '#web/testing/order-fixtures.ts';
import { renderRoute } from '#web/testing/render-route.tsx';
import { setUpEachTest } from '#web/testing/set-up.ts';
import { studentSession } from '#web/testing/test-sessions.ts';

/** A pre-order on the student's order page (docs/product.md#drops): its label and one cancel rule. */

beforeAll(() => Promise.all([import('./profile-layout.tsx'), import('./my-order.tsx')]));
setUpEachTest();

const email = 'asha@example.com';
const closesAt = Date.UTC(2026, 11, 14, 13, 0); // 14 Dec, 18:30 in India
const preOrder = { dropId: 3, dropName: 'Fest Drop', readyBy: '2026-12-22' };

describe('a pre-order on its order page', () => {
  it('shows its drop and ready day, and one cancel rule: until the drop closes', async () => {
    const item = {
      ...wireOrderItem(102, 'Fest Tee', { step: 'placed' }),
      cancellable: true,
      cancelUntil: closesAt,
      preOrder,
    };
    fakeApi((path) =>
      path === 'products/my-order'
        ? Response.json({ status: 200, order: wireOrder({ productsOrdered: [item] }) })
        : Response.json({ status: 200, name: 'Asha Verma', email, phoneNumber: '9876543210' }),
    );
    renderRoute(paths.myOrder('7KQ4-M9X2'), {
      session: studentSession(email),
      routes: [
        {
          path: paths.profile,
          lazy: () => import('./profile-layout.tsx'),
          HydrateFallback: () => null,
          children: [{ path: paths.myOrder.pattern, lazy: () => import('./my-order.tsx') }],
        },
      ],
    });
    await screen.findByRole('heading', { level: 1, name: 'Order 7KQ4-M9X2' });
    expect(screen.getByText('Pre-order')).toBeTruthy();
    expect(screen.getByText('Fest Drop · Ready by Tuesday, 22 December')).toBeTruthy();
    expect(
      screen.getAllByText(/can be cancelled|You can cancel/).map((p) => p.textContent),
    ).toEqual([
      'Changed your mind? Pre-orders can be cancelled until the drop closes on 14 Dec, 18:30.',
    ]);
    expect(screen.queryByText(/until it is packed/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeTruthy();
  });
});
