import { and, eq, sql } from 'drizzle-orm';
import type { RemedyBody } from '#shared/contract/item-remedies.ts';
import { formatPaise, rupeesToPaise } from '#shared/rules/money.ts';
import { mailBrand } from '../../../adapters/mail/create-mailer.ts';
import { enqueueMail, sendSoon } from '../../../adapters/mail/outbox.ts';
import type { Tx } from '../../../db/client.ts';
import {
  itemRemedies,
  payments,
  productSizes,
  type ItemRemedy,
  type OrderItemRow,
  type OrderRow,
  type Refund,
} from '../../../db/schema/index.ts';
import type { AppDeps } from '../../../deps.ts';
import type { Caller } from '../../../lib/caller.ts';
import { DomainError } from '../../../lib/domain-error.ts';
import { itemLeftPaise } from '../changes/item-money.ts';
import { counterFor, openPrintRun } from '../../drops/index.ts';
import { helpReference } from '../help/help.mapper.ts';
import { lockedPayment, requestRefund, sendRefund } from '../payments/refund-payment.ts';
import { lockOrders } from '../steps/order-steps.queries.ts';
import { payoutAskedMail, replacementMail, type RemedyMailInput } from './remedies.mails.ts';
import { damagedRefundOfItem, helpRequestOf, remedyOf } from './remedies.queries.ts';

/**
 * The admin's remedy for a wrong or damaged item of a help request
 * (docs/product.md#wrong-or-damaged-items). One transaction under the order's lock (and, for an
 * online refund, the payment's, as every decision about its money takes): the request's item is
 * checked, an earlier remedy for it is found again (a double click acts once), and the refund,
 * payout or replacement is written with the student's mail. An online refund goes to the gateway
 * after the commit.
 */
export type RemedyDeps = Pick<
  AppDeps,
  'db' | 'config' | 'mailer' | 'log' | 'clock' | 'payments' | 'catalog'
>;

export interface Decided {
  remedyId: number;
  alreadyRecorded: boolean;
  message: string;
}

const KIND_WORDS = { refund: 'a refund', payout: 'a payout', replacement: 'a replacement' };

export async function decideRemedy(
  deps: RemedyDeps,
  caller: Caller,
  input: RemedyBody,
): Promise<Decided> {
  const now = deps.clock();
  const outcome = await deps.db.transaction(async (tx) => {
    const help = await helpRequestOf(tx, input.id);
    if (!help || help.orderId === null) {
      throw new DomainError('NOT_FOUND', 'This help request does not exist or has no order.');
    }
    if (help.issue !== 'wrong_or_damaged') {
      throw new DomainError(
        'CONFLICT',
        'Refunds and replacements here are for requests about a wrong or damaged item.',
      );
    }
    const [locked] = await lockOrders(tx, [help.orderId]);
    const item = locked?.items.find((i) => i.id === input.orderItem_id);
    const named = help.orderItemIds.length === 0 || help.orderItemIds.includes(input.orderItem_id);
    if (!locked || !item || !named) {
      throw new DomainError('ORDER_NOT_FOUND', 'This item is not one this request is about.');
    }
    if (item.step === 'cancelled') {
      throw new DomainError(
        'CONFLICT',
        'This item was cancelled: there is nothing to refund or replace.',
      );
    }
    const earlier = await remedyOf(tx, help.id, item.id);
    if (earlier) {
      const same =
        input.remedy === 'replacement'
          ? earlier.kind === 'replacement'
          : earlier.kind !== 'replacement';
      if (!same) {
        throw new DomainError(
          'CONFLICT',
          `This request already gave ${KIND_WORDS[earlier.kind]} for this item.`,
        );
      }
      return {
        remedy: earlier,
        refund: undefined,
        mailIds: [],
        alreadyRecorded: true,
        message: `Already recorded: ${KIND_WORDS[earlier.kind]} for this item. Nothing changed.`,
      };
    }
    const mail: RemedyMailInput = {
      remedyId: 0,
      reference: helpReference(help.id),
      orderNumber: locked.order.orderNumber,
      productName: item.productName,
      student: { name: locked.order.customerName, email: locked.order.customerEmail },
    };
    const write = {
      tx,
      deps,
      caller,
      now,
      order: locked.order,
      item,
      helpId: help.id,
      input,
      mail,
    };
    return input.remedy === 'replacement' ? sendReplacement(write) : giveMoneyBack(write);
  });
  if (outcome.refund) await sendRefund(deps, outcome.refund);
  await sendSoon(deps, outcome.mailIds);
  if (outcome.remedy.kind === 'replacement' && !outcome.alreadyRecorded) deps.catalog.stockMoved();
  return {
    remedyId: outcome.remedy.id,
    alreadyRecorded: outcome.alreadyRecorded,
    message: outcome.message,
  };
}

