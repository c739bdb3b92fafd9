import { z } from 'zod';
import { IdLike, Ok } from './common.ts';
import { SIZES } from '../rules/sizes.ts';
import {
  DROP_CAP_KINDS,
  DROP_CAP_MAX,
  DROP_LENGTH_MAX_MS,
  DROP_LIMIT_MAX,
  DROP_PRODUCTS_MAX,
  DROP_STATES,
  isCalendarDay,
  istLocalToEpoch,
} from '../rules/drops.ts';
import {
  DROP_MINIMUM_KINDS,
  DROP_MINIMUM_MAX,
  DROP_MINIMUM_OUTCOMES,
} from '../rules/drop-minimum.ts';
import { DROP_AUDIENCES, normaliseDomain } from '../rules/drop-members.ts';
import { formatCount } from '../rules/counts.ts';

/**
 * Pre-order drops (docs/product.md#drops): what students read and what the admin sends. All
 * additions. Times on the wire are epoch ms, with `serverNow` beside them so a countdown is
 * counted from the server's clock; the admin types times in Indian time (`YYYY-MM-DDTHH:mm`).
 */

const istLocal = (field: string) =>
  z
    .string()
    .trim()
    .refine((v) => !Number.isNaN(istLocalToEpoch(v)), {
      error: `Enter the ${field} as a date and time (Indian time)`,
    });

const cap = z.coerce
  .number({ error: 'Enter a whole number' })
  .int({ error: 'Enter a whole number' })
  .min(1, { error: 'A cap is at least 1' })
  .max(DROP_CAP_MAX, { error: `A cap is at most ${formatCount(DROP_CAP_MAX)}` });

const minimum = z.coerce
  .number({ error: 'Enter a whole number' })
  .int({ error: 'Enter a whole number' })
  .min(1, { error: 'A minimum is at least 1 piece' })
  .max(DROP_MINIMUM_MAX, {
    error: `A minimum is at most ${formatCount(DROP_MINIMUM_MAX)} pieces`,
  });

export const DropProductInput = z.object({
  productId: IdLike,
  /** The product's print minimum, for minimumKind `product`. */
  minimum: minimum.nullish(),
  /** The product's cap over all sizes, for capKind `total`. */
  cap: cap.nullish(),
  /** A cap per size, for capKind `size` (a size left out is not sold in the drop). */
  sizeCaps: z.partialRecord(z.enum(SIZES), cap).nullish(),
});
export type DropProductInput = z.input<typeof DropProductInput>;

