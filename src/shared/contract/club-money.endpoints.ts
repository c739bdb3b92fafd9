import { defineEndpoints } from './endpoint.ts';
import { EmptyBody } from './common.ts';
import {
  AdminStatementsReply,
  ClubSlugParams,
  PayoutsReply,
  RecordPayoutBody,
  RecordPayoutReply,
  SalesReply,
  StatementBody,
  StatementReply,
} from './club-money.ts';

const post = ['POST'] as const;

/**
 * A club's money (docs/product.md#a-clubs-money). Club calls are `user` calls checked by
 * `clubForManager` (a club the caller does not manage is 404 CLUB_NOT_FOUND); the admin's are
 * `admin`. Paths are relative to /api/v1.
 */
export const clubMoneyEndpoints = defineEndpoints({
  'clubs/:slug/statement': {
    methods: post,
    access: 'user',
    params: ClubSlugParams,
    body: StatementBody,
    reply: StatementReply,
    addition: true,
    summary:
      "A club's statement for a month (Indian time): sales, refunds, share, payouts, balance",
  },
  'clubs/:slug/sales': {
    methods: post,
    access: 'user',
    params: ClubSlugParams,
    body: StatementBody,
    reply: SalesReply,
    addition: true,
    summary: "A club's items sold and refunded in a month, each with its share",
  },
  'clubs/:slug/payouts': {
    methods: post,
    access: 'user',
    params: ClubSlugParams,
    body: EmptyBody,
    reply: PayoutsReply,
    addition: true,
    summary: "A club's payouts, newest first, and its balance",
  },
  'admin/club-statements': {
    methods: post,
    access: 'admin',
    body: StatementBody,
    reply: AdminStatementsReply,
    addition: true,
    summary: "Every club's statement for a month, and its balance",
  },
  'admin/clubs/:slug/payouts/record': {
    methods: post,
    access: 'admin',
    params: ClubSlugParams,
    body: RecordPayoutBody,
    reply: RecordPayoutReply,
    addition: true,
    summary: 'Record a payout to a club (amount, day, UPI/NEFT reference); the managers are mailed',
  },
});
