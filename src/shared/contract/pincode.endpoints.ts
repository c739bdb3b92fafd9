import { defineEndpoints } from './endpoint.ts';
import { PinCodeParams, PinCodeReply } from './pincode.ts';

/** PIN code lookup against the offline dataset. Paths are relative to /api/v1. */
export const pincodeEndpoints = defineEndpoints({
  'pincode/:pin': {
    methods: ['GET'],
    access: 'none',
    params: PinCodeParams,
    reply: PinCodeReply,
    addition: true,
    summary: 'Where a PIN code is (404 when it does not exist)',
  },
});
