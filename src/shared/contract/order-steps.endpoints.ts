import { defineEndpoints } from './endpoint.ts';
import { HandoverBody, HandoverReply, MoveOrdersBody, MoveOrdersReply } from './order-steps.ts';

const post = ['POST'] as const;

/** The admin moves orders along their steps (docs/product.md#order-steps). Relative to /api/v1. */
export const orderStepEndpoints = defineEndpoints({
  'admin/orders/step': {
    methods: post,
    access: 'admin',
    body: MoveOrdersBody,
    reply: MoveOrdersReply,
    addition: true,
    summary:
      'Move orders to packed, ready for pickup or out for delivery; refused with the latest state when one changed since the version sent (admin)',
  },
  'admin/orders/handover': {
    methods: post,
    access: 'admin',
    body: HandoverBody,
    reply: HandoverReply,
    addition: true,
    summary:
      'Deliver every item of an order still to hand over, with one handover code, and e-mail the student (admin)',
  },
});
