import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { HandoverBody, MoveOrdersBody } from '#shared/contract/order-steps.ts';
import { stepFits, type BulkStep } from '#shared/rules/order-steps.ts';
import type { DeliveryMethod } from '#shared/rules/delivery.ts';
import { api } from '#web/lib/api/api-client.ts';
import { adminKeys } from '#web/lib/api/query-keys.ts';

/** An order as the step calls need it: its id, the version the page shows, how it goes. */
export interface SteppableOrder {
  order_id: number;
  /** The number the student reads, by which the admin's screens name the order. */
  orderNumber?: string;
  version?: number;
  deliveryMethod: DeliveryMethod;
  /** A pickup or hostel order: handing it over needs the student's code or a reason. */
  hasHandoverCode?: boolean;
}

/** What bulk "Delivered" sends for one order: the code typed, or else the reason. */
export interface OrderHandover {
  handoverCode?: string;
  reason?: string;
}

/** The orders with the version the page saw (1 when a reply from before versions had none). */
const seen = (orders: readonly SteppableOrder[]) =>
  orders.map((o) => ({ order_id: o.order_id, version: o.version ?? 1 }));

/**
 * admin/orders/step (docs/product.md#order-steps). Whatever the answer, every admin view
 * refreshes: after a refusal it shows the latest state the server named.
 */
export function useMoveOrders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      step,
      orders,
      handovers,
    }: {
      step: BulkStep | 'delivered';
      orders: readonly SteppableOrder[];
      /** `delivered` only: each pickup or hostel order's code or reason, by order id. */
      handovers?: ReadonlyMap<number, OrderHandover>;
    }) =>
      api('admin/orders/step', {
        body: {
          step,
          orders: seen(orders).map((o) => {
            const h = handovers?.get(o.order_id);
            if (!h) return o;
            return h.handoverCode
              ? { ...o, handoverCode: h.handoverCode, reason: '' }
              : { ...o, reason: h.reason ?? '' };
          }),
        } satisfies z.input<typeof MoveOrdersBody>,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** admin/orders/handover: the whole order with one handover code (or a reason). */
export function useHandOver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { order: SteppableOrder; handoverCode?: string; reason?: string }) =>
      api('admin/orders/handover', {
        body: {
          ...seen([body.order])[0]!,
          ...(body.handoverCode ? { handoverCode: body.handoverCode } : {}),
          reason: body.reason ?? '',
        } satisfies Partial<HandoverBody>,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** The bulk steps that fit every one of these orders (ready for pickup only for pickup ones). */
export function stepsForAll(orders: readonly SteppableOrder[]): BulkStep[] {
  const steps: BulkStep[] = ['packed', 'ready_for_pickup', 'out_for_delivery'];
  return steps.filter(
    (s) => orders.length > 0 && orders.every((o) => stepFits(s, o.deliveryMethod)),
  );
}
