import { defineEndpoints } from './endpoint.ts';
import { IdParams } from './common.ts';
import { IndividualOrderBody, IndividualOrderReply, OrdersBody, OrdersReply } from './orders.ts';
import { MyOrderBody, MyOrderReply, MyOrdersBody, MyOrdersReply } from './my-orders.ts';

const post = ['POST'] as const;

/** A customer's orders (the admin's are in admin-orders.endpoints.ts). Paths are relative to /api/v1. */
export const ordersEndpoints = defineEndpoints({
  'products/orders': {
    methods: post,
    access: 'user',
    body: OrdersBody,
    reply: OrdersReply,
    summary: "The caller's orders, newest first",
  },
  'products/get-individual-order/:id': {
    methods: post,
    access: 'user',
    params: IdParams,
    body: IndividualOrderBody,
    reply: IndividualOrderReply,
    summary: 'One order item with its order (`id` is the orderItem_id); owner or admin',
  },
  'products/my-orders': {
    methods: post,
    access: 'user',
    body: MyOrdersBody,
    reply: MyOrdersReply,
    summary: "The caller's orders, newest first, each whole with its number and ready-by day",
    addition: true,
  },
  'products/my-order': {
    methods: post,
    access: 'user',
    body: MyOrderBody,
    reply: MyOrderReply,
    summary:
      "One of the caller's orders by its number, order_id or an orderItem_id; others are not found",
    addition: true,
  },
});
