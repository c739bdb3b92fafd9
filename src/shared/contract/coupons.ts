import { z } from 'zod';
import { Ok, maybe } from './common.ts';
import {
  COUPON_CODE_MAX,
  COUPON_CODE_PATTERN,
  COUPON_KINDS,
  COUPON_SCOPES,
  normalCouponCode,
} from '../rules/coupons.ts';
import { Style } from './catalog.ts';

/**
 * Coupon codes (docs/product.md#coupon-codes): the code a student types (cart, payment page,
 * payment/confirm and payment/order) and the admin's coupons. All additions.
 */

export const COUPON_CODE_MESSAGE = 'Enter a code of 3 to 24 letters, digits, - or _';

/** A typed code: blanks around dropped, capitals; '' or null mean none. */
export const CouponCodeInput = maybe(
  z
    .string()
    .trim()
    .max(COUPON_CODE_MAX, { error: COUPON_CODE_MESSAGE })
    .transform(normalCouponCode)
    .pipe(z.string().regex(COUPON_CODE_PATTERN, { error: COUPON_CODE_MESSAGE })),
);

/** The coupon box's form. */
export const CouponForm = z.object({
  couponCode: z
    .string()
    .trim()
    .min(1, { error: 'Enter a coupon code' })
    .max(COUPON_CODE_MAX, { error: COUPON_CODE_MESSAGE })
    .transform(normalCouponCode)
    .pipe(z.string().regex(COUPON_CODE_PATTERN, { error: COUPON_CODE_MESSAGE })),
});
export type CouponForm = z.input<typeof CouponForm>;

const rupees = z.coerce.number({ error: 'Enter an amount in rupees' });
const count = z.coerce.number().int({ error: 'Enter a whole number' }).min(1).max(1_000_000);
const when = z.coerce.number().int().min(0).nullish();

/** admin/coupons/create: a new code. Times are epoch ms (null: no limit). */
export const CreateCouponBody = z
  .object({
    code: z
      .string()
      .trim()
      .transform(normalCouponCode)
      .pipe(z.string().regex(COUPON_CODE_PATTERN, { error: COUPON_CODE_MESSAGE })),
    kind: z.enum(COUPON_KINDS),
    /** Percent off (1–100) for `percent`; rupees off for `flat`. */
    value: rupees.positive({ error: 'Enter a value above 0' }).max(100_000),
    minOrder: rupees.min(0).max(10_000_000).default(0),
    startsAt: when,
    endsAt: when,
    totalUses: maybe(count),
    usesPerStudent: maybe(count),
    scope: z.enum(COUPON_SCOPES).default('all'),
    /** The club's tag for `club`; a style for `category`; ignored for `all`. */
    scopeValue: z.string().trim().max(40).default(''),
  })
  .superRefine((b, ctx) => {
    if (b.kind === 'percent' && (!Number.isInteger(b.value) || b.value > 100)) {
      ctx.addIssue({
        code: 'custom',
        path: ['value'],
        message: 'Enter a percentage from 1 to 100',
      });
    }
    if (b.scope === 'club' && !b.scopeValue) {
      ctx.addIssue({ code: 'custom', path: ['scopeValue'], message: "Enter the club's tag" });
    }
    if (b.scope === 'category' && !Style.safeParse(b.scopeValue).success) {
      ctx.addIssue({ code: 'custom', path: ['scopeValue'], message: 'Choose a category' });
    }
    if (b.startsAt && b.endsAt && b.endsAt <= b.startsAt) {
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'End after the start' });
    }
  });
export type CreateCouponBody = z.input<typeof CreateCouponBody>;

/** A coupon as the admin sees it (money in rupees, times in epoch ms). */
export const AdminCoupon = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(COUPON_KINDS),
  value: z.number(),
  minOrder: z.number(),
  startsAt: z.number().nullable(),
  endsAt: z.number().nullable(),
  totalUses: z.number().int().nullable(),
  usesPerStudent: z.number().int().nullable(),
  usesTaken: z.number().int(),
  scope: z.enum(COUPON_SCOPES),
  scopeValue: z.string(),
  active: z.boolean(),
});
export type AdminCoupon = z.infer<typeof AdminCoupon>;

export const CreateCouponReply = z.object({ status: Ok, message: z.string(), coupon: AdminCoupon });
export const CouponsReply = z.object({ status: Ok, coupons: z.array(AdminCoupon) });
export type CouponsReply = z.infer<typeof CouponsReply>;

/** admin/coupons/active: switch a code off (or on again) without deleting its history. */
export const CouponActiveBody = z.object({ id: z.coerce.number().int(), active: z.boolean() });
