import { defineEndpoints } from './endpoint.ts';
import { EmptyBody, MessageReply } from './common.ts';
import {
  HelpRemediesBody,
  HelpRemediesReply,
  OrderRemediesBody,
  PayoutPaidBody,
  PayoutUpiBody,
  PayoutsReply,
  RemediesReply,
  RemedyBody,
  RemedyReply,
  ReplacementHandedOverBody,
} from './item-remedies.ts';

const post = ['POST'] as const;

/** Wrong or damaged items (docs/product.md#wrong-or-damaged-items). Paths relative to /api/v1. */
export const itemRemedyEndpoints = defineEndpoints({
  'admin/help/remedy': {
    methods: post,
    access: 'admin',
    body: RemedyBody,
    reply: RemedyReply,
    addition: true,
    summary:
      "Refund a wrong or damaged item of a help request (online: through the gateway; cash: a payout to the student's UPI id) or send a replacement from stock; once per request and item (admin)",
  },
  'admin/help/remedies': {
    methods: post,
    access: 'admin',
    body: HelpRemediesBody,
    reply: HelpRemediesReply,
    addition: true,
    summary:
      "A help request's items with what is left to refund and the stock per size, and its remedies (admin)",
  },
  'admin/order/remedies': {
    methods: post,
    access: 'admin',
    body: OrderRemediesBody,
    reply: RemediesReply,
    addition: true,
    summary: "An order's refunds, payouts and replacements for wrong or damaged items (admin)",
  },
  'admin/payouts': {
    methods: post,
    access: 'admin',
    body: EmptyBody,
    reply: PayoutsReply,
    addition: true,
    summary: 'Payouts to make by UPI (waiting first), then the latest paid (admin)',
  },
  'admin/payouts/paid': {
    methods: post,
    access: 'admin',
    body: PayoutPaidBody,
    reply: MessageReply,
    addition: true,
    summary: 'Record a payout as paid with the UPI transaction id; the student is mailed (admin)',
  },
  'admin/replacement/handed-over': {
    methods: post,
    access: 'admin',
    body: ReplacementHandedOverBody,
    reply: MessageReply,
    addition: true,
    summary: "A replacement handed over, with the order's handover code or a reason (admin)",
  },
  'orders/remedies': {
    methods: post,
    access: 'user',
    body: OrderRemediesBody,
    reply: RemediesReply,
    addition: true,
    summary: "The refunds, payouts and replacements of the caller's order",
  },
  'orders/remedies/upi': {
    methods: post,
    access: 'user',
    body: PayoutUpiBody,
    reply: MessageReply,
    addition: true,
    summary: 'The UPI id a payout for a wrong or damaged item goes to (the caller’s own)',
  },
});
