import { defineEndpoints } from './endpoint.ts';
import { MessageReply } from './common.ts';
import { CollabFormBody, RaiseTicketBody, ServiceEnquiryBody } from './forms.ts';

const post = ['POST'] as const;

/** Contact forms, open to everyone. Paths are relative to /api/v1. */
export const formsEndpoints = defineEndpoints({
  'auth/raiseTicket': {
    methods: post,
    access: 'none',
    body: RaiseTicketBody,
    reply: MessageReply,
    summary: 'Contact us: a service ticket, e-mailed to the shop',
  },
  'auth/collabForm': {
    methods: post,
    access: 'none',
    body: CollabFormBody,
    reply: MessageReply,
    summary: 'Apply to collaborate (designer, manufacturer, videographer)',
  },
  'forms/service-enquiry': {
    methods: post,
    access: 'none',
    body: ServiceEnquiryBody,
    reply: MessageReply,
    summary: 'Get Our Services enquiry from the Our Services page (NEW)',
  },
});
