import type { SandboxOrder, SandboxRefund, SandboxStore } from './sandbox-store.ts';

/**
 * The sandbox's payments and refunds as PhonePe reports them: a pending outcome or refund
 * settles once its time has come, checked on every read (no timer has to run for it).
 */
export function sandboxBooks(store: SandboxStore, now: () => number) {
  const { save } = store;

  function settle(order: SandboxOrder) {
    if (order.state === 'PENDING' && order.settlesTo && (order.settleAt ?? 0) <= now()) {
      order.state = order.settlesTo;
      delete order.settlesTo;
      void save();
    }
    if (order.state === 'PENDING' && !order.settlesTo && order.expireAt <= now()) {
      order.state = 'FAILED';
      void save();
    }
    return order;
  }

  function settleRefund(refund: SandboxRefund) {
    if (refund.state === 'PENDING' && refund.settlesTo && (refund.settleAt ?? 0) <= now()) {
      refund.state = refund.settlesTo;
      delete refund.settlesTo;
      void save();
    }
    return refund;
  }

  /** The order status reply (and the payment webhook's payload). */
  const statusBody = (order: SandboxOrder) => ({
    orderId: order.gatewayOrderId,
    state: order.state,
    amount: order.amount,
    expireAt: order.expireAt,
    paymentDetails: order.transactionId
      ? [
          {
            paymentMode: order.paymentMode ?? 'UPI_INTENT',
            transactionId: order.transactionId,
            timestamp: now(),
            amount: order.amount,
            state: order.state,
          },
        ]
      : [],
  });

  /** The refund reply (and the refund webhook's payload). */
  const refundBody = (refund: SandboxRefund) => ({
    merchantRefundId: refund.merchantRefundId,
    originalMerchantOrderId: refund.merchantOrderId,
    refundId: `OMR${refund.merchantRefundId}`,
    amount: refund.amount,
    state: refund.state,
  });

  return { settle, settleRefund, statusBody, refundBody };
}
export type SandboxBooks = ReturnType<typeof sandboxBooks>;
