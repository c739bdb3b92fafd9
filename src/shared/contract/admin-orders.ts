import { z } from 'zod';
import { MSG } from './messages.ts';
import { IdLike, MessageReply, Ok, OptionalEmail, intLike, maybe, optionalText } from './common.ts';
import { safeLine } from './forms.ts';
import { AdminStepEntry, DeliveryMethod, Order, OrderItem, OrderRecipient } from './orders.ts';
import { ORDER_STATUSES, PAYMENT_METHODS } from '../rules/orders.ts';
import { istDayStart } from '../rules/admin.ts';

/** The filters of /allOrders, also used by the CSV export (admin/orders.csv). */
export const DELIVERY_FILTERS = ['all', 'delivered', 'notDelivered', 'cancelled'] as const;
export const BRAND_FILTERS = ['all', 'ownBrand', 'club'] as const;
export const ORDER_SORTS = ['newest', 'oldest'] as const;

/** A calendar day in India, `yyyy-mm-dd` (what a date input gives). */
const Day = z
  .string()
  .trim()
  .refine((v) => !Number.isNaN(istDayStart(v)), { error: 'Enter a date as yyyy-mm-dd' });

export const OrderFilters = z.object({
  /**
   * Delivered: every item not cancelled is delivered; not delivered: at least one item still to
   * deliver; cancelled: every item cancelled (counted in neither of the others).
   */
  deliveryStatus: z.enum(DELIVERY_FILTERS).default('all'),
  /** ownBrand / club: orders with at least one own-brand / club item. */
  brand: z.enum(BRAND_FILTERS).default('all'),
  sort: z.enum(ORDER_SORTS).default('newest'),
  /**
   * Order number (with or without #), payment reference or gateway transaction id (exact), phone
   * (its digits), customer name or e-mail (any part); control characters are refused.
   */
  q: optionalText(100).refine(safeLine, { error: MSG.badCharacters }),
  /** Placed on or after this day / on or before this day (IST). */
  from: maybe(Day),
  to: maybe(Day),
});
export type OrderFilters = z.infer<typeof OrderFilters>;

/** One ordered item as the admin sees it: who marked it delivered and how it was confirmed. */
export const AdminOrderItem = OrderItem.extend({
  /** The admin's e-mail ('' when not delivered, or unknown). */
  deliveredBy: z.string(),
  /** Code (the student's handover code), reason (typed instead), none. */
  deliveryCheck: z.enum(['code', 'reason', 'none']).nullable(),
  deliveryNote: z.string(),
  /** Each step with who moved the item there. */
  steps: z.array(AdminStepEntry).optional(),
});
export type AdminOrderItem = z.infer<typeof AdminOrderItem>;

