import type { RemedyBody } from '#shared/contract/item-remedies.ts';
import { sendSoon } from '../../../adapters/mail/outbox.ts';
import type { Caller } from '../../../lib/caller.ts';
import { DomainError } from '../../../lib/domain-error.ts';
import { helpReference } from '../help/help.mapper.ts';
import { sendRefund } from '../payments/refund-payment.ts';
import { lockOrders } from '../steps/order-steps.queries.ts';
import { KIND_WORDS, type RemedyDeps, type RemedyOutcome } from './remedy-decision.ts';
import { giveMoneyBack } from './remedy-refund.service.ts';
import { sendReplacement } from './remedy-replacement.service.ts';
import type { RemedyMailInput } from './remedies.mails.ts';
import { helpRequestOf, remedyOf } from './remedies.queries.ts';

/**
 * The admin's remedy for a wrong or damaged item of a help request
 * (docs/product.md#wrong-or-damaged-items). One transaction under the order's lock (and, for an
 * online refund, the payment's, as every decision about its money takes): the request's item is
 * checked, an earlier remedy for it is found again (a double click acts once), and the refund,
 * payout (remedy-refund.service.ts) or replacement (remedy-replacement.service.ts) is written
 * with the student's mail. An online refund goes to the gateway after the commit.
 */
export type { RemedyDeps } from './remedy-decision.ts';

export interface Decided {
  remedyId: number;
  alreadyRecorded: boolean;
  message: string;
}

export async function decideRemedy(
  deps: RemedyDeps,
  caller: Caller,
  input: RemedyBody,
): Promise<Decided> {
  const now = deps.clock();
  const outcome = await deps.db.transaction(async (tx): Promise<RemedyOutcome> => {
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
