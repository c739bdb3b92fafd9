import { z } from 'zod';
import { CLUB_SLUG_MAX } from '../rules/clubs.ts';
import { DELIVERY_METHODS } from '../rules/delivery.ts';
import { ITEM_STEPS } from '../rules/order-steps.ts';
import { SIZES } from '../rules/sizes.ts';
import { IdLike, Ok, intLike } from './common.ts';

/**
 * A club's catalogue as its managers run it (docs/product.md#a-clubs-products-drops-and-orders):
 * its products and drops as drafts, its orders' items and its inbox. Every call names the club
 * by its address; one the caller does not manage answers 404 CLUB_NOT_FOUND (ADR 023).
 */

const Slug = z.string().trim().min(1).max(CLUB_SLUG_MAX);
export const ClubSlugParams = z.object({ slug: Slug });
export const ClubProductParams = z.object({ slug: Slug, id: IdLike });

/** The club as its pages head it. */
export const ClubHead = z.object({
  slug: z.string(),
  name: z.string(),
  tag: z.string(),
  /** It publishes its own products and drops (else the shop's admin does). */
  selfPublish: z.boolean(),
});

/** One of the club's products in its list: drafts too. */
export const ClubProduct = z.object({
  id: z.number().int(),
  name: z.string(),
  details: z.string(),
  price: z.number(),
  image: z.string(),
  /** Pieces in stock over all sizes, and the sizes it comes in. */
  stock: z.number().int(),
  sizes: z.array(z.enum(SIZES)),
  draft: z.boolean(),
  active: z.boolean(),
});
export type ClubProduct = z.infer<typeof ClubProduct>;

export const ClubProductsReply = z.object({
  status: Ok,
  club: ClubHead,
  products: z.array(ClubProduct),
});
export type ClubProductsReply = z.infer<typeof ClubProductsReply>;

/** clubs/{slug}/products/add: the new product's id and whether it waits to be published. */
export const ClubAddProductReply = z.object({
  status: Ok,
  message: z.string(),
  product_id: z.number().int(),
  draft: z.boolean(),
});

export const PublishBody = z.object({ id: IdLike });

/** A draft waiting for the admin, with its club. */
export const ClubDraft = z.object({
  id: z.number().int(),
  kind: z.enum(['product', 'drop']),
  name: z.string(),
  club: z.object({ slug: z.string(), name: z.string() }),
  updatedAt: z.number(),
});
export type ClubDraft = z.infer<typeof ClubDraft>;
export const ClubDraftsReply = z.object({ status: Ok, drafts: z.array(ClubDraft) });
export type ClubDraftsReply = z.infer<typeof ClubDraftsReply>;

export const CLUB_ORDERS_PAGE = 25;

/** clubs/{slug}/orders: a page of the club's items, newest first, of one state or all. */
export const ClubOrdersQuery = z.object({
  page: intLike({ min: 1, max: 10_000 }).optional(),
  state: z.enum(ITEM_STEPS).optional(),
});

/**
 * One item of the club's products in a student's order: only what making and handing it over
 * needs. `hostel` is the hostel and room for a hostel delivery ('' otherwise); a home delivery
 * is the shop's to send, so no address or phone is ever here.
 */
export const ClubOrderItem = z.object({
  itemId: z.number().int(),
  orderNumber: z.string(),
  placedAt: z.number(),
  productId: z.number().int().nullable(),
  productName: z.string(),
  size: z.enum(SIZES),
  quantity: z.number().int(),
  state: z.enum(ITEM_STEPS),
  teeName: z.string(),
  studentName: z.string(),
  deliveryMethod: z.enum(DELIVERY_METHODS),
  hostel: z.string(),
  dropId: z.number().int().nullable(),
});
export type ClubOrderItem = z.infer<typeof ClubOrderItem>;

export const ClubOrdersReply = z.object({
  status: Ok,
  items: z.array(ClubOrderItem),
  page: z.number().int(),
  pages: z.number().int(),
  total: z.number().int(),
});
export type ClubOrdersReply = z.infer<typeof ClubOrdersReply>;

/**
 * A message about one of the club's products, read-only for its managers: a help request on
 * one of its items (the student's words, not their contact) or a request for a size.
 */
export const ClubMessage = z.object({
  kind: z.enum(['help', 'size']),
  id: z.number().int(),
  at: z.number(),
  productName: z.string(),
  /** The help request's issue, or the size asked for with how many. */
  subject: z.string(),
  message: z.string(),
  orderNumber: z.string(),
  handled: z.boolean(),
});
export type ClubMessage = z.infer<typeof ClubMessage>;
export const ClubInboxReply = z.object({ status: Ok, messages: z.array(ClubMessage) });
export type ClubInboxReply = z.infer<typeof ClubInboxReply>;
