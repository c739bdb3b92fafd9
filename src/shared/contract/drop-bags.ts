import { z } from 'zod';
import { DELIVERY_METHODS } from '#shared/rules/delivery.ts';
import { IdLike, Ok } from './common.ts';

/**
 * A drop's handover (docs/product.md#drops, the handover): the bagging list once the drop is
 * sent to print, and the bags handed over in bulk by their handover codes.
 */

/** One piece in a bag. */
export const BagPiece = z.object({
  productName: z.string(),
  size: z.string(),
  quantity: z.number().int(),
  /** Printed on it ('' without): the name, the institution and the number. */
  teeName: z.string(),
  instiName: z.string(),
  teeNumber: z.string(),
});

/** One order's pieces in the drop: one bag, handed over with the order's code. */
export const Bag = z.object({
  orderId: z.number().int(),
  orderNumber: z.string(),
  student: z.string(),
  phone: z.string(),
  /** The student's handover code ('' for home delivery, which needs none). */
  handoverCode: z.string(),
  /** Hostel delivery: the room given ('' without one). Home delivery: the address, one line. */
  room: z.string(),
  address: z.string(),
  pieces: z.array(BagPiece),
  /** Every piece in it handed over. */
  handedOver: z.boolean(),
});
export type Bag = z.infer<typeof Bag>;

/** The bags of one hostel, of the pickup point, or of home delivery. */
export const BagGroup = z.object({
  method: z.enum(DELIVERY_METHODS),
  /** The hostel's name, "Pickup" or "Home delivery". */
  title: z.string(),
  bags: z.array(Bag),
});
export type BagGroup = z.infer<typeof BagGroup>;

/** admin/drops/bagging and clubs/{slug}/drops/bagging: `{ id }` the drop. */
export const BaggingBody = z.object({ id: IdLike });
export const BaggingReply = z.object({
  status: Ok,
  drop: z.object({ id: z.number().int(), name: z.string(), sentToPrintAt: z.number() }),
  /** Hostels by name (bags by room, then student), then pickup, then home delivery. */
  groups: z.array(BagGroup),
  bags: z.number().int(),
  pieces: z.number().int(),
  /** The same list for a spreadsheet: one row per piece. */
  csv: z.string(),
});
export type BaggingReply = z.infer<typeof BaggingReply>;

/** What became of one line the organiser typed or scanned. */
export const BAG_RESULTS = [
  'handed-over',
  'already-handed-over',
  'wrong-code',
  'not-in-drop',
  'ambiguous',
  'refused',
] as const;
export type BagResult = (typeof BAG_RESULTS)[number];

/**
 * admin/drops/hand-over-bags and clubs/{slug}/drops/hand-over-bags: `codes`, one per line, each
 * a handover code (`4821`) or an order number with it (`7KQ4-M9X2 4821`).
 */
export const HandOverBagsBody = z.object({
  id: IdLike,
  codes: z
    .string()
    .max(20_000, { error: 'Hand over at most 1000 bags at a time' })
    .refine((s) => s.trim() !== '', { error: 'Enter or scan at least one code' }),
});
export type HandOverBagsBody = z.input<typeof HandOverBagsBody>;
export const HandOverBagsReply = z.object({
  status: Ok,
  message: z.string(),
  results: z.array(
    z.object({
      line: z.string(),
      result: z.enum(BAG_RESULTS),
      /** The bag's order, when the line found one. */
      orderNumber: z.string().optional(),
      message: z.string(),
    }),
  ),
  handedOver: z.number().int(),
});
export type HandOverBagsReply = z.infer<typeof HandOverBagsReply>;

export const ClubSlugParams = z.object({ slug: z.string().min(1).max(60) });
