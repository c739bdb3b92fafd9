import type {
  HelpRemediesBody,
  HelpRemediesReply,
  ItemRemedy,
  OrderRemediesBody,
  PayoutEntry,
  PayoutPaidBody,
  PayoutUpiBody,
  ReplacementHandedOverBody,
} from '#shared/contract/item-remedies.ts';
import { paiseToRupees } from '#shared/rules/money.ts';
import { formatOrderDate } from '#shared/rules/orders.ts';
import { SIZES } from '#shared/rules/sizes.ts';
import { mailBrand } from '../../../adapters/mail/create-mailer.ts';
import { enqueueMail, sendSoon } from '../../../adapters/mail/outbox.ts';
import type { Db, Tx } from '../../../db/client.ts';
import type { AppDeps } from '../../../deps.ts';
import type { Caller } from '../../../lib/caller.ts';
import { DomainError } from '../../../lib/domain-error.ts';
import type { Outcome } from '../../../lib/replies.ts';
import { itemChargedPaise, itemLeftPaise } from '../changes/item-money.ts';
import { openPrintRun } from '../../drops/index.ts';
import { helpReference } from '../help/help.mapper.ts';
import { lockOrders } from '../steps/order-steps.queries.ts';
import { payoutPaidMail } from './remedies.mails.ts';
import { toPayoutEntry, toRemedyReply } from './remedies.mapper.ts';
import {
  helpRequestOf,
  itemsOfOrder,
  orderOwner,
  payoutRecords,
  recordPayoutPaid,
  recordReplacementHandedOver,
  remediesOfOrder,
  remedyById,
  setPayoutUpi,
  sizesOfProducts,
  type RemedyRecord,
} from './remedies.queries.ts';

/**
 * Following a wrong or damaged item's remedy (docs/product.md#wrong-or-damaged-items): the
 * student reads their order's remedies and gives the UPI id a payout goes to; the admin reads
 * them, marks payouts paid and replacements handed over. Every change locks the order first.
 */

type MailDeps = Pick<AppDeps, 'db' | 'config' | 'mailer' | 'log' | 'clock'>;

/** What the student reads: the admin's note and e-mail stay with the shop. */
const forStudent = (r: RemedyRecord): ItemRemedy => ({ ...toRemedyReply(r), note: '', doneBy: '' });

/** orders/remedies: the caller's order's remedies; another student's order is "not found". */
export async function myOrderRemedies(
  { db }: Pick<AppDeps, 'db'>,
  caller: Caller,
  { order_id }: OrderRemediesBody,
): Promise<ItemRemedy[]> {
  const order = await orderOwner(db, order_id);
  if (!order || order.userId !== caller.userId) throw new DomainError('ORDER_NOT_FOUND');
  return (await remediesOfOrder(db, order_id)).map(forStudent);
}

/** A remedy as the admin's pages show it (the reply of admin/help/remedy). */
export async function remedyReply({ db }: Pick<AppDeps, 'db'>, id: number): Promise<ItemRemedy> {
  const record = await remedyById(db, id);
  return toRemedyReply(record!);
}

/** admin/order/remedies. */
export async function orderRemedies(
  { db }: Pick<AppDeps, 'db'>,
  { order_id }: OrderRemediesBody,
): Promise<ItemRemedy[]> {
  return (await remediesOfOrder(db, order_id)).map(toRemedyReply);
}

/** A pre-order whose drop still prints: its replacement goes on that run (docs/product.md#drops). */
async function printedWith(db: Db, dropId: number | null) {
  const run = await openPrintRun(db, dropId);
  return run ? { printedWith: run.drop.name } : {};
}

/** admin/help/remedies: the request's items (all the order's when it names none) to decide on. */
export async function helpRemedies(
  { db }: Pick<AppDeps, 'db'>,
  { id }: HelpRemediesBody,
): Promise<Omit<HelpRemediesReply, 'status'>> {
  const help = await helpRequestOf(db, id);
  if (!help) throw new DomainError('NOT_FOUND', 'This help request does not exist.');
  if (help.orderId === null) {
    return { eligible: false, orderId: null, paymentMethod: '', items: [], remedies: [] };
  }
  const order = await orderOwner(db, help.orderId);
  const items = (await itemsOfOrder(db, help.orderId)).filter(
    (i) => help.orderItemIds.length === 0 || help.orderItemIds.includes(i.id),
  );
  const productIds = items.flatMap((i) => (i.productId === null ? [] : [i.productId]));
  const stock = await sizesOfProducts(db, productIds);
  const choices = await Promise.all(
    items.map(async (i) => ({
      orderItem_id: i.id,
      productName: i.productName,
      size: i.size,
      quantity: i.quantity,
      charged: paiseToRupees(itemChargedPaise(i)),
      left: paiseToRupees(await itemLeftPaise(db, i)),
      stock: SIZES.flatMap((size) => {
        const row = stock.find((s) => s.productId === i.productId && s.size === size);
        return row ? [{ size, quantity: row.quantity }] : [];
      }),
      ...(await printedWith(db, i.dropId)),
    })),
  );
  const remedies = (await remediesOfOrder(db, help.orderId)).filter(
    (r) => r.remedy.helpRequestId === help.id,
  );
  return {
    eligible: help.issue === 'wrong_or_damaged',
    orderId: help.orderId,
    paymentMethod: order?.paymentMethod ?? '',
    items: choices,
    remedies: remedies.map(toRemedyReply),
  };
}

