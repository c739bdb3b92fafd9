import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { orderItems, orders } from '../../../db/schema/index.ts';

/** The drop's pieces not cancelled, with their orders' delivery and handover code, by order. */
export function bagPieces(db: Db, dropId: number) {
  return db
    .select({
      orderId: orders.id,
      orderNumber: orders.orderNumber,
      student: orders.customerName,
      phone: orders.customerPhone,
      handoverCode: orders.handoverCode,
      deliveryMethod: orders.deliveryMethod,
      hostel: orders.hostelAddress,
      room: orders.hostelRoom,
      address1: orders.address1,
      address2: orders.address2,
      city: orders.city,
      pinCode: orders.pinCode,
      productName: orderItems.productName,
      size: orderItems.size,
      quantity: orderItems.quantity,
      teeName: orderItems.teeName,
      instiName: orderItems.institutionName,
      teeNumber: orderItems.teeNumber,
      delivered: orderItems.isDelivered,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orderItems.dropId, dropId), ne(orderItems.step, 'cancelled')))
    .orderBy(asc(orders.id), asc(orderItems.id));
}

export type BagPieceRow = Awaited<ReturnType<typeof bagPieces>>[number];
