import { defineEndpoints } from './endpoint.ts';
import { CollabFormBody, FormReply, RaiseTicketBody, ServiceEnquiryBody } from './forms.ts';

const post = ['POST'] as const;

/**
 * Contact forms, open to everyone; each reply carries the submission's `reference`. Paths
 * are relative to /api/v1.
 */
export const formsEndpoints = defineEndpoints({
  'auth/raiseTicket': {
    methods: post,
    access: 'none',
    body: RaiseTicketBody,
    reply: FormReply,
    summary: 'Contact us: a service ticket, e-mailed to the shop',
  },
  'auth/collabForm': {
    methods: post,
    access: 'none',
    body: CollabFormBody,
    reply: FormReply,
    summary: 'Apply to collaborate (designer, manufacturer, videographer)',
  },
  'forms/service-enquiry': {
    methods: post,
    access: 'none',
    body: ServiceEnquiryBody,
    reply: FormReply,
    addition: true,
    summary: 'Get Our Services enquiry from the Our Services page',
  },
});
