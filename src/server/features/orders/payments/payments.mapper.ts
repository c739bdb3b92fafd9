import type { PaymentValidateReply } from '#shared/contract/payment-return.ts';
import { DomainError } from '../../../lib/domain-error.ts';
import type { Finalised } from './finalise-payment.ts';
import { refundedMessage } from './refund-wording.ts';

/**
 * payment/order/validate's reply: PAYMENT_SUCCESS the first time, `orderAlreadyPlaced` after,
 * PAYMENT_PENDING while the gateway has no outcome; a failed or refunded payment is a failure.
 */
export function toValidateReply(result: Finalised): PaymentValidateReply {
  switch (result.outcome) {
    case 'placed':
      return {
        status: 200,
        code: 'PAYMENT_SUCCESS',
        message: 'Your order is placed successfully',
        order_id: result.orderId,
      };
    case 'already':
      return { status: 200, message: 'orderAlreadyPlaced', order_id: result.orderId };
    case 'pending':
      return {
        status: 200,
        code: 'PAYMENT_PENDING',
        message: 'Your bank has not confirmed the payment yet. This page checks again by itself.',
      };
    case 'failed':
      throw new DomainError(
        'PAYMENT_ERROR',
        'The payment did not go through and nothing was charged. Your cart is as you left it: you can try again.',
      );
    case 'refunded':
      throw new DomainError('PAYMENT_ERROR', refundedMessage(result.payment, result.refund));
  }
}
