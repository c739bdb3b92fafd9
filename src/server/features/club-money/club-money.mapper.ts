import type { ClubPayout, ClubStatement, LedgerEntry } from '#shared/contract/club-money.ts';
import { statementTotals, type StatementSums } from '#shared/rules/club-money.ts';
import { paiseToRupees } from '#shared/rules/money.ts';
import type { ClubPayoutRow, ClubRow } from '../../db/schema/index.ts';
import type { LedgerEntryRow } from './club-money.queries.ts';

/** A club's money as the contract carries it (rupees; rates in percent). */

export const percentOf = (basisPoints: number) => basisPoints / 100;

export const toClubHeader = (club: ClubRow) => ({
  slug: club.slug,
  name: club.name,
  sharePercent: percentOf(club.shareBasisPoints),
});

export function toStatement(month: string, sums: StatementSums): ClubStatement {
  const { netSharePaise, carriedForward } = statementTotals(sums);
  return {
    month,
    broughtForward: paiseToRupees(sums.broughtForward),
    sales: {
      items: sums.sales.items,
      charged: paiseToRupees(sums.sales.chargedPaise),
      share: paiseToRupees(sums.sales.sharePaise),
    },
    refunds: {
      items: sums.refunds.items,
      amount: paiseToRupees(sums.refunds.amountPaise),
      share: paiseToRupees(sums.refunds.sharePaise),
    },
    netShare: paiseToRupees(netSharePaise),
    payouts: paiseToRupees(sums.payoutsPaise),
    carriedForward: paiseToRupees(carriedForward),
  };
}

export const toPayout = (row: ClubPayoutRow): ClubPayout => ({
  id: row.id,
  amount: paiseToRupees(row.amountPaise),
  paidOn: row.paidOn,
  channel: row.channel,
  reference: row.reference,
  note: row.note,
  aboveBalance: row.aboveBalance,
  recorded: row.createdAt.getTime(),
});

export const toLedgerEntry = (row: LedgerEntryRow): LedgerEntry => ({
  id: row.id,
  kind: row.kind,
  cause: row.cause,
  recorded: row.recordedAt.getTime(),
  orderNumber: row.orderNumber,
  product: row.product,
  size: row.size,
  quantity: row.quantity,
  amount: paiseToRupees(row.amountPaise),
  sharePercent: percentOf(row.shareBasisPoints),
  share: paiseToRupees(row.sharePaise),
});
