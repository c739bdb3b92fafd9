import { defineEndpoints } from './endpoint.ts';
import { EmptyBody } from './common.ts';
import {
  AdminSummaryReply,
  AllOrdersBody,
  AllOrdersReply,
  DeliveredBody,
  DeliveredReply,
  PickListBody,
  PickListReply,
} from './admin-orders.ts';

const post = ['POST'] as const;

/**
 * Orders for the admin. Paths are relative to /api/v1. The CSV export, `admin/orders.csv`
 * (body: OrderFilters), streams text/csv and is registered beside these by the server.
 */
export const adminOrderEndpoints = defineEndpoints({
  'products/allOrders': {
    methods: post,
    access: 'admin',
    body: AllOrdersBody,
    reply: AllOrdersReply,
    summary:
      'Orders, newest first; with `page` one page of the filtered list and its total (admin)',
  },
  'products/delivered': {
    methods: post,
    access: 'admin',
    body: DeliveredBody,
    reply: DeliveredReply,
    summary:
      'Mark an order item delivered (once; the handover code is checked when sent) and e-mail the customer (admin)',
  },
  'admin/summary': {
    methods: post,
    access: 'admin',
    body: EmptyBody,
    reply: AdminSummaryReply,
    addition: true,
    summary: 'Orders today, items to deliver, revenue this week, stock alerts (admin)',
  },
  'admin/pick-list': {
    methods: post,
    access: 'admin',
    body: PickListBody,
    reply: PickListReply,
    addition: true,
    summary: 'Undelivered items grouped by product and size, for packing (admin)',
  },
});
