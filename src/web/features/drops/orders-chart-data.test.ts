import { describe, expect, it } from 'vitest';
import type { OrdersOverTimeReply } from '#shared/contract/drop-orders-chart.ts';
import { istLocalToEpoch } from '#shared/rules/drops.ts';
import { productChart, tint } from './orders-chart-data.ts';

const opensAt = istLocalToEpoch('2026-12-12T18:30');
const HOUR = 3600_000;

const reply = (more: Partial<OrdersOverTimeReply> = {}): OrdersOverTimeReply => ({
  status: 200,
  serverNow: opensAt + 2 * HOUR,
  drop: { id: 3, name: 'Fest Drop', state: 'live', opensAt, closesAt: opensAt + 48 * HOUR },
  bucketMinutes: 60,
  times: [opensAt, opensAt + HOUR, opensAt + 2 * HOUR],
  products: [
    {
      productId: 7,
      name: 'Quad Tee',
      sizes: [
        { size: 'M', pieces: [0, 4, 9] },
        { size: 'L', pieces: [0, 1, 1] },
      ],
      total: 10,
    },
    { productId: 8, name: 'Quad Cap', sizes: [{ size: 'S', pieces: [0, 0, 1] }], total: 1 },
  ],
  ...more,
});

describe('the print run chart data', () => {
  it('tints a colour towards white', () => {
    expect(tint('#000000', 0.3)).toBe('#b3b3b3');
    expect(tint('#4338ca', 1)).toBe('#4338ca');
  });

  it('draws one line per size of the chosen product, with what is ordered now and a summary', () => {
    const chart = productChart(reply(), 7)!;
    expect(chart.lines.map((l) => [l.size, l.now, l.pieces])).toEqual([
      ['M', 9, [0, 4, 9]],
      ['L', 1, [0, 1, 1]],
    ]);
    expect(chart.lines[0]!.colour).not.toBe(chart.lines[1]!.colour);
    // Stacked, smallest size at the bottom: the top band's edge is the product's total.
    expect(chart.lines.map((l) => l.top)).toEqual([
      [0, 4, 9],
      [0, 5, 10],
    ]);
    expect(chart.summary).toBe(
      'Quad Tee: 10 pieces ordered since 12 Dec, 18:30 (Indian time), by size M 9, L 1; running totals every 1 h, last at 12 Dec, 20:30.',
    );
    expect(productChart(reply(), 8)!.summary).toMatch(/^Quad Cap: 1 piece ordered .*by size S 1;/);
  });

  it('falls back to the first product; says when there is nothing to draw', () => {
    expect(productChart(reply(), 999)?.name).toBe('Quad Tee');
    expect(productChart(reply({ products: [] }))).toBeNull();
    expect(productChart(reply({ times: [], bucketMinutes: 5 }))!.summary).toBe(
      'Quad Tee: no pre-orders yet; the drop has not opened.',
    );
    const quiet = productChart(reply({ bucketMinutes: 10 }))!;
    expect(quiet.summary).toContain('every 10 min');
  });
});