/** An order on /allOrders: the contract's Order plus what the admin page needs (fields added). */
export const AdminOrder = Order.extend({
  productsOrdered: z.array(AdminOrderItem),
  /**
   * Where the order stands (docs/product.md#admin): `placed` (to deliver), `delivered` (every
   * item not cancelled is), `cancelled` (every item is).
   */
  status: z.enum(ORDER_STATUSES).optional(),
  totalAmount: z.number(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  /** The student collects it with a handover code (pickup and hostel orders). */
  hasHandoverCode: z.boolean(),
  /** Cash on Delivery, when the admin recorded the cash as received (epoch ms), or null. */
  cashReceivedDate: z.number().nullable().optional(),
  /** The admin who recorded it ('' when not recorded, or unknown). */
  cashReceivedBy: z.string().optional(),
});
export type AdminOrder = z.infer<typeof AdminOrder>;

/**
 * products/allOrders (admin). Without `page` it answers every order (the original contract's call);
 * with `page` one page of the filtered, sorted list and the total beside it.
 */
export const AllOrdersBody = OrderFilters.extend({
  email: OptionalEmail,
  page: maybe(intLike({ min: 1, max: 1_000_000 })),
  pageSize: maybe(intLike({ min: 1, max: 100 })),
});
export type AllOrdersBody = z.infer<typeof AllOrdersBody>;
export const AllOrdersReply = z.object({
  status: Ok,
  products: z.array(AdminOrder),
  /** Orders matching the filters, the page shown and its size. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AllOrdersReply = z.infer<typeof AllOrdersReply>;

/** The 4 digits the student shows; "12 34" and " 1234 " read as "1234". */
export const HandoverCode = z
  .union([z.string(), z.number()])
  .transform((v) => (typeof v === 'number' ? String(v).padStart(4, '0') : v.replace(/\s/g, '')))
  .pipe(z.string().regex(/^\d{4}$/, { error: MSG.handoverCode }));

/**
 * products/delivered (admin): marks one order item delivered. A client of the original contract sends only
 * `orderItem_id`; ours also sends `handoverCode` (pickup and hostel: a wrong code is refused) or `reason`
 * (why it was handed over without the code; recorded).
 */
export const DeliveredBody = z.object({
  orderItem_id: IdLike,
  handoverCode: maybe(HandoverCode),
  reason: optionalText(300),
});
export type DeliveredBody = z.infer<typeof DeliveredBody>;
export const DeliveredReply = MessageReply.extend({
  /** True when it was already delivered (nothing changed). */
  alreadyDelivered: z.boolean(),
  /** When it was delivered (epoch ms). */
  deliveredDate: z.number(),
});
export type DeliveredReply = z.infer<typeof DeliveredReply>;

/** The mark-delivered dialog: the code, or a reason when the code is not at hand. */
export const DeliveredForm = z
  .object({ handoverCode: z.string(), reason: z.string().trim().max(300, { error: MSG.tooLong }) })
  .superRefine((v, ctx) => {
    const code = v.handoverCode.replace(/\s/g, '');
    if (code && !/^\d{4}$/.test(code)) {
      ctx.addIssue({ code: 'custom', path: ['handoverCode'], message: MSG.handoverCode });
    } else if (!code && !v.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: MSG.deliveryReason });
    }
  });
export type DeliveredForm = z.infer<typeof DeliveredForm>;

/** A product running low or out, for the summary strip. */
export const StockAlert = z.object({
  product_id: z.number().int(),
  name: z.string(),
  sizes: z.array(z.object({ size: z.string(), quantity: z.number().int() })),
});

/** admin/summary (admin): the strip at the top of /allOrders. */
export const AdminSummaryReply = z.object({
  status: Ok,
  ordersToday: z.number().int(),
  itemsToDeliver: z.object({
    pickup: z.number().int(),
    hostel: z.number().int(),
    delivery: z.number().int(),
  }),
  /**
   * Rupees received since Monday 00:00 IST: online orders placed since then (paid), and cash
   * recorded as received since then. Cash still to collect is not revenue yet.
   */
  revenueThisWeek: z.number(),
  weekStarts: z.number(),
  /** Products with every size at 0, and products with some size at LOW_STOCK or fewer. */
  outOfStock: z.array(StockAlert),
  lowStock: z.array(StockAlert),
});
export type AdminSummaryReply = z.infer<typeof AdminSummaryReply>;

/** admin/pick-list (admin): what is still to deliver, by product and size. */
export const PickListBody = z.object({
  deliveryMethod: z.union([DeliveryMethod, z.literal('all')]).default('all'),
});
export type PickListBody = z.infer<typeof PickListBody>;
export const PickListSize = z.object({
  size: z.string(),
  quantity: z.number().int(),
  /** Club tees: the names to print, one entry per order item. */
  names: z.array(
    z.object({
      teeName: z.string(),
      instiName: z.string(),
      /** The number on the piece, for a drop that prints numbers (an addition). */
      teeNumber: z.string().optional(),
      quantity: z.number().int(),
    }),
  ),
  orderIds: z.array(z.number().int()),
  /** The same orders by the numbers their students read (`7KQ4-M9X2`), in the same order. */
  orderNumbers: z.array(z.string()).optional(),
});
export const PickListGroup = z.object({
  product_id: z.number().int().nullable(),
  name: z.string(),
  style: z.string(),
  isInstibuzz: z.boolean(),
  quantity: z.number().int(),
  sizes: z.array(PickListSize),
});
export type PickListGroup = z.infer<typeof PickListGroup>;
export const PickListReply = z.object({
  status: Ok,
  groups: z.array(PickListGroup),
  totalItems: z.number().int(),
  generatedAt: z.number(),
  /** The orders listed, with the version a bulk step sends (admin/orders/step). */
  orders: z
    .array(
      z.object({
        order_id: z.number().int(),
        version: z.number().int(),
        deliveryMethod: DeliveryMethod,
        /** The number its student reads (`7KQ4-M9X2`). */
        orderNumber: z.string().optional(),
        /** Who takes a home delivery, from the saved address chosen. */
        recipient: OrderRecipient.optional(),
      }),
    )
    .optional(),
});
export type PickListReply = z.infer<typeof PickListReply>;
