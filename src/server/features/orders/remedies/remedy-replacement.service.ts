import { mailBrand } from '../../../adapters/mail/create-mailer.ts';
import { enqueueMail } from '../../../adapters/mail/outbox.ts';
import { DomainError } from '../../../lib/domain-error.ts';
import { counterFor, openPrintRun } from '../../drops/index.ts';
import { takeFromProductSize } from '../stock.ts';
import type { RemedyOutcome, RemedyWrite } from './remedy-decision.ts';
import { replacementMail } from './remedies.mails.ts';
import { insertRemedy } from './remedies.queries.ts';

/**
 * One new piece of the same product, in the size the admin picked: taken from stock now, or, for
 * a pre-order whose drop is not sent to print yet, printed with the drop's run (its print sheet
 * counts it; such a product has no stock to take from, docs/product.md#drops). Runs in the
 * decision's transaction, under the order's lock.
 */
export async function sendReplacement(w: RemedyWrite): Promise<RemedyOutcome> {
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
  if (!(await takeFromProductSize(tx, item.productId, size, 1))) {
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
