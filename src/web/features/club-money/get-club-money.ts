import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RecordPayoutBody } from '#shared/contract/club-money.ts';
import { api } from '#web/lib/api/api-client.ts';

/** A club's money as its managers and the admin read it (docs/product.md#a-clubs-money). */

const keys = {
  all: ['club-money'] as const,
  statement: (slug: string, month: string | undefined) =>
    ['club-money', slug, 'statement', month ?? 'now'] as const,
  sales: (slug: string, month: string | undefined) =>
    ['club-money', slug, 'sales', month ?? 'now'] as const,
  payouts: (slug: string) => ['club-money', slug, 'payouts'] as const,
  admin: (month: string | undefined) => ['club-money', 'admin', month ?? 'now'] as const,
};

/** clubs/{slug}/statement: the month's statement (the current month when none). */
export const statementQuery = (slug: string, month?: string) => ({
  queryKey: keys.statement(slug, month),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api('clubs/:slug/statement', { params: { slug }, body: month ? { month } : {}, signal }),
});
export const useStatement = (slug: string, month?: string) => useQuery(statementQuery(slug, month));

/** clubs/{slug}/sales: the month's items sold and refunded. */
export const salesQuery = (slug: string, month?: string) => ({
  queryKey: keys.sales(slug, month),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api('clubs/:slug/sales', { params: { slug }, body: month ? { month } : {}, signal }),
});
export const useSales = (slug: string, month?: string) => useQuery(salesQuery(slug, month));

/** clubs/{slug}/payouts: every payout, newest first, and the balance. */
export const payoutsQuery = (slug: string) => ({
  queryKey: keys.payouts(slug),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api('clubs/:slug/payouts', { params: { slug }, body: {}, signal }),
});
export const usePayouts = (slug: string) => useQuery(payoutsQuery(slug));

/** admin/club-statements: every club's statement for the month. */
export const adminStatementsQuery = (month?: string) => ({
  queryKey: keys.admin(month),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api('admin/club-statements', { body: month ? { month } : {}, signal }),
});
export const useAdminStatements = (month?: string) => useQuery(adminStatementsQuery(month));

/** admin/clubs/{slug}/payouts/record; every statement and balance is read again. */
export function useRecordPayout(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RecordPayoutBody) =>
      api('admin/clubs/:slug/payouts/record', { params: { slug }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}
