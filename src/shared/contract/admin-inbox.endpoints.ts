import { defineEndpoints } from './endpoint.ts';
import { MessageReply } from './common.ts';
import { InboxBody, InboxHandledBody, InboxReply } from './admin-inbox.ts';

const post = ['POST'] as const;

/** The admin's inbox of form submissions. Paths are relative to /api/v1. */
export const adminInboxEndpoints = defineEndpoints({
  'admin/inbox': {
    methods: post,
    access: 'admin',
    body: InboxBody,
    reply: InboxReply,
    addition: true,
    summary: 'Size requests, tickets and collaboration applications, newest first (admin)',
  },
  'admin/inbox/handled': {
    methods: post,
    access: 'admin',
    body: InboxHandledBody,
    reply: MessageReply,
    addition: true,
    summary: 'Mark an inbox entry handled or open (admin)',
  },
});
