import { defineEndpoints } from './endpoint.ts';
import {
  AdminCancelItemBody,
  AdminCancelItemReply,
  CancelOrderBody,
  CancelReply,
} from './order-cancel.ts';

const post = ['POST'] as const;

/** Cancelling orders and items (docs/product.md#cancelling-an-order). Relative to /api/v1. */
export const orderCancelEndpoints = defineEndpoints({
  'products/cancel-order': {
    methods: post,
    access: 'user',
    body: CancelOrderBody,
    reply: CancelReply,
    addition: true,
    summary:
      "Cancel one of the caller's orders, or one item of it, while not packed; stock and money go back once",
  },
  'admin/orders/cancel-item': {
    methods: post,
    access: 'admin',
    body: AdminCancelItemBody,
    reply: AdminCancelItemReply,
    addition: true,
    summary:
      'Cancel an item not delivered, with a reason; refused with the latest state when the order changed since the version sent (admin)',
  },
});