/** admin/drops/create (and the fields of admin/drops/update). */
export const DropFields = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, { error: 'Enter a name for the drop' })
      .max(100, { error: 'Keep the name under 100 characters' }),
    opensAt: istLocal('opening time'),
    closesAt: istLocal('closing time'),
    perStudentLimit: z.coerce
      .number({ error: 'Enter a whole number' })
      .int({ error: 'Enter a whole number' })
      .min(1, { error: `Enter a limit from 1 to ${DROP_LIMIT_MAX}` })
      .max(DROP_LIMIT_MAX, { error: `Enter a limit from 1 to ${DROP_LIMIT_MAX}` }),
    namesTaken: z.boolean().default(false),
    /** A number (0–99) on each piece; `numbersUnique`: no two pieces with the same one. */
    numbersTaken: z.boolean().default(false),
    numbersUnique: z.boolean().default(false),
    readyBy: z.string().trim().refine(isCalendarDay, { error: 'Enter the expected ready date' }),
    cashAllowed: z.boolean().default(false),
    capKind: z.enum(DROP_CAP_KINDS).default('none'),
    /** The print minimum (docs/product.md#print-minimums): none, over the drop, or per product. */
    minimumKind: z.enum(DROP_MINIMUM_KINDS).default('none'),
    /** Pieces over the whole drop, for minimumKind `total`. */
    minimumPieces: minimum.nullish(),
    /** Who may pre-order (docs/product.md#members-only-drops); everyone by default. */
    audience: z.enum(DROP_AUDIENCES).default('everyone'),
    /** Members-only: every e-mail at this domain is a member ('' or absent: none). */
    memberDomain: z
      .string()
      .trim()
      .max(100, { error: 'Keep the domain under 100 characters' })
      .refine((v) => v === '' || normaliseDomain(v) !== null, {
        error: 'Enter a domain like smail.iitm.ac.in',
      })
      .transform((v) => (v === '' ? null : normaliseDomain(v)))
      .nullish(),
    products: z
      .array(DropProductInput)
      .min(1, { error: 'Add at least one product' })
      .max(DROP_PRODUCTS_MAX, { error: `A drop holds at most ${DROP_PRODUCTS_MAX} products` }),
  })
  .superRefine((b, ctx) => {
    const opens = istLocalToEpoch(b.opensAt);
    const closes = istLocalToEpoch(b.closesAt);
    if (closes <= opens) {
      ctx.addIssue({ code: 'custom', path: ['closesAt'], message: 'Close after it opens' });
    } else if (closes - opens > DROP_LENGTH_MAX_MS) {
      ctx.addIssue({ code: 'custom', path: ['closesAt'], message: 'A drop runs 60 days at most' });
    }
    const ids = b.products.map((p) => p.productId);
    if (new Set(ids).size !== ids.length) {
      ctx.addIssue({ code: 'custom', path: ['products'], message: 'Add each product once' });
    }
    if (b.minimumKind === 'total' && !b.minimumPieces) {
      ctx.addIssue({ code: 'custom', path: ['minimumPieces'], message: 'Enter the minimum' });
    }
    b.products.forEach((p, i) => {
      if (b.minimumKind === 'product' && !p.minimum) {
        ctx.addIssue({
          code: 'custom',
          path: ['products', i, 'minimum'],
          message: 'Enter a minimum',
        });
      }
      if (b.capKind === 'total' && !p.cap) {
        ctx.addIssue({ code: 'custom', path: ['products', i, 'cap'], message: 'Enter a cap' });
      }
      if (b.capKind === 'size' && Object.keys(p.sizeCaps ?? {}).length === 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['products', i, 'sizeCaps'],
          message: 'Enter a cap for at least one size',
        });
      }
    });
  });
export type DropFields = z.input<typeof DropFields>;

export const UpdateDropBody = z.object({
  id: IdLike,
  /** The version the admin's page showed (an edit made meanwhile is not overwritten). */
  version: z.coerce.number().int().positive(),
  drop: DropFields,
});
export type UpdateDropBody = z.input<typeof UpdateDropBody>;

export const DropIdBody = z.object({ id: IdLike });

/**
 * admin/drops/extend (and a club's): the drop's new close, typed in Indian time, once, before it
 * closes, at most 7 days later; a new ready date when the old one would fall before the close.
 */
export const ExtendDropBody = z.object({
  id: IdLike,
  closesAt: istLocal('new closing time'),
  readyBy: z
    .string()
    .trim()
    .refine(isCalendarDay, { error: 'Enter the expected ready date' })
    .nullish(),
});
export type ExtendDropBody = z.input<typeof ExtendDropBody>;

export const ClubDropParams = z.object({ slug: z.string().trim().min(1).max(80) });

/** One size of a drop's product: `left` null when nothing caps it. */
export const DropSize = z.object({ size: z.enum(SIZES), left: z.number().int().nullable() });

export const DropProduct = z.object({
  productId: z.number().int(),
  name: z.string(),
  details: z.string(),
  image: z.string(),
  price: z.number(),
  /** The product's cap over all sizes, and what is left of it (null: none). */
  cap: z.number().int().nullable(),
  left: z.number().int().nullable(),
  sizes: z.array(DropSize),
});
export type DropProduct = z.infer<typeof DropProduct>;

