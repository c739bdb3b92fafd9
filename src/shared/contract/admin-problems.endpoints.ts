import { defineEndpoints } from './endpoint.ts';
import { EmptyBody, MessageReply } from './common.ts';
import { ProblemsReply, RetryMailBody, RetryRefundBody } from './admin-problems.ts';

const post = ['POST'] as const;

/** What went wrong with payments and mail, for the admin. Paths are relative to /api/v1. */
export const adminProblemEndpoints = defineEndpoints({
  'admin/problems': {
    methods: post,
    access: 'admin',
    body: EmptyBody,
    reply: ProblemsReply,
    addition: true,
    summary:
      'Payments that did not become an order (refunds, paid but unplaced) and mails that could not be delivered, newest first (admin)',
  },
  'admin/problems/retryMail': {
    methods: post,
    access: 'admin',
    body: RetryMailBody,
    reply: MessageReply,
    addition: true,
    summary: 'Put a failed mail back in the queue and try it now (admin)',
  },
  'admin/problems/retryRefund': {
    methods: post,
    access: 'admin',
    body: RetryRefundBody,
    reply: MessageReply,
    addition: true,
    summary:
      'Send a refund the gateway refused once more, under a new refund id, for the same amount (admin)',
  },
});
