import { defineEndpoints } from './endpoint.ts';
import { MessageReply } from './common.ts';
import {
  NotifyCodeBody,
  NotifySubscribeBody,
  UnsubscribeBody,
  UnsubscribeCheckReply,
} from './notify.ts';

const post = ['POST'] as const;

/** Notify me (docs/product.md#notify-me). Paths are relative to /api/v1. */
export const notifyEndpoints = defineEndpoints({
  'notify/code': {
    methods: post,
    access: 'none',
    body: NotifyCodeBody,
    reply: MessageReply,
    addition: true,
    summary: 'Mail a visitor a code that proves the e-mail is theirs (before notify/subscribe)',
  },
  'notify/subscribe': {
    methods: post,
    access: 'optional',
    body: NotifySubscribeBody,
    reply: MessageReply,
    addition: true,
    summary:
      'Be mailed once when a drop opens or a sold-out size is back (visitors: e-mail and its code)',
  },
  'notify/unsubscribe/check': {
    methods: post,
    access: 'none',
    body: UnsubscribeBody,
    reply: UnsubscribeCheckReply,
    addition: true,
    summary: 'Whose unsubscribe link this is (signed by the shop) and how many asks wait',
  },
  'notify/unsubscribe': {
    methods: post,
    access: 'none',
    body: UnsubscribeBody,
    reply: MessageReply,
    addition: true,
    summary: "Stop every notify-me mail to the link's e-mail (a link signed by the shop only)",
  },
});
