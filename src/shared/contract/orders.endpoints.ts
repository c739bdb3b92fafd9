import { defineEndpoints } from './endpoint.ts';
import { IdParams, MessageReply } from './common.ts';
import {
  DeliveredBody,
  IndividualOrderBody,
  IndividualOrderReply,
  OrdersBody,
  OrdersReply,
} from './orders.ts';

const post = ['POST'] as const;

/** Orders for customers and the admin. Paths are relative to /api/v1. */
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
  'products/allOrders': {
    methods: post,
    access: 'admin',
    body: OrdersBody,
    reply: OrdersReply,
    summary: 'Every order, newest first (admin)',
  },
  'products/delivered': {
    methods: post,
    access: 'admin',
    body: DeliveredBody,
    reply: MessageReply,
    summary: 'Mark an order item delivered and e-mail the customer (admin)',
  },
});
