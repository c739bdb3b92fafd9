import type {
  AdminOrder,
  AdminSummaryReply,
  PickListGroup,
} from '#shared/contract/admin-orders.ts';
import { paiseToRupees } from '#shared/rules/money.ts';
import { toOrderReply, toStepEntries } from '../orders/index.ts';
import type { PickGroup, StockAlertRecord, Summary } from './admin-dashboard.service.ts';
import type { AdminOrderRecord } from './admin-orders.queries.ts';

/** An order on /allOrders: the contract's Order plus the admin's extras (never the handover code). */
export function toAdminOrderReply(order: AdminOrderRecord): AdminOrder {
  const base = toOrderReply(order);
  return {
    ...base,
    productsOrdered: base.productsOrdered.map((reply, i) => {
      const item = order.items[i]!;
      return {
        ...reply,
        deliveredBy: item.deliveredBy,
        deliveryCheck: item.deliveryCheck,
        deliveryNote: item.deliveryNote,
        steps: toStepEntries(order.placedAt, item.steps),
      };
    }),
    status: order.status,
    totalAmount: paiseToRupees(order.totalPaise),
    paymentMethod: order.paymentMethod,
    hasHandoverCode: order.handoverCode !== '',
    cashReceivedDate: order.cashReceivedAt?.getTime() ?? null,
    cashReceivedBy: order.cashReceivedBy,
  };
}

const toAlert = (a: StockAlertRecord) => ({
  product_id: a.productId,
  name: a.name,
  sizes: a.sizes,
});

export function toSummaryReply(s: Summary): Omit<AdminSummaryReply, 'status'> {
  return {
    ordersToday: s.ordersToday,
    itemsToDeliver: s.piecesToDeliver,
    revenueThisWeek: paiseToRupees(s.revenueThisWeekPaise),
    weekStarts: s.weekStarts.getTime(),
    outOfStock: s.outOfStock.map(toAlert),
    lowStock: s.lowStock.map(toAlert),
  };
}

export const toPickGroupReply = (g: PickGroup): PickListGroup => ({
  product_id: g.productId,
  name: g.name,
  style: g.style,
  isInstibuzz: g.isOwnBrand,
  quantity: g.quantity,
  sizes: g.sizes.map(({ names, ...size }) => ({
    ...size,
    names: names.map(({ institutionName, ...name }) => ({ ...name, instiName: institutionName })),
  })),
});
