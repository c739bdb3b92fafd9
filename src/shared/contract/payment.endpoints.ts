import { defineEndpoints } from './endpoint.ts';
import { StatusReply } from './common.ts';
import {
  ConfirmPaymentBody,
  ConfirmPaymentReply,
  PaymentOrderBody,
  PaymentOrderReply,
  QuoteBody,
  QuoteReply,
} from './payment.ts';
import { PaymentValidateBody, PaymentValidateReply, PaymentWebhookBody } from './payment-return.ts';

const post = ['POST'] as const;

/** Checkout. The server computes every amount. Paths are relative to /api/v1. */
export const paymentEndpoints = defineEndpoints({
  'payment/quote': {
    methods: post,
    access: 'user',
    body: QuoteBody,
    reply: QuoteReply,
    addition: true,
    summary: "What the caller's cart costs for a delivery method, priced by the server",
  },
  'payment/confirm': {
    methods: post,
    access: 'user',
    body: ConfirmPaymentBody,
    reply: ConfirmPaymentReply,
    summary: 'Place a cash-on-delivery order (pickup only)',
  },
  'payment/order': {
    methods: post,
    access: 'optional',
    body: PaymentOrderBody,
    reply: PaymentOrderReply,
    summary: "Start an online payment for the caller's cart; returns the pay page link",
  },
  'payment/order/validate': {
    methods: post,
    access: 'user',
    body: PaymentValidateBody,
    reply: PaymentValidateReply,
    summary: 'Ask the gateway how a payment went; places the order at most once',
  },
  'payment/webhook': {
    methods: post,
    access: 'none',
    body: PaymentWebhookBody,
    reply: StatusReply,
    addition: true,
    summary: "The gateway's callback, checked with the gateway's credentials",
  },
});
