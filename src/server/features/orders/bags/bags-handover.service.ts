import type { BagResult, HandOverBagsReply } from '#shared/contract/drop-bags.ts';
import type { AppDeps } from '../../../deps.ts';
import type { Caller } from '../../../lib/caller.ts';
import { DomainError } from '../../../lib/domain-error.ts';
import { dropForHandover } from '../../drops/index.ts';
import { handOver } from '../steps/handover.service.ts';
import { bagPieces } from './bags.queries.ts';

/**
 * Bags handed over in bulk (docs/product.md#drops, the handover): the organiser types or scans
 * the students' handover codes, one per line; each bag found is handed over through `handOver`
 * (ADR 021), in its own transaction, with the code as its confirmation, so a bag is delivered
 * whole or not at all, and a line that finds none writes nothing. Every line is answered.
 */

type Deps = Pick<AppDeps, 'db' | 'config' | 'mailer' | 'log' | 'clock'>;
type Answer = HandOverBagsReply['results'][number];

/** `4821`, or an order number with it: `7KQ4-M9X2 4821` (any blank or dash between). */
const CODE_ONLY = /^\d{4}$/;
const WITH_ORDER = /^([A-Z0-9]{4})-?([A-Z0-9]{4})[\s\-·:]+(\d{4})$/;

interface BagKey {
  orderId: number;
  orderNumber: string;
  handoverCode: string;
}

export async function handOverBags(
  deps: Deps,
  caller: Caller,
  input: { dropId: number; codes: string; clubId?: number },
): Promise<Omit<HandOverBagsReply, 'status'>> {
  const drop = await dropForHandover(deps.db, input.dropId, input.clubId);
  const bags = new Map<number, BagKey>();
  for (const row of await bagPieces(deps.db, drop.id)) bags.set(row.orderId, row);
  const lines = [
    ...new Set(
      input.codes
        .split(/\r?\n/)
        .map((l) => l.trim().toUpperCase())
        .filter(Boolean),
    ),
  ];
  const results: Answer[] = [];
  for (const line of lines) {
    const found = findBag(line, [...bags.values()], drop.name);
    if ('result' in found) results.push({ line, ...found });
    else results.push({ line, ...(await handOverBag(deps, caller, drop.id, found)) });
  }
  const handedOver = results.filter((r) => r.result === 'handed-over').length;
  const others = results.length - handedOver;
  return {
    message:
      `${handedOver} of ${results.length} ${results.length === 1 ? 'bag' : 'bags'} handed over.` +
      (others > 0 ? ' See each line for the others.' : ''),
    results,
    handedOver,
  };
}

/** The bag a line names, or why it names none. */
function findBag(
  line: string,
  bags: readonly BagKey[],
  dropName: string,
): BagKey | { result: BagResult; message: string; orderNumber?: string } {
  const withOrder = WITH_ORDER.exec(line);
  if (withOrder) {
    const orderNumber = `${withOrder[1]}-${withOrder[2]}`;
    const bag = bags.find((b) => b.orderNumber === orderNumber);
    if (!bag) {
      return { result: 'not-in-drop', message: `Order ${orderNumber} has nothing in ${dropName}.` };
    }
    if (bag.handoverCode !== withOrder[3]) {
      return { result: 'wrong-code', orderNumber, message: wrongCode(orderNumber) };
    }
    return bag;
  }
  if (!CODE_ONLY.test(line)) {
    return {
      result: 'wrong-code',
      message: 'Not a handover code: type the 4 digits, or the order number and the code.',
    };
  }
  const matches = bags.filter((b) => b.handoverCode === line);
  if (matches.length === 0) {
    return { result: 'not-in-drop', message: `No bag in ${dropName} has code ${line}.` };
  }
  if (matches.length > 1) {
    return {
      result: 'ambiguous',
      message: `${matches.length} bags have code ${line} (${matches.map((b) => b.orderNumber).join(', ')}): type the order number with it, as on the bagging list.`,
    };
  }
  return matches[0]!;
}

const wrongCode = (orderNumber: string) =>
  `Wrong code for order ${orderNumber}: nothing was handed over. Check the student's code.`;

async function handOverBag(
  deps: Deps,
  caller: Caller,
  dropId: number,
  bag: BagKey,
): Promise<Omit<Answer, 'line'>> {
  const { orderNumber } = bag;
  try {
    const done = await handOver(deps, caller, {
      target: { orderId: bag.orderId, dropId },
      confirmation: 'code-or-reason',
      handoverCode: bag.handoverCode,
      reason: '',
    });
    return {
      result: 'handed-over',
      orderNumber,
      message: `Order ${orderNumber}: ${done.delivered} ${done.delivered === 1 ? 'piece' : 'pieces'} handed over.`,
    };
  } catch (err) {
    if (!(err instanceof DomainError)) throw err;
    if (err.code === 'STEP_NOT_FORWARD') {
      return {
        result: 'already-handed-over',
        orderNumber,
        message: `Order ${orderNumber} was handed over already. Nothing changed.`,
      };
    }
    return { result: 'refused', orderNumber, message: err.message };
  }
}