/** admin/payouts: waiting first (oldest first), then the 30 latest paid. */
export async function payoutsToMake({ db }: Pick<AppDeps, 'db'>): Promise<PayoutEntry[]> {
  return (await payoutRecords(db, 30)).map(toPayoutEntry);
}

/** The remedy `id` of `kind`, read again after its order is locked; undefined when none. */
async function lockedRemedy(tx: Tx, id: number, kind: 'payout' | 'replacement') {
  const first = await remedyById(tx, id);
  if (!first || first.remedy.kind !== kind) return undefined;
  const [locked] = await lockOrders(tx, [first.orderId]);
  const record = await remedyById(tx, id);
  return record && locked ? { record, order: locked.order } : undefined;
}

/** orders/remedies/upi: the student's UPI id for their payout, changeable until it is paid. */
export async function giveUpiId(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  caller: Caller,
  input: PayoutUpiBody,
): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const found = await lockedRemedy(tx, input.id, 'payout');
    if (!found || found.record.userId !== caller.userId) {
      throw new DomainError('NOT_FOUND', 'This payout does not exist.');
    }
    if (found.record.remedy.state === 'paid') {
      throw new DomainError('CONFLICT', 'This payout is already paid.');
    }
    await setPayoutUpi(tx, input.id, input.upiId, clock());
    return { message: `Thank you. We will send the money to ${input.upiId}.` };
  });
}

/** admin/payouts/paid: recorded once with the admin's reference; the student is mailed. */
export async function markPayoutPaid(
  deps: MailDeps,
  caller: Caller,
  input: PayoutPaidBody,
): Promise<Outcome> {
  const now = deps.clock();
  const { message, mailIds } = await deps.db.transaction(async (tx) => {
    const found = await lockedRemedy(tx, input.id, 'payout');
    if (!found) throw new DomainError('NOT_FOUND', 'This payout does not exist.');
    const { remedy } = found.record;
    if (remedy.state === 'paid') {
      const by = found.record.doneByEmail ? ` by ${found.record.doneByEmail}` : '';
      return {
        message: `Already marked paid on ${formatOrderDate(remedy.doneAt!.getTime())}${by}. Nothing changed.`,
        mailIds: [],
      };
    }
    if (!remedy.upiId) {
      throw new DomainError('CONFLICT', 'The student has not given a UPI id yet.');
    }
    await recordPayoutPaid(tx, remedy.id, {
      reference: input.reference,
      at: now,
      by: caller.userId,
    });
    const mail = payoutPaidMail(
      mailBrand(deps.config),
      {
        remedyId: remedy.id,
        reference: helpReference(remedy.helpRequestId),
        orderNumber: found.order.orderNumber,
        productName: found.record.productName,
        student: { name: found.order.customerName, email: found.order.customerEmail },
      },
      { amountPaise: remedy.amountPaise, upiId: remedy.upiId, reference: input.reference, at: now },
    );
    return {
      message: 'Marked paid. The student gets an e-mail.',
      mailIds: await enqueueMail(tx, [mail], now),
    };
  });
  await sendSoon(deps, mailIds);
  return { message };
}

/**
 * admin/replacement/handed-over: with the order's handover code (a wrong one is refused) or a
 * reason; an order with a code needs one of them (home deliveries have none).
 */
export async function handReplacementOver(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  caller: Caller,
  input: ReplacementHandedOverBody,
): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const found = await lockedRemedy(tx, input.id, 'replacement');
    if (!found) throw new DomainError('NOT_FOUND', 'This replacement does not exist.');
    const { remedy } = found.record;
    if (remedy.state === 'handed_over') {
      return {
        message: `Already handed over on ${formatOrderDate(remedy.doneAt!.getTime())}. Nothing changed.`,
      };
    }
    const code = found.order.handoverCode;
    if (code && input.handoverCode !== undefined && input.handoverCode !== code) {
      throw new DomainError('HANDOVER_CODE_WRONG');
    }
    const check =
      code && input.handoverCode !== undefined ? 'code' : input.reason ? 'reason' : 'none';
    if (code && check === 'none') throw new DomainError('HANDOVER_CODE_NEEDED');
    await recordReplacementHandedOver(tx, remedy.id, {
      check,
      note: check === 'reason' ? input.reason : '',
      at: clock(),
      by: caller.userId,
    });
    return { message: 'Replacement handed over.' };
  });
}
