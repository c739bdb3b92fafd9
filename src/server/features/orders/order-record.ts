import type { DeliveryMethod } from '#shared/rules/delivery.ts';
import type { Paise } from '#shared/rules/money.ts';
import type { OrderStatus, PaymentMethod } from '#shared/rules/orders.ts';
import type { Size } from '#shared/rules/sizes.ts';
import type { Style } from '#shared/rules/styles.ts';
import type { ItemStep } from '#shared/rules/order-steps.ts';
import type { CancelledBy } from '#shared/rules/order-cancel.ts';
import type { OrderItemRow, OrderRow } from '../../db/schema/index.ts';
import type { StepRecord } from './steps/order-steps.queries.ts';

/**
 * An order as every server area sees it, and how its rows become that record (pure: the rows are
 * read by orders.queries.ts and the admin's order queries).
 */

/** What an order needs of the drop its items were pre-ordered in. */
export interface PreOrderDrop {
  name: string;
  readyBy: string;
  closesAt: Date;
}

/** One ordered line, with the product as it was sold. */
export interface OrderItemRecord {
  id: number;
  productId: number | null;
  productName: string;
  productDetails: string;
  productStyle: Style;
  productImageUrl: string;
  isOwnBrand: boolean;
  size: Size;
  quantity: number;
  unitPricePaise: Paise;
  /** Its share of the coupon's saving: it was charged unit price × quantity − this. */
  discountPaise: Paise;
  teeName: string;
  institutionName: string;
  /** The number printed on the piece ('' without one). */
  teeNumber: string;
  deliveredAt: Date | null;
  /** Where the item is, and the steps an admin moved it to (docs/product.md#order-steps). */
  step: ItemStep;
  steps: StepRecord[];
  /** A cancelled item: when, who asked and why (docs/product.md#cancelling-an-order). */
  cancel?: {
    at: Date;
    by: CancelledBy;
    reason: string;
    /** Some pieces of a line: the pieces it had and the line that keeps the rest. */
    split?: { ofPieces: number; fromItem: number };
  } | null;
  /** A pre-order: its drop and the drop's name (docs/product.md#drops). */
  dropId?: number;
  dropName?: string;
  /** A pre-order: its drop's expected ready day, `YYYY-MM-DD` (docs/product.md#drops). */
  dropReadyBy?: string;
  /** A pre-order: when its drop closes, the end of a student's cancel (docs/product.md#drops). */
  dropClosesAt?: Date;
}

/** An order as every server area sees it (money in paise). */
export interface OrderRecord {
  id: number;
  /** What the student reads (`7KQ4-M9X2`, docs/product.md#order-numbers). */
  orderNumber: string;
  userId: number;
  status: OrderStatus;
  placedAt: Date;
  paymentMethod: PaymentMethod;
  transactionId: string | null;
  deliveryMethod: DeliveryMethod;
  hostelAddress: string;
  /** The room in the hostel ('' when none was given). */
  hostelRoom: string;
  address: { address1: string; address2: string; city: string; state: string; pinCode: string };
  /** Who takes the parcel, from the saved address chosen ('' both when not given). */
  recipient: { name: string; phone: string };
  subtotalPaise: Paise;
  /** The coupon's saving (0 without one) and its code ('' without one). */
  discountPaise: Paise;
  couponCode: string;
  deliveryChargePaise: Paise;
  totalPaise: Paise;
  handoverCode: string;
  /** Null only between the order's write and its numbering, both in one transaction. */
  invoiceNumber: string | null;
  customer: { name: string; phone: string; email: string };
  items: OrderItemRecord[];
  /** Goes up with each change of its items' steps. */
  version: number;
}

/** The domain record of an order item row (the admin's list adds who delivered it). */
export function toItem(
  row: OrderItemRow,
  steps: StepRecord[] = [],
  drop?: PreOrderDrop,
): OrderItemRecord {
  return {
    ...(drop && row.dropId
      ? {
          dropId: row.dropId,
          dropName: drop.name,
          dropReadyBy: drop.readyBy,
          dropClosesAt: drop.closesAt,
        }
      : {}),
    id: row.id,
    productId: row.productId,
    productName: row.productName,
    productDetails: row.productDetails,
    productStyle: row.productStyle,
    productImageUrl: row.productImageUrl,
    isOwnBrand: row.isOwnBrand,
    size: row.size,
    quantity: row.quantity,
    unitPricePaise: row.unitPricePaise,
    discountPaise: row.discountPaise,
    teeName: row.teeName,
    institutionName: row.institutionName,
    teeNumber: row.teeNumber,
    deliveredAt: row.deliveredAt,
    step: row.step,
    steps,
    cancel: row.cancelledByRole
      ? {
          at: steps.find((s) => s.step === 'cancelled')?.at ?? new Date(0),
          by: row.cancelledByRole,
          reason: row.cancelReason,
          ...(row.splitFromId !== null && row.lineQuantity !== null
            ? { split: { ofPieces: row.lineQuantity, fromItem: row.splitFromId } }
            : {}),
        }
      : null,
  };
}

/**
 * The domain record of an order row, with its items picked from `items` by order id and their
 * steps from `history` (by item id).
 */
export function toOrder(
  row: OrderRow,
  items: OrderItemRow[],
  history: ReadonlyMap<number, StepRecord[]> = new Map(),
  preOrderDrops: ReadonlyMap<number, PreOrderDrop> = new Map(),
): OrderRecord {
  return {
    id: row.id,
    orderNumber: row.orderNumber,
    userId: row.userId,
    status: row.status,
    placedAt: row.createdAt,
    paymentMethod: row.paymentMethod,
    transactionId: row.transactionId,
    deliveryMethod: row.deliveryMethod,
    hostelAddress: row.hostelAddress,
    hostelRoom: row.hostelRoom,
    address: {
      address1: row.address1,
      address2: row.address2,
      city: row.city,
      state: row.state,
      pinCode: row.pinCode,
    },
    recipient: { name: row.recipientName, phone: row.recipientPhone },
    subtotalPaise: row.subtotalPaise,
    discountPaise: row.discountPaise,
    couponCode: row.couponCode,
    deliveryChargePaise: row.deliveryChargePaise,
    totalPaise: row.totalPaise,
    handoverCode: row.handoverCode,
    invoiceNumber: row.invoiceNumber,
    customer: { name: row.customerName, phone: row.customerPhone, email: row.customerEmail },
    items: items
      .filter((i) => i.orderId === row.id)
      .map((i) => toItem(i, history.get(i.id), i.dropId ? preOrderDrops.get(i.dropId) : undefined)),
    version: row.version,
  };
}
