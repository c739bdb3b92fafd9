import { lockOrders } from '../steps/order-steps.queries.ts';
import { afterCancel, applyCancel, type CancelDeps } from './apply-cancel.service.ts';

/**
 * A drop that did not reach its print minimum (docs/product.md#print-minimums): the drops' close
 * job asks for each order with a pre-order of it. Under the order's lock, its items of the drop
 * not cancelled yet are cancelled by the shop with `reason`, as an admin's cancel is (a credit
 * note, the pieces back, the student's mail with the reason, an online order's money asked back
 * in full, `cancel:item:{id}`); after the commit the refunds go to the sandbox or the gateway.
 * Asked again (a retried round, a restart) it finds them cancelled and changes nothing; a refund
 * not sent before a crash is sent by the payments' reconciliation. Answers the items cancelled.
 */
export async function cancelDropPreOrders(
  deps: CancelDeps,
  orderId: number,
  change: { dropId: number; reason: string; at: Date },
): Promise<number> {
  const applied = await deps.db.transaction(async (tx) => {
    const [locked] = await lockOrders(tx, [orderId]);
    if (!locked) return undefined;
    const targets = locked.items.filter(
      (i) => i.dropId === change.dropId && i.step !== 'cancelled' && i.step !== 'delivered',
    );
    if (targets.length === 0) return undefined;
    return applyCancel(
      tx,
      deps,
      locked,
      targets,
      { userId: null, role: 'admin', reason: change.reason },
      change.at,
    );
  });
  if (!applied) return 0;
  await afterCancel(deps, applied);
  return applied.items.length;
}
