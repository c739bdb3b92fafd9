import { defineEndpoints } from './endpoint.ts';
import { EmptyBody, MessageReply } from './common.ts';
import { CouponActiveBody, CouponsReply, CreateCouponBody, CreateCouponReply } from './coupons.ts';

const post = ['POST'] as const;

/** The admin's coupon codes (docs/product.md#coupon-codes). Paths are relative to /api/v1. */
export const couponEndpoints = defineEndpoints({
  'admin/coupons': {
    methods: post,
    access: 'admin',
    body: EmptyBody,
    reply: CouponsReply,
    addition: true,
    summary: 'Every coupon code, newest first, with its uses so far',
  },
  'admin/coupons/create': {
    methods: post,
    access: 'admin',
    body: CreateCouponBody,
    reply: CreateCouponReply,
    addition: true,
    summary: 'Create a coupon code (percentage or flat, minimum, dates, caps, scope)',
  },
  'admin/coupons/active': {
    methods: post,
    access: 'admin',
    body: CouponActiveBody,
    reply: MessageReply,
    addition: true,
    summary: 'Switch a coupon code off, or on again',
  },
});
