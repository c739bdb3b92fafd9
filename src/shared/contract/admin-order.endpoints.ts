import { defineEndpoints } from './endpoint.ts';
import {
  AdminOrderBody,
  AdminOrderReply,
  CashReceivedBody,
  CashReceivedReply,
} from './admin-order.ts';

const post = ['POST'] as const;

/** One order for the admin, and cash received. Paths are relative to /api/v1. */
export const adminOrderPageEndpoints = defineEndpoints({
  'admin/order': {
    methods: post,
    access: 'admin',
    body: AdminOrderBody,
    reply: AdminOrderReply,
    addition: true,
    summary: 'One order with every item, its payment, the gateway reports and refunds (admin)',
  },
  'admin/cash-received': {
    methods: post,
    access: 'admin',
    body: CashReceivedBody,
    reply: CashReceivedReply,
    addition: true,
    summary:
      "Record a cash order's money as received, once, with who and when (admin; a repeat changes nothing)",
  },
});
