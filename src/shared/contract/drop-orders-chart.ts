import { z } from 'zod';
import { Ok } from './common.ts';
import { SIZES } from '../rules/sizes.ts';
import { PrintRunReply } from './drops.ts';

/**
 * admin/drops/orders-over-time (admin): a drop's pieces ordered so far over time,
 * per product and size, cancelled items left out, for the print run's chart while the drop is
 * live (docs/product.md#drops). The body is `DropIdBody`.
 */

/** One size's running total: `pieces[i]` is what was ordered by `times[i]`. */
export const OrdersOverTimeSize = z.object({
  size: z.enum(SIZES),
  pieces: z.array(z.number().int()),
});
export type OrdersOverTimeSize = z.infer<typeof OrdersOverTimeSize>;

export const OrdersOverTimeProduct = z.object({
  productId: z.number().int(),
  name: z.string(),
  /** Sizes with at least one piece, smallest first. */
  sizes: z.array(OrdersOverTimeSize),
  total: z.number().int(),
});
export type OrdersOverTimeProduct = z.infer<typeof OrdersOverTimeProduct>;

export const OrdersOverTimeReply = z.object({
  status: Ok,
  serverNow: z.number(),
  drop: PrintRunReply.shape.drop
    .pick({ id: true, name: true, state: true, closesAt: true })
    .extend({ opensAt: z.number() }),
  /** Minutes per step of the time axis (chosen so there are at most 96 steps). */
  bucketMinutes: z.number().int(),
  /**
   * The time axis (epoch ms): the opening, then the end of each step; the last is the server's
   * now (or the close). Empty before the drop opens.
   */
  times: z.array(z.number()),
  products: z.array(OrdersOverTimeProduct),
});
export type OrdersOverTimeReply = z.infer<typeof OrdersOverTimeReply>;