interface Write {
  tx: Tx;
  deps: RemedyDeps;
  caller: Caller;
  now: Date;
  order: OrderRow;
  item: OrderItemRow;
  helpId: number;
  input: RemedyBody;
  mail: RemedyMailInput;
}

interface Outcome {
  remedy: ItemRemedy;
  refund: Refund | undefined;
  mailIds: number[];
  alreadyRecorded: boolean;
  message: string;
}

async function insertRemedy(tx: Tx, values: typeof itemRemedies.$inferInsert) {
  const [row] = await tx.insert(itemRemedies).values(values).returning();
  return row!;
}

/**
 * A refund (online order: through the gateway, key `damaged:item:{id}`) or a payout (cash order:
 * by UPI, once the student gives their id), of at most what is left of the item.
 */
async function giveMoneyBack(w: Write): Promise<Outcome> {
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
  const base = {
    helpRequestId: w.helpId,
    orderItemId: item.id,
    amountPaise,
    note: w.input.note,
    createdBy: w.caller.userId,
    createdAt: w.now,
  };
  if (order.paymentMethod === 'online') {
    const [paid] = await tx
      .select({ ref: payments.merchantOrderRef })
      .from(payments)
      .where(eq(payments.orderId, order.id));
    const payment = paid ? await lockedPayment(tx, paid.ref) : undefined;
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

/**
 * One new piece of the same product, in the size the admin picked: taken from stock now, or, for
 * a pre-order whose drop is not sent to print yet, printed with the drop's run (its print sheet
 * counts it; such a product has no stock to take from, docs/product.md#drops).
 */
async function sendReplacement(w: Write): Promise<Outcome> {
  const { tx, item } = w;
  const size = w.input.size ?? item.size;
  if (item.productId === null) {
    throw new DomainError('OUT_OF_STOCK', `${item.productName} is no longer in the shop.`);
  }
  const run = await openPrintRun(tx, item.dropId);
  // The size must be one the drop prints (a size-capped drop sells only the sizes it caps).
  if (run) {
    try {
      counterFor(run, item.productId, size, item.productName);
    } catch {
      throw new DomainError(
        'SIZE_UNAVAILABLE',
        `${run.drop.name} does not print ${item.productName} in size ${size}. Choose another size.`,
      );
    }
  }
  const remedy = await insertRemedy(tx, {
    helpRequestId: w.helpId,
    orderItemId: item.id,
    kind: 'replacement',
    state: 'sent',
    productId: item.productId,
    size,
    note: w.input.note,
    createdBy: w.caller.userId,
    createdAt: w.now,
    dropId: run?.drop.id ?? null,
  });
  const mailIds = await enqueueMail(
    tx,
    [
      replacementMail(
        mailBrand(w.deps.config),
        { ...w.mail, remedyId: remedy.id },
        size,
        run && { dropName: run.drop.name, readyBy: run.drop.readyBy },
      ),
    ],
    w.now,
  );
  if (run) {
    return {
      remedy,
      refund: undefined,
      mailIds,
      alreadyRecorded: false,
      message: `Replacement in size ${size} added to ${run.drop.name}'s print run (a pre-order: printed with the drop, not taken from stock). The student gets an e-mail.`,
    };
  }
  // Last, as every taking of stock is (../stock.ts): the size's row is locked until the commit.
  const taken = await tx
    .update(productSizes)
    .set({ quantity: sql`${productSizes.quantity} - 1` })
    .where(
      and(
        eq(productSizes.productId, item.productId),
        eq(productSizes.size, size),
        sql`${productSizes.quantity} >= 1`,
      ),
    )
    .returning({ id: productSizes.id });
  if (taken.length === 0) {
    throw new DomainError(
      'OUT_OF_STOCK',
      `No ${item.productName} in size ${size} is left to send. Choose another size, or refund it instead.`,
    );
  }
  return {
    remedy,
    refund: undefined,
    mailIds,
    alreadyRecorded: false,
    message: `Replacement in size ${size} taken from stock. The student gets an e-mail.`,
  };
}