/**
 * The club that sells a product or runs a drop, as students see it (docs/product.md#clubs): its
 * page is `/clubs/{slug}`. An addition, present only for a club's products and drops.
 */
export const ClubLink = z.object({ slug: z.string(), name: z.string() });
export type ClubLink = z.infer<typeof ClubLink>;
/** Pieces ordered (placed, not cancelled) and held by online payments in progress. */
const MinimumCount = z.object({ ordered: z.number().int(), payingNow: z.number().int() });

/**
 * A drop's print minimum and the progress towards it, counted when asked
 * (docs/product.md#print-minimums): `pieces` over the drop (kind `total`) or each product's
 * `minimum` (kind `product`). `outcome` once decided after the close (null before).
 */
export const DropMinimum = MinimumCount.extend({
  kind: z.enum(['total', 'product']),
  pieces: z.number().int().nullable(),
  products: z.array(
    MinimumCount.extend({ productId: z.number().int(), minimum: z.number().int().nullable() }),
  ),
  outcome: z.enum(DROP_MINIMUM_OUTCOMES).nullable(),
});
export type DropMinimum = z.infer<typeof DropMinimum>;

/** A drop as students see it. */
export const PublicDrop = z.object({
  id: z.number().int(),
  name: z.string(),
  state: z.enum(DROP_STATES),
  opensAt: z.number(),
  closesAt: z.number(),
  /** `YYYY-MM-DD` */
  readyBy: z.string(),
  perStudentLimit: z.number().int(),
  namesTaken: z.boolean(),
  /** Each pre-order asks for a number (0–99); `numbersUnique`: one piece per number (additions). */
  numbersTaken: z.boolean().optional(),
  numbersUnique: z.boolean().optional(),
  cashAllowed: z.boolean(),
  products: z.array(DropProduct),
  /** An addition: the club whose drop it is, for a club's drop. */
  club: ClubLink.optional(),
  /** Its print minimum with the progress (absent: none). */
  minimum: DropMinimum.optional(),
  /** Extended once: the close it had before (absent: never extended). */
  extendedFrom: z.number().optional(),
  /**
   * drops/product only: the caller may not pre-order from this members-only drop, and why ("This
   * drop is for members of Hockey Club."), shown instead of the buy button
   * (docs/product.md#members-only-drops).
   */
  membersOnly: z.string().optional(),
});
export type PublicDrop = z.infer<typeof PublicDrop>;

/**
 * A drop as Home's and the shop's drops strip is drawn on the server (not a reply: the page's
 * own data): what the strip shows, without counters or stock, so the page stays the same
 * between two edits of its drops.
 */
export type StripDrop = Pick<
  PublicDrop,
  'id' | 'name' | 'state' | 'opensAt' | 'closesAt' | 'readyBy' | 'club'
> & { products: Pick<DropProduct, 'productId' | 'name' | 'details' | 'image'>[] };

/** drops: the upcoming and live drops, soonest first. */
export const DropsReply = z.object({
  status: Ok,
  serverNow: z.number(),
  drops: z.array(PublicDrop),
});
export type DropsReply = z.infer<typeof DropsReply>;

export const ProductDropParams = z.object({ productId: IdLike });

/** A link-only drop's secret, from its link (`?key=`). */
export const ProductDropQuery = z.object({ key: z.string().trim().max(100).optional() });

/** drops/product/{productId}: the drop the product is sold in (null: a stock product). */
export const ProductDropReply = z.object({
  status: Ok,
  serverNow: z.number(),
  drop: PublicDrop.nullable(),
  /** Signed in: pieces of this product the caller has pre-ordered (or is paying for) already. */
  mine: z.number().int().optional(),
});
export type ProductDropReply = z.infer<typeof ProductDropReply>;

