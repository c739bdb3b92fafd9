// Coupons and their uses (docs/product.md#coupon-codes, features/orders/coupons).
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import {
  COUPON_KINDS,
  COUPON_SCOPES,
  type CouponKind,
  type CouponScope,
} from '#shared/rules/coupons.ts';
import { id, createdAt, updatedAt, tstz, textDefault, oneOf } from './columns.ts';
import { users } from './auth.ts';
import { orders } from './orders.ts';
import { payments } from './payments.ts';

/** A coupon use: held by a payment in progress, used by an order, released (given back). */
export const COUPON_USE_STATES = ['held', 'used', 'released'] as const;
export type CouponUseState = (typeof COUPON_USE_STATES)[number];

/**
 * A coupon code the admin made. `uses_taken` counts its uses held or used: taking one is a
 * conditional increment, so `total_uses` holds with any number of buyers at once (the CHECK is
 * the last word); a use given back decrements it.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: id(),
    /** In capitals; compared after `normalCouponCode`. */
    code: text('code').notNull(),
    kind: text('kind').$type<CouponKind>().notNull(),
    /** 1–100 for `percent`, null for `flat`. */
    percentOff: integer('percent_off'),
    /** Above 0 for `flat`, null for `percent`. */
    amountOffPaise: integer('amount_off_paise'),
    /** The goods it applies to must cost at least this (0: any). */
    minOrderPaise: integer('min_order_paise').notNull().default(0),
    startsAt: tstz('starts_at'),
    endsAt: tstz('ends_at'),
    /** null: no cap. */
    totalUses: integer('total_uses'),
    /** null: no cap. */
    usesPerStudent: integer('uses_per_student'),
    usesTaken: integer('uses_taken').notNull().default(0),
    scope: text('scope').$type<CouponScope>().notNull().default('all'),
    /** The club's tag or the style; '' for `all`. */
    scopeValue: textDefault('scope_value'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('coupons_code_unique').on(t.code),
    check('coupons_kind_valid', oneOf(t.kind, COUPON_KINDS)),
    check('coupons_scope_valid', oneOf(t.scope, COUPON_SCOPES)),
    check(
      'coupons_amount_valid',
      sql`(${t.kind} = 'percent' and ${t.percentOff} between 1 and 100 and ${t.amountOffPaise} is null) or (${t.kind} = 'flat' and ${t.amountOffPaise} > 0 and ${t.percentOff} is null)`,
    ),
    check('coupons_min_valid', sql`${t.minOrderPaise} >= 0`),
    check(
      'coupons_uses_valid',
      sql`${t.usesTaken} >= 0 and (${t.totalUses} is null or ${t.usesTaken} <= ${t.totalUses})`,
    ),
  ],
);

/**
 * One use of a coupon by a student: `held` while its online payment is in progress (with the
 * payment), `used` by an order, `released` when given back (payment failed or expired, order
 * cancelled). Per-student caps count the held and used ones.
 */
export const couponUses = pgTable(
  'coupon_uses',
  {
    id: id(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'restrict' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    discountPaise: integer('discount_paise').notNull(),
    state: text('state').$type<CouponUseState>().notNull().default('held'),
    createdAt: createdAt(),
    settledAt: tstz('settled_at'),
  },
  (t) => [
    index('coupon_uses_coupon_user_idx').on(t.couponId, t.userId),
    index('coupon_uses_payment_idx').on(t.paymentId),
    index('coupon_uses_order_idx').on(t.orderId),
    check('coupon_uses_state_valid', oneOf(t.state, COUPON_USE_STATES)),
    check('coupon_uses_discount_valid', sql`${t.discountPaise} >= 0`),
  ],
);

export type CouponRow = typeof coupons.$inferSelect;
