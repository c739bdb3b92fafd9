import type { DeliveryMethod, Totals } from '#shared/rules/delivery.ts';
import type { Paise } from '#shared/rules/money.ts';
import type { Size } from '#shared/rules/sizes.ts';
import type { Style } from '#shared/rules/styles.ts';

/**
 * The shapes an order is placed from, kept beside the schema because `payments.checkout` stores
 * them as JSON (the schema depends on no feature). The orders module makes and reads them
 * (ADR 013).
 */

/**
 * A cart line as it becomes an order line: the product as it is sold now (name, price, image)
 * and the size's stock row. Cash orders make these and write them at once; an online payment
 * freezes them in its checkout snapshot and writes them when the payment completes.
 */
export interface OrderLine {
  cartLineId: number;
  productId: number;
  productName: string;
  productDetails: string;
  productStyle: Style;
  productImageUrl: string;
  isOwnBrand: boolean;
  size: Size;
  /** The `product_sizes` row the stock comes from. */
  sizeId: number;
  quantity: number;
  unitPricePaise: Paise;
  /**
   * The line's share of the coupon's saving (pricing.ts); absent or 0 without a coupon (and in
   * snapshots frozen before coupons existed).
   */
  discountPaise?: Paise;
  teeName: string;
  institutionName: string;
  /** The number printed on the piece ('0'–'99'; absent or '' without one). */
  teeNumber?: string;
  /**
   * A pre-order's drop and the drop counter (`drop_stock`) it takes from instead of the size's
   * stock (features/drops); absent on a stock order's line.
   */
  dropId?: number;
  dropStockId?: number;
}

export interface PostalAddress {
  address1: string;
  address2: string;
  city: string;
  state: string;
  pinCode: string;
}

/** Who takes the parcel: a saved address's recipient name and mobile ('' when not given). */
export interface Recipient {
  name: string;
  phone: string;
}

/** Where an order goes: the method, and the hostel or home address it needs. */
export interface Destination {
  deliveryMethod: DeliveryMethod;
  hostelAddress: string;
  /** The room in the hostel, when the student gave one (absent or '' otherwise). */
  hostelRoom?: string;
  address: PostalAddress | null;
  /** From the saved address chosen; absent for a typed address (and in older snapshots). */
  recipient?: Recipient;
}

/** Everything an online payment needs to become an order later (stored as JSON). */
export interface CheckoutSnapshot extends Destination {
  lines: OrderLine[];
  /** Frozen before coupons and free delivery existed, `discount` and `freeDeliveryGap` are absent. */
  totals: Omit<Totals, 'discount' | 'freeDeliveryGap'> &
    Partial<Pick<Totals, 'discount' | 'freeDeliveryGap'>>;
  /**
   * The coupon priced into the totals; its use is held by the payment
   * (features/orders/coupons/coupon-uses.queries.ts).
   */
  coupon?: FrozenCoupon;
}

/** A coupon as a checkout froze it. */
export interface FrozenCoupon {
  couponId: number;
  code: string;
}
