import { z } from 'zod';
import { SHOP_DEFAULTS } from '#shared/shop-defaults.ts';
import { gstinProblem } from './lib/gstin.ts';

/**
 * The settings of the shop's terms (delivery, ready-by days, exchanges, the seller, GST), parsed
 * with the rest in config.ts. The areas that use them read them through small pure modules:
 * features/orders/placement/delivery-terms.ts and features/orders/invoice/seller-terms.ts.
 */
const freeDeliveryOver = z.coerce.number().int().min(1).max(10_000_000).optional();

export const termsSettingFields = {
  DELIVERY_CHARGE_PICKUP: z.coerce
    .number()
    .int()
    .min(0)
    .default(SHOP_DEFAULTS.deliveryCharges.pickup),
  DELIVERY_CHARGE_HOSTEL: z.coerce
    .number()
    .int()
    .min(0)
    .default(SHOP_DEFAULTS.deliveryCharges.hostel),
  DELIVERY_CHARGE_HOME: z.coerce
    .number()
    .int()
    .min(0)
    .default(SHOP_DEFAULTS.deliveryCharges.delivery),
  /** Working days (IST, weekends not counted) until an order is ready, per method (docs/product.md#ready-by-dates). */
  READY_BY_DAYS_PICKUP: z.coerce
    .number()
    .int()
    .min(0)
    .max(60)
    .default(SHOP_DEFAULTS.readyByWorkingDays.pickup),
  READY_BY_DAYS_HOSTEL: z.coerce
    .number()
    .int()
    .min(0)
    .max(60)
    .default(SHOP_DEFAULTS.readyByWorkingDays.hostel),
  READY_BY_DAYS_HOME: z.coerce
    .number()
    .int()
    .min(0)
    .max(60)
    .default(SHOP_DEFAULTS.readyByWorkingDays.delivery),
  /** Days after an item's delivery in which the student may ask for another size (docs/product.md#size-exchange). */
  EXCHANGE_WINDOW_DAYS: z.coerce
    .number()
    .int()
    .min(0)
    .max(90)
    .default(SHOP_DEFAULTS.exchangeWindowDays),
  /**
   * The seller as the law names it, on invoices, the footer and the terms page
   * (docs/product.md#seller-details); demo values outside production, required in it.
   */
  SELLER_LEGAL_NAME: z.string().max(120).optional(),
  SELLER_ADDRESS: z.string().max(300).optional(),
  SELLER_GSTIN: z
    .string()
    .transform((v) => v.trim().toUpperCase())
    .superRefine((v, ctx) => {
      const problem = gstinProblem(v);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .optional(),
  GRIEVANCE_OFFICER_NAME: z.string().max(120).optional(),
  GRIEVANCE_OFFICER_EMAIL: z.string().email().optional(),
  GRIEVANCE_OFFICER_PHONE: z.string().max(40).optional(),
  /**
   * GST on clothing, as a percentage of the taxable value: the lower rate for a piece whose
   * taxable value is at most GST_SLAB_RUPEES, the higher one above (docs/product.md#tax-invoices).
   */
  GST_RATE_UP_TO_SLAB: z.coerce.number().min(0).max(40).multipleOf(0.01).default(5),
  GST_RATE_ABOVE_SLAB: z.coerce.number().min(0).max(40).multipleOf(0.01).default(12),
  GST_SLAB_RUPEES: z.coerce.number().int().min(0).default(1000),
  /**
   * Goods total (rupees, after any coupon) from which a method delivers free; unset: never
   * (docs/product.md#delivery-and-charges).
   */
  FREE_DELIVERY_OVER_PICKUP: freeDeliveryOver,
  FREE_DELIVERY_OVER_HOSTEL: freeDeliveryOver,
  FREE_DELIVERY_OVER_HOME: freeDeliveryOver,
};

/** The seller's details that production must be given (they identify a real business). */
export const SELLER_SETTINGS = [
  'SHOP_EMAIL',
  'SELLER_LEGAL_NAME',
  'SELLER_ADDRESS',
  'SELLER_GSTIN',
  'GRIEVANCE_OFFICER_NAME',
  'GRIEVANCE_OFFICER_EMAIL',
  'GRIEVANCE_OFFICER_PHONE',
] as const;
export type SellerSetting = (typeof SELLER_SETTINGS)[number];

/** What `npm start` shows outside production: an obviously made-up seller (a valid GSTIN shape). */
export const DEMO_SELLER: Record<SellerSetting, string> = {
  SHOP_EMAIL: SHOP_DEFAULTS.contactEmail,
  SELLER_LEGAL_NAME: 'Campus Threads Demo Private Limited',
  SELLER_ADDRESS: 'Demo Block, 1 Campus Road, Chennai, Tamil Nadu 600036',
  SELLER_GSTIN: '33AABCC1234D1ZI',
  GRIEVANCE_OFFICER_NAME: 'Demo Grievance Officer',
  GRIEVANCE_OFFICER_EMAIL: 'grievance@campusmerch.example',
  GRIEVANCE_OFFICER_PHONE: '+91 98765 43211',
};
