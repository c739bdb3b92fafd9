import { formatPaise, rupeesToPaise } from '#shared/rules/money.ts';
import { mailBrand } from '../../../adapters/mail/create-mailer.ts';
import { enqueueMail } from '../../../adapters/mail/outbox.ts';
import { DomainError } from '../../../lib/domain-error.ts';
import { reverseClubShare } from '../../clubs/index.ts';
import { itemLeftPaise } from '../changes/item-money.ts';
import { helpReference } from '../help/help.mapper.ts';
import { lockedPayment, requestRefund } from '../payments/refund-payment.ts';
import type { RemedyOutcome, RemedyWrite } from './remedy-decision.ts';
import { payoutAskedMail } from './remedies.mails.ts';
import { damagedRefundOfItem, insertRemedy, paymentRefOfOrder } from './remedies.queries.ts';

/**
 * A refund (online order: through the gateway, key `damaged:item:{id}`) or a payout (cash order:
 * by UPI, once the student gives their id), of at most what is left of the item. Runs in the
 * decision's transaction, under the order's lock and, for a refund, the payment's.
 */
export async function giveMoneyBack(w: RemedyWrite): Promise<RemedyOutcome> {
  const { tx, item, order } = w;
  const amountPaise = rupeesToPaise(w.input.amount ?? 0);
  const other = await damagedRefundOfItem(tx, item.id);
  if (other) {
    throw new DomainError(
      'CONFLICT',
      `This item was already refunded for its request ${helpReference(other.helpRequestId)}.`,
    );
  }
  const left = await itemLeftPaise(tx, item);
  if (amountPaise > left) {
    throw new DomainError(
      'REFUND_TOO_LARGE',
      `Only ${formatPaise(left)} of this item can still be refunded.`,
    );
  }
  // A club's item: the share of the refunded paise is taken back in the ledger (ADR 023).
  await reverseClubShare(tx, { orderItemId: item.id, amountPaise, cause: 'damaged', at: w.now });
  const base = {
    helpRequestId: w.helpId,
    orderItemId: item.id,
    amountPaise,
    note: w.input.note,
    createdBy: w.caller.userId,
    createdAt: w.now,
  };
  if (order.paymentMethod === 'online') {
    const ref = await paymentRefOfOrder(tx, order.id);
    const payment = ref !== undefined ? await lockedPayment(tx, ref) : undefined;
    if (!payment) throw new DomainError('PAYMENT_NOT_FOUND', 'This order has no online payment.');
    const refund = await requestRefund(
      tx,
      payment,
      {
        key: `damaged:item:${item.id}`,
        amountPaise,
        reason: 'damaged',
        orderItemId: item.id,
        requestedBy: w.caller.userId,
        note: `for your ${item.productName} (size ${item.size}), request ${w.mail.reference}`,
      },
      w.now,
    );
    const remedy = await insertRemedy(tx, { ...base, kind: 'refund', refundId: refund.id });
    return {
      remedy,
      refund,
      mailIds: [],
      alreadyRecorded: false,
      message: `Refund of ${formatPaise(amountPaise)} started. The student gets an e-mail.`,
    };
  }
  const remedy = await insertRemedy(tx, { ...base, kind: 'payout', state: 'requested' });
  const mailIds = await enqueueMail(
    tx,
    [payoutAskedMail(mailBrand(w.deps.config), { ...w.mail, remedyId: remedy.id }, amountPaise)],
    w.now,
  );
  return {
    remedy,
    refund: undefined,
    mailIds,
    alreadyRecorded: false,
    message: `Payout of ${formatPaise(amountPaise)} recorded. The student is asked for their UPI id; then it shows under Payouts to make.`,
  };
}
