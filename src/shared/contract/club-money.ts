import { z } from 'zod';
import { API_PREFIX } from './endpoint.ts';
import { Ok, numberLike } from './common.ts';
import {
  PAYOUT_NOTE_MAX,
  PAYOUT_REFERENCE_PATTERN,
  STATEMENT_MONTH_PATTERN,
} from '../rules/club-money.ts';

/**
 * A club's money (docs/product.md#a-clubs-money): its statements, sales and payouts as its
 * managers and the admin read them, and the admin's payout. All additions; amounts in rupees.
 */

export const ClubSlugParams = z.object({ slug: z.string().trim().toLowerCase().max(80) });

const Month = z
  .string()
  .trim()
  .regex(STATEMENT_MONTH_PATTERN, { error: 'Choose a month (yyyy-mm)' });

/** Which month; none: the current month in India. */
export const StatementBody = z.object({ month: Month.nullish().transform((v) => v ?? undefined) });
export type StatementBody = z.infer<typeof StatementBody>;

export const ClubStatement = z.object({
  month: z.string(),
  /** The balance at the month's start (negative: the club owes the shop). */
  broughtForward: z.number(),
  /** `items`: pieces sold; for refunds, pieces cancelled (a damaged item's refund takes money only). */
  sales: z.object({ items: z.number(), charged: z.number(), share: z.number() }),
  refunds: z.object({ items: z.number(), amount: z.number(), share: z.number() }),
  netShare: z.number(),
  payouts: z.number(),
  carriedForward: z.number(),
});
export type ClubStatement = z.infer<typeof ClubStatement>;

export const ClubPayout = z.object({
  id: z.number(),
  amount: z.number(),
  paidOn: z.string(),
  channel: z.enum(['upi', 'neft']),
  reference: z.string(),
  note: z.string(),
  aboveBalance: z.boolean(),
  recorded: z.number(),
});
export type ClubPayout = z.infer<typeof ClubPayout>;

export const ClubMoneyHeader = z.object({
  slug: z.string(),
  name: z.string(),
  /** The club's share now, in percent (a sale keeps the rate it was recorded at). */
  sharePercent: z.number(),
});

export const StatementReply = z.object({
  status: Ok,
  club: ClubMoneyHeader,
  /** Months with a statement, newest first (the current one always). */
  months: z.array(z.string()),
  statement: ClubStatement,
  /** The month's payouts. */
  payouts: z.array(ClubPayout),
  /** The balance now. */
  balance: z.number(),
});
export type StatementReply = z.infer<typeof StatementReply>;

export const LedgerEntry = z.object({
  id: z.number(),
  kind: z.enum(['sale', 'reversal']),
  /** A reversal's cause: cancelled or damaged. */
  cause: z.string().nullable(),
  recorded: z.number(),
  orderNumber: z.string(),
  product: z.string(),
  size: z.string(),
  /** Pieces sold or cancelled (0: a damaged item's refund). */
  quantity: z.number(),
  /** Charged (a sale) or refunded (a reversal). */
  amount: z.number(),
  sharePercent: z.number(),
  share: z.number(),
});
export type LedgerEntry = z.infer<typeof LedgerEntry>;

export const SalesReply = z.object({
  status: Ok,
  club: ClubMoneyHeader,
  months: z.array(z.string()),
  month: z.string(),
  entries: z.array(LedgerEntry),
});
export type SalesReply = z.infer<typeof SalesReply>;

export const PayoutsReply = z.object({
  status: Ok,
  club: ClubMoneyHeader,
  balance: z.number(),
  payouts: z.array(ClubPayout),
});
export type PayoutsReply = z.infer<typeof PayoutsReply>;

export const AdminStatementsReply = z.object({
  status: Ok,
  month: z.string(),
  months: z.array(z.string()),
  clubs: z.array(
    z.object({ club: ClubMoneyHeader, statement: ClubStatement, balance: z.number() }),
  ),
});
export type AdminStatementsReply = z.infer<typeof AdminStatementsReply>;

export const RecordPayoutBody = z.object({
  amount: numberLike('Enter the amount paid in rupees')
    .refine((n) => n > 0, { error: 'A payout is more than ₹0' })
    .refine(
      (n) =>
        Number.isInteger(Math.round(n * 100)) && Math.abs(n * 100 - Math.round(n * 100)) < 1e-6,
      {
        error: 'Enter rupees with at most two decimals',
      },
    )
    .refine((n) => n <= 10_000_000, { error: 'A payout is at most ₹1,00,00,000' }),
  paidOn: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Enter the day it was paid' }),
  channel: z.enum(['upi', 'neft'], { error: 'Choose UPI or NEFT' }),
  reference: z
    .string({ error: 'Enter the UPI or NEFT reference' })
    .trim()
    .regex(PAYOUT_REFERENCE_PATTERN, {
      error: 'Enter the UPI or NEFT reference: 4–40 letters, digits, -, / or _',
    }),
  note: z
    .string()
    .trim()
    .max(PAYOUT_NOTE_MAX, { error: 'The note is too long' })
    .nullish()
    .transform((v) => v ?? ''),
  /** The admin confirmed paying more than the balance. */
  aboveBalance: z
    .boolean()
    .nullish()
    .transform((v) => v ?? false),
});
export type RecordPayoutBody = z.input<typeof RecordPayoutBody>;
export type RecordPayoutInput = z.output<typeof RecordPayoutBody>;

export const RecordPayoutReply = z.object({
  status: Ok,
  message: z.string(),
  payout: ClubPayout,
  balance: z.number(),
});
export type RecordPayoutReply = z.infer<typeof RecordPayoutReply>;

/** A month's statement as a download (not JSON): GET with the bearer token. */
export const CLUB_STATEMENT_PDF_ROUTE = `${API_PREFIX}/clubs/:slug/statements/:month.pdf`;
export const CLUB_STATEMENT_CSV_ROUTE = `${API_PREFIX}/clubs/:slug/statements/:month.csv`;
export const clubStatementPath = (slug: string, month: string, kind: 'pdf' | 'csv') =>
  `${API_PREFIX}/clubs/${encodeURIComponent(slug)}/statements/${month}.${kind}`;
