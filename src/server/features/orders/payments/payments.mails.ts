import { formatPaise } from '#shared/rules/money.ts';
import type { AppDeps } from '../../../deps.ts';
import { mailBrand } from '../../../adapters/mail/create-mailer.ts';
import { sendMail } from '../../../adapters/mail/outbox.ts';
import { escapeHtml, firstName, layout, textFooter } from '../../../adapters/mail/templates.ts';
import type { Payment, Refund } from '../../../db/schema/index.ts';
import { DomainError } from '../../../lib/domain-error.ts';
import { refundMailFacts } from './payments.queries.ts';
import { REFUND_TIME, unplacedReason } from './refund-wording.ts';

/**
 * A refund the gateway took: the student and the shop are told once per refund (dedupe keys: the
 * reconciliation job and a browser return may both send it), in the same words as the payment page.
 */
export async function sendRefundMails(
  deps: Pick<AppDeps, 'db' | 'config' | 'mailer' | 'log' | 'clock'>,
  payment: Payment,
  refund: Refund,
) {
  const { db, config } = deps;
  const customer = await refundMailFacts(db, payment.userId, payment.orderId);
  if (!customer) throw new DomainError('SESSION_EXPIRED');
  const brand = mailBrand(config);
  const amount = formatPaise(refund.amountPaise);
  const unplaced = refund.key === 'unplaced';
  const orderNumber = unplaced ? '' : customer.orderNumber;
  const why = unplaced
    ? unplacedReason(payment, refund)
    : `A refund for your order ${orderNumber || payment.merchantOrderRef} was started${refund.note ? `: ${refund.note}` : '.'}`;
  const subject = `Your ${brand.shopName} refund of ${amount} has started`;
  const body = `${why} We have started a refund of ${amount} to the account you paid from; it reaches it in ${REFUND_TIME}.${unplaced ? ' Your cart is as you left it.' : ''}`;
  // A cancel's own mail already told the student this refund started, in the same words.
  const toStudent = refund.reason !== 'cancelled';
  const messages = [
    ...(toStudent
      ? [
          {
            to: customer.email,
            subject,
            text: `Hi ${firstName(customer.name)},\n\n${body}\n${textFooter(brand)}`,
            html: layout(
              brand,
              subject,
              `<p>Hi ${escapeHtml(firstName(customer.name))},</p><p>${escapeHtml(body)}</p>`,
            ),
            kind: 'payment-refunded',
            dedupeKey: `payment-refunded:${refund.merchantRefundId}`,
          },
        ]
      : []),
    {
      to: config.SHOP_EMAIL,
      subject: `Refund started: ${orderNumber ? `order ${orderNumber}, ` : ''}${payment.merchantOrderRef} (${amount})`,
      text: `${why}\nRefunded: ${amount}\nCustomer: ${customer.name} <${customer.email}>\nRefund id: ${refund.merchantRefundId}\n`,
      replyTo: customer.email,
      kind: 'payment-refunded-shop',
      dedupeKey: `payment-refunded-shop:${refund.merchantRefundId}`,
    },
  ];
  await sendMail(deps, messages);
}
