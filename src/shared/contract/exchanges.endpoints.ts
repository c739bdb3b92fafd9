import { defineEndpoints } from './endpoint.ts';
import {
  AdminExchangesBody,
  AdminExchangesReply,
  ExchangeActReply,
  ExchangeAskBody,
  ExchangeAskReply,
  ExchangeDecideBody,
  ExchangeSwapBody,
} from './exchanges.ts';

const post = ['POST'] as const;

/** Size exchanges (docs/product.md#size-exchange). Paths are relative to /api/v1. */
export const exchangeEndpoints = defineEndpoints({
  'orders/exchange': {
    methods: post,
    access: 'user',
    body: ExchangeAskBody,
    reply: ExchangeAskReply,
    addition: true,
    summary:
      'Ask to swap a delivered item for another size in stock, within the exchange window; the new size is set aside at once',
  },
  'admin/exchanges': {
    methods: post,
    access: 'admin',
    body: AdminExchangesBody,
    reply: AdminExchangesReply,
    addition: true,
    summary:
      "One order's exchange requests, or every request still to act on, oldest first (admin)",
  },
  'admin/exchange/decide': {
    methods: post,
    access: 'admin',
    body: ExchangeDecideBody,
    reply: ExchangeActReply,
    addition: true,
    summary:
      'Approve an exchange request, or decline it with a reason (its size goes back to stock); the student is mailed (admin)',
  },
  'admin/exchange/swap': {
    methods: post,
    access: 'admin',
    body: ExchangeSwapBody,
    reply: ExchangeActReply,
    addition: true,
    summary:
      'Complete an approved exchange with the handover code: the item takes the new size; the old piece back to stock or written off (admin)',
  },
});
