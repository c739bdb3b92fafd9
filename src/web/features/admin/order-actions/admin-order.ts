import type {
  AdminOrder as WireAdminOrder,
  AdminOrderItem as WireAdminOrderItem,
} from '#shared/contract/admin-orders.ts';

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
