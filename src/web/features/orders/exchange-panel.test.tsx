// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Exchange } from '#shared/contract/exchanges.ts';
import { fakeApi } from '#web/testing/fake-api.ts';
import { renderElement } from '#web/testing/render-route.tsx';
import { setUpEachTest } from '#web/testing/set-up.ts';
import { studentSession } from '#web/testing/test-sessions.ts';
import { ExchangePanel } from './exchange-panel.tsx';
import type { MyOrder, OrderItem } from './get-my-orders.ts';

setUpEachTest();

const session = studentSession();
const DAY = Date.UTC(2026, 10, 20, 6);

const item = (id: number, size: string, over: Partial<OrderItem> = {}) =>
  ({
    orderItem_id: id,
    size,
    quantity: 1,
    isDelivered: true,
    deliveredDate: DAY,
    teeName: '',
    product: { product_id: 1, name: 'Quad Tee' },
    ...over,
  }) as OrderItem;

function show(order: Partial<MyOrder>) {
  const full = { handoverCode: '4321', deliveryMethod: 'pickup', ...order } as MyOrder;
  return renderElement(<ExchangePanel order={full} />, { session });
}

describe('Size exchange on the order page', () => {
  it('offers Exchange size for a delivered item and sends the size and reason; a named tee says why not', async () => {
    const api = fakeApi(async () =>
      Response.json({
        status: 200,
        message: 'Size L is set aside for you. We will e-mail you when the exchange is approved.',
        exchange: {},
      }),
    );
    show({
      productsOrdered: [item(11, 'M'), item(12, 'S', { teeName: 'ASHA' })],
      exchange: {
        requests: [],
        options: [
          { orderItem_id: 11, refusal: '', until: DAY + 7 * 86_400_000, sizes: ['L', 'XL'] },
          {
            orderItem_id: 12,
            refusal: 'Items with a name printed on them cannot be exchanged.',
            until: null,
            sizes: [],
          },
        ],
      },
    });
    expect(screen.getByText('Items with a name printed on them cannot be exchanged.')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Exchange size' })).toHaveLength(1);
    expect(screen.getByText('Until 27-11-2026')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Exchange size' }));
    const dialog = await screen.findByRole('dialog', { name: 'Exchange size' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ask for exchange' }));
    expect(await within(dialog).findByText('Choose a size')).toBeTruthy();
    expect(within(dialog).getByText('Say why in a few words')).toBeTruthy();
    expect(api.posted).toHaveLength(0);

    fireEvent.click(within(dialog).getByLabelText('L'));
    fireEvent.change(within(dialog).getByLabelText('Why?'), {
      target: { value: 'Too tight at the chest' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ask for exchange' }));
    await waitFor(() =>
      expect(api.posted).toContainEqual({
        path: 'orders/exchange',
        body: { orderItem_id: 11, size: 'L', reason: 'Too tight at the chest' },
      }),
    );
  });

  it('shows an approved request with where to bring the old piece, and a swapped one as Exchanged M → L', () => {
    const base: Exchange = {
      exchange_id: 1,
      orderItem_id: 11,
      fromSize: 'M',
      toSize: 'L',
      quantity: 1,
      reason: 'Too tight',
      state: 'approved',
      askedDate: DAY,
      decidedDate: DAY + 3_600_000,
      declineReason: '',
      swappedDate: null,
    };
    show({
      productsOrdered: [item(11, 'M'), item(12, 'L')],
      exchange: {
        requests: [
          base,
          {
            ...base,
            exchange_id: 2,
            orderItem_id: 12,
            state: 'swapped',
            swappedDate: DAY + 7_200_000,
          },
        ],
        options: [
          {
            orderItem_id: 11,
            refusal: 'You already asked to exchange this item. We will answer by e-mail.',
            until: null,
            sizes: [],
          },
          {
            orderItem_id: 12,
            refusal: 'This item was exchanged once already.',
            until: null,
            sizes: [],
          },
        ],
      },
    });
    const [approved, swapped] = screen.getAllByRole('list', { name: 'Exchange M to L' });
    expect(approved!.textContent).toContain('Exchange asked: M → L20-11-2026 · by you');
    expect(approved!.textContent).toContain('Exchange approved20-11-2026 · by the shop');
    expect(approved!.textContent).toContain(
      'Bring the size M piece (unworn, tags on) to Saraswathi Hostel and take size L. Show the handover code 4321.',
    );
    expect(swapped!.textContent).toContain('Exchanged M → L20-11-2026');
    expect(screen.getByText('Exchanged M → L', { selector: 'span.rounded-full' })).toBeTruthy();
    expect(screen.getByText('This item was exchanged once already.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Exchange size' })).toBeNull();
  });
});
