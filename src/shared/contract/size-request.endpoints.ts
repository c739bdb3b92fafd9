import { defineEndpoints } from './endpoint.ts';
import { IdParams, MessageReply } from './common.ts';
import { SizeUnavailableBody } from './size-request.ts';

/** Size requests. Paths are relative to /api/v1. */
export const sizeRequestEndpoints = defineEndpoints({
  'products/sizeUnavailable/:id': {
    methods: ['POST'],
    access: 'optional',
    params: IdParams,
    body: SizeUnavailableBody,
    reply: MessageReply,
    summary: 'Ask for a size that is out of stock (e-mail required without a token)',
  },
});
