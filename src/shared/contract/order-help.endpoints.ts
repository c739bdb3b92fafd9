import { defineEndpoints } from './endpoint.ts';
import { MessageReply } from './common.ts';
import {
  HelpAnswerBody,
  HelpRequestReply,
  MyHelpRequestsBody,
  MyHelpRequestsReply,
} from './order-help.ts';

const post = ['POST'] as const;

/** Help with an order (docs/product.md#help-with-an-order). Paths are relative to /api/v1. */
export const orderHelpEndpoints = defineEndpoints({
  'orders/help': {
    methods: post,
    access: 'user',
    multipart: true,
    reply: HelpRequestReply,
    addition: true,
    summary:
      'Ask for help with an order (multipart: fields orderId, issue, message, items, transactionId; optional file "photo", JPEG/PNG/WebP up to 10 MB)',
  },
  'orders/help/mine': {
    methods: post,
    access: 'user',
    body: MyHelpRequestsBody,
    reply: MyHelpRequestsReply,
    addition: true,
    summary: "The caller's help requests: one order's, those with no order ('none'), or all",
  },
  'admin/inbox/answer': {
    methods: post,
    access: 'admin',
    body: HelpAnswerBody,
    reply: MessageReply,
    addition: true,
    summary: 'Answer a help request: mailed to the student, shown on their order page (admin)',
  },
});
