import type { OrdersOverTimeReply } from '#shared/contract/drop-orders-chart.ts';
import { istMoment } from '#shared/rules/drops.ts';
import type { Size } from '#shared/rules/sizes.ts';

/**
 * The print run's chart (docs/product.md#drops) as the chart draws it: one line per size of the
 * chosen product, running totals of pieces, and the sentence screen readers hear for it.
 */

/** One colour per size, told apart on white and each at least 3:1 against it. */
export const SIZE_COLOURS: Record<Size, string> = {
  XS: '#0e7490',
  S: '#4338ca',
  M: '#b45309',
  L: '#15803d',
  XL: '#be185d',
  '2XL': '#6d28d9',
};

export interface ChartLine {
  size: Size;
  colour: string;
  /** The colour mixed with white, to fill the size's band of the stack. */
  fill: string;
  pieces: number[];
  /** The top of the size's band: its pieces plus those of the sizes drawn below it. */
  top: number[];
  /** The last value: what is ordered now. */
  now: number;
}

export interface ProductChart {
  productId: number;
  name: string;
  times: number[];
  lines: ChartLine[];
  total: number;
  summary: string;
}

/** `#rrggbb` mixed with white: `share` of the colour is kept. */
export function tint(hex: string, share: number): string {
  const mix = (at: number) =>
    Math.round(parseInt(hex.slice(at, at + 2), 16) * share + 255 * (1 - share))
      .toString(16)
      .padStart(2, '0');
  return `#${mix(1)}${mix(3)}${mix(5)}`;
}

const plural = (n: number) => `${n} piece${n === 1 ? '' : 's'}`;

const stepText = (minutes: number) => (minutes % 60 === 0 ? `${minutes / 60} h` : `${minutes} min`);

/** The chart of one product of the reply (the first when `productId` is not in it). */
export function productChart(reply: OrdersOverTimeReply, productId?: number): ProductChart | null {
  const product = reply.products.find((p) => p.productId === productId) ?? reply.products[0];
  if (!product) return null;
  let below = reply.times.map(() => 0);
  const lines = product.sizes.map((s) => {
    const top = below.map((b, i) => b + (s.pieces[i] ?? 0));
    below = top;
    return {
      size: s.size,
      colour: SIZE_COLOURS[s.size],
      fill: tint(SIZE_COLOURS[s.size], 0.3),
      pieces: s.pieces,
      top,
      now: s.pieces.at(-1) ?? 0,
    };
  });
  const since = reply.times[0];
  const sizes = lines.map((l) => `${l.size} ${l.now}`).join(', ');
  const summary =
    since === undefined
      ? `${product.name}: no pre-orders yet; the drop has not opened.`
      : `${product.name}: ${plural(product.total)} ordered since ${istMoment(since)} (Indian time)` +
        (sizes ? `, by size ${sizes}` : '') +
        `; running totals every ${stepText(reply.bucketMinutes)}, last at ${istMoment(reply.times.at(-1)!)}.`;
  return {
    productId: product.productId,
    name: product.name,
    times: reply.times,
    lines,
    total: product.total,
    summary,
  };
}
