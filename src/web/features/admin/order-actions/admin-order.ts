import type {
  AdminOrder as WireAdminOrder,
  AdminOrderItem as WireAdminOrderItem,
} from '#shared/contract/admin-orders.ts';
import { orderStanding, type OrderStanding } from '#shared/rules/order-standing.ts';

/**
 * An ordered item as the admin's orders list and order page show it, in the web's own names
 * (ADR 017: wire names stay at the edge).
 * Its `orderItem_id` is the order item's id, named as such, so it stays as the wire has it.
 */
export type AdminOrderItem = Omit<WireAdminOrderItem, 'instiName'> & { institutionName: string };
export type AdminOrder = Omit<WireAdminOrder, 'productsOrdered'> & {
  productsOrdered: AdminOrderItem[];
};

/** A wire order in the web's names (the orders list's and the order page's `select`). */
export const toAdminOrder = (order: WireAdminOrder): AdminOrder => ({
  ...order,
  productsOrdered: order.productsOrdered.map(({ instiName, ...item }) => ({
    ...item,
    institutionName: instiName,
  })),
});

/** Where the order stands as a whole (a cancelled item is neither delivered nor to deliver). */
export const standingOf = (order: Pick<AdminOrder, 'productsOrdered'>): OrderStanding =>
  orderStanding(
    order.productsOrdered.map((i) => ({
      name: i.product.name,
      size: i.size,
      quantity: i.quantity,
      state:
        i.cancelled || i.step === 'cancelled' ? 'cancelled' : i.isDelivered ? 'delivered' : 'open',
    })),
  );

/** The order's number as every screen shows it (`7KQ4-M9X2`; the row id is never shown). */
export const orderLabel = (order: Pick<AdminOrder, 'orderNumber'>) =>
  `Order ${order.orderNumber ?? ''}`.trim();