/** A drop as the admin sees it: the student view plus what was ordered so far. */
export const AdminDrop = PublicDrop.extend({
  version: z.number().int(),
  capKind: z.enum(DROP_CAP_KINDS),
  /** The form's values, Indian time. */
  opensAtIst: z.string(),
  closesAtIst: z.string(),
  /** Pieces ordered (and held by payments in progress) per product. */
  taken: z.array(z.object({ productId: z.number().int(), taken: z.number().int() })),
  sizeCaps: z.array(
    z.object({ productId: z.number().int(), size: z.enum(SIZES), cap: z.number().int() }),
  ),
  /** A club's drop not yet published (students do not see it); absent for the shop's own. */
  draft: z.boolean().optional(),
  /** The club whose drop it is; absent for the shop's own. */
  clubId: z.number().int().optional(),
  /** Who may pre-order (docs/product.md#members-only-drops). */
  audience: z.enum(DROP_AUDIENCES).optional(),
  memberDomain: z.string().nullable().optional(),
  /** A link-only drop's secret: its products' links carry it as `?key=`. */
  linkKey: z.string().nullable().optional(),
  /** E-mails on its members' list (and accounts that came with its link). */
  members: z.number().int().optional(),
  /** When it was sent to print (null: not yet): its bagging list is made from then on. */
  sentToPrintAt: z.number().nullable().optional(),
});
export type AdminDrop = z.infer<typeof AdminDrop>;

export const AdminDropsReply = z.object({
  status: Ok,
  serverNow: z.number(),
  drops: z.array(AdminDrop),
});
export type AdminDropsReply = z.infer<typeof AdminDropsReply>;

export const AdminDropReply = z.object({ status: Ok, message: z.string(), drop: AdminDrop });
export type AdminDropReply = z.infer<typeof AdminDropReply>;

/** One size of a product in a drop's print run: pieces ordered, cancelled ones excepted. */
export const PrintRunSize = z.object({ size: z.enum(SIZES), quantity: z.number().int() });

/** One name to print: the tee name (or the institution's when none) of one ordered item. */
export const PrintRunName = z.object({
  name: z.string(),
  institution: z.string(),
  size: z.enum(SIZES),
  quantity: z.number().int(),
  orderId: z.number().int(),
  /** The order's number as its student reads it (`7KQ4-M9X2`). */
  orderNumber: z.string().optional(),
  /** The number printed on the piece, for a drop that takes numbers (an addition). */
  number: z.string().optional(),
});

export const PrintRunProduct = z.object({
  productId: z.number().int(),
  name: z.string(),
  sizes: z.array(PrintRunSize),
  total: z.number().int(),
  /** Closed drops only (empty before): the names to print, by size. */
  names: z.array(PrintRunName),
});
export type PrintRunProduct = z.infer<typeof PrintRunProduct>;

/**
 * admin/drops/print-run: a drop's orders per product and size. While it is upcoming or live this
 * is "orders so far"; once closed, the print sheet with the names and `csv` for the printer
 * (docs/product.md#drops, the print run).
 */
export const PrintRunReply = z.object({
  status: Ok,
  serverNow: z.number(),
  drop: z.object({
    id: z.number().int(),
    name: z.string(),
    state: z.enum(DROP_STATES),
    closesAt: z.number(),
    readyBy: z.string(),
    namesTaken: z.boolean(),
    /** When the admin sent it to print (null: not yet). */
    sentToPrintAt: z.number().nullable(),
    /** It did not reach its print minimum: nothing is printed (docs/product.md#print-minimums). */
    minimumMissed: z.boolean().optional(),
  }),
  products: z.array(PrintRunProduct),
  /** The print run as CSV for the printer ('' until the drop closes). */
  csv: z.string(),
});
export type PrintRunReply = z.infer<typeof PrintRunReply>;

/** admin/drops/sent-to-print: the closed drop's placed items moved to `printing`, once. */
export const SentToPrintReply = z.object({
  status: Ok,
  message: z.string(),
  alreadySent: z.boolean(),
  /** Items moved to printing by this call (0 when it was sent already). */
  moved: z.number().int(),
});
export type SentToPrintReply = z.infer<typeof SentToPrintReply>;
