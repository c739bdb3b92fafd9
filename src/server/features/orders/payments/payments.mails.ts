import { formatPaise } from '#shared/rules/money.ts';
import type { AppDeps } from '../../../deps.ts';
import { mailBrand } from '../../../adapters/mail/create-mailer.ts';
import { sendMail } from '../../../adapters/mail/outbox.ts';
import { escapeHtml, firstName, layout, textFooter } from '../../../adapters/mail/templates.ts';
import type { Payment } from '../../../db/schema.ts';
import { customerOf } from '../placement/write-order.ts';

/**
 * A paid payment that could not become an order: the customer and the shop are told, once per
 * payment (dedupe keys: the reconciliation job and a browser return may both start the refund).
 */
export async function sendRefundMails(
  deps: Pick<AppDeps, 'db' | 'config' | 'mailer' | 'log' | 'clock'>,
  payment: Payment,
) {
  const { db, config } = deps;
  const customer = await customerOf(db, payment.userId);
  const brand = mailBrand(config);
  const amount = formatPaise(payment.amountPaise);
  const why = payment.note || 'The order could not be completed.';
  const subject = `Your ${brand.shopName} payment of ${amount} is refunded`;
  const body = `Your payment ${payment.merchantOrderRef} of ${amount} went through, but we could not complete the order: the pieces you chose sold out before the payment finished. We have started a full refund; it reaches your account in 5–7 working days. Your cart is as you left it.`;
  const messages = [
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
      dedupeKey: `payment-refunded:${payment.merchantOrderRef}`,
    },
    {
      to: config.SHOP_EMAIL,
      subject: `Refund started: ${payment.merchantOrderRef} (${amount})`,
      text: `${why}\nCustomer: ${customer.name} <${customer.email}>\nRefund id: ${payment.refundRef ?? ''}\n`,
      replyTo: customer.email,
      kind: 'payment-refunded-shop',
      dedupeKey: `payment-refunded-shop:${payment.merchantOrderRef}`,
    },
  ];
  await sendMail(deps, messages);
}
