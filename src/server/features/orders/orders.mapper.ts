import type { OrderView } from '#shared/contract/my-orders.ts';
import type { IndividualOrderReply, Order, OrderItem } from '#shared/contract/orders.ts';
import { orderReadyBy, type ReadyByWorkingDays } from '#shared/rules/ready-by.ts';
import { paiseToRupees } from '#shared/rules/money.ts';
import type { OrderItemRecord, OrderRecord } from './order-record.ts';
import { toStepEntries } from './steps/order-steps.mapper.ts';

/** The contract's order item (rupees, epoch ms) from the domain record. */
function toOrderItemReply(order: OrderRecord, item: OrderItemRecord): OrderItem {
  return {
    orderItem_id: item.id,
    size: item.size,
    quantity: item.quantity,
    price: paiseToRupees(item.unitPricePaise),
    teeName: item.teeName,
    instiName: item.institutionName,
    ...(item.teeNumber ? { teeNumber: item.teeNumber } : {}),
    isDelivered: item.deliveredAt !== null,
    deliveredDate: item.deliveredAt?.getTime() ?? null,
    discount: paiseToRupees(item.discountPaise),
    deliveryAddresses: order.address,
    product: {
      product_id: item.productId ?? 0,
      name: item.productName,
      style: item.productStyle,
      imageUrl: item.productImageUrl ? [item.productImageUrl] : [],
      isInstibuzz: item.isOwnBrand,
    },
    step: item.step,
    // The student sees when, not which admin.
    steps: toStepEntries(order.placedAt, item.steps).map(({ step, at }) => ({ step, at })),
    ...(item.dropId !== undefined && item.dropName !== undefined && item.dropReadyBy
      ? { preOrder: { dropId: item.dropId, dropName: item.dropName, readyBy: item.dropReadyBy } }
      : {}),
    ...(item.cancel
      ? {
          cancelled: {
            at: item.cancel.at.getTime(),
            by: item.cancel.by,
            reason: item.cancel.reason,
            ...item.cancel.split,
          },
        }
      : {}),
  };
}

/** The contract's Order; `transactionId` is left out for cash on delivery. */
export function toOrderReply(order: OrderRecord): Order {
  return {
    order_id: order.id,
    orderNumber: order.orderNumber,
    date: order.placedAt.getTime(),
    ...(order.transactionId ? { transactionId: order.transactionId } : {}),
    subTotal: paiseToRupees(order.subtotalPaise),
    deliveryCharges: paiseToRupees(order.deliveryChargePaise),
    discount: paiseToRupees(order.discountPaise),
    ...(order.couponCode ? { couponCode: order.couponCode } : {}),
    deliveryMethod: order.deliveryMethod,
    hostelAddress: order.hostelAddress,
    ...(order.hostelRoom ? { hostelRoom: order.hostelRoom } : {}),
    deliveryAddresses: order.address,
    ...(order.recipient.name || order.recipient.phone
      ? { recipient: { name: order.recipient.name, phoneNumber: order.recipient.phone } }
      : {}),
    user: {
      name: order.customer.name,
      phoneNumber: order.customer.phone,
      email: order.customer.email,
    },
    productsOrdered: order.items.map((item) => toOrderItemReply(order, item)),
    ...(order.invoiceNumber ? { invoiceNumber: order.invoiceNumber } : {}),
    version: order.version,
  };
}

/** get-individual-order: the item and its order, with the new total, payment and handover code. */
export function toOrderDetailReply(
  order: OrderRecord,
  item: OrderItemRecord,
): Omit<IndividualOrderReply, 'status'> {
  const full = toOrderReply(order);
  return {
    order: {
      order_id: full.order_id,
      date: full.date,
      deliveryMethod: full.deliveryMethod,
      deliveryAddresses: full.deliveryAddresses,
      hostelAddress: full.hostelAddress,
      ...(full.recipient ? { recipient: full.recipient } : {}),
      ...(full.hostelRoom ? { hostelRoom: full.hostelRoom } : {}),
      ...(full.transactionId ? { transactionId: full.transactionId } : {}),
      subTotal: full.subTotal,
      deliveryCharges: full.deliveryCharges,
      discount: full.discount,
      ...(full.couponCode ? { couponCode: full.couponCode } : {}),
      totalAmount: paiseToRupees(order.totalPaise),
      paymentMethod: order.paymentMethod,
      handoverCode: order.handoverCode,
      ...(full.invoiceNumber ? { invoiceNumber: full.invoiceNumber } : {}),
    },
    orderItem: toOrderItemReply(order, item),
  };
}

/**
 * The whole order for My Orders and the order page (docs/product.md#my-orders): the contract's
 * Order without the customer (the caller knows who they are), with its number, status, total,
 * payment, handover code and the day it is ready by, from its placed time and the settings.
 */
export function toOrderView(order: OrderRecord, readyByDays: ReadyByWorkingDays): OrderView {
  const { user: _user, ...full } = toOrderReply(order);
  return {
    ...full,
    orderNumber: order.orderNumber,
    status: order.status,
    paymentMethod: order.paymentMethod,
    totalAmount: paiseToRupees(order.totalPaise),
    handoverCode: order.handoverCode,
    // A pre-order is ready by its drop's day (docs/product.md#drops).
    readyBy: orderReadyBy(order.deliveryMethod, order.placedAt.getTime(), order.items, readyByDays),
  };
}
