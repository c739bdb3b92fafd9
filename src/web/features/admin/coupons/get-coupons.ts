import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateCouponBody } from '#shared/contract/coupons.ts';
import { api } from '#web/lib/api/api-client.ts';
import { adminKeys } from '#web/lib/api/query-keys.ts';

/** admin/coupons: every code, newest first, with its uses so far. */
export const couponsQuery = () => ({
  queryKey: adminKeys.coupons(),
  queryFn: ({ signal }: { signal: AbortSignal }) => api('admin/coupons', { body: {}, signal }),
});

export const useCoupons = () => useQuery(couponsQuery());

/** admin/coupons/create; the list shows the new code. */
export function useCreateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCouponBody) => api('admin/coupons/create', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.coupons() }),
  });
}

/** admin/coupons/active: switch a code off (or on again). */
export function useSetCouponActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: number; active: boolean }) => api('admin/coupons/active', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.coupons() }),
  });
}
