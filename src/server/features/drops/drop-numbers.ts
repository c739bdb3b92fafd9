import type { OrderLine } from '../../db/checkout-snapshot.ts';
import type { Db } from '../../db/client.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { lockDropNumbers, numbersInUse } from './drop-numbers.queries.ts';
import { dropById, type DropRecord } from './drops.queries.ts';

/**
 * Names and numbers (docs/product.md#drops): a drop that takes numbers asks for one (0–99) on
 * every piece; with `numbers_unique` no two pieces of the drop carry the same one. The cart
 * refuses a number in use, and placement again under the drop's number lock, so of many orders
 * racing for one number exactly one is written.
 */

/** "Number 10 is taken in this drop." */
export const numberTaken = (n: string) =>
  new DomainError('DROP_NUMBER_TAKEN', `Number ${n} is taken in this drop.`);

/**
 * A numbered piece is one jersey: its cart line holds 1, whatever the drop's limits allow
 * (`why` names what was asked).
 */
export const numberedPieceOne = (n: string, why = `Number ${n} goes on one piece`) =>
  new DomainError('NUMBERED_PIECE_ONE', `${why}: a numbered piece's quantity is 1.`);

/**
 * The number a pre-order line of `drop` carries: '' when the drop takes none (whatever was
 * sent), NUMBER_REQUIRED when it takes one and none was sent.
 */
export function numberToPrint(drop: DropRecord['drop'], teeNumber: number | undefined): string {
  if (!drop.numbersTaken) return '';
  if (teeNumber === undefined) {
    throw new DomainError('NUMBER_REQUIRED', 'Enter the number to print, from 0 to 99.');
  }
  return String(teeNumber);
}

/**
 * The cart's check of one numbered line of a unique-number drop: one piece per number, and the
 * number neither ordered in the drop nor in a payment in progress, nor already in the cart.
 * `inCart`: the numbers of the student's cart lines of the drop.
 */
export async function refuseNumberInCart(
  db: Db,
  record: DropRecord,
  line: { teeNumber: string; quantity: number },
  inCart: readonly string[],
): Promise<void> {
  const { drop } = record;
  if (!drop.numbersUnique || line.teeNumber === '') return;
  if (line.quantity > 1 || inCart.includes(line.teeNumber)) {
    throw new DomainError(
      'DROP_NUMBER_TAKEN',
      `Number ${line.teeNumber} is already in your cart: in ${drop.name} each number goes on one piece only.`,
    );
  }
  if ((await numbersInUse(db, drop.id, [line.teeNumber])).size > 0) {
    throw numberTaken(line.teeNumber);
  }
}

/**
 * DROP_NUMBER_TAKEN when a line of the order carries a number already on a piece of its
 * unique-number drop, or two pieces of the order share one. With `lock` (inside the transaction
 * that writes the order or the payment's holds) each such drop's number lock is taken first, in
 * drop id order, so the answer holds until the commit. `known`: drops read in this transaction.
 */
export async function refuseTakenNumbers(
  db: Db,
  lines: readonly OrderLine[],
  options: { lock: boolean; exceptPayment?: number; known?: ReadonlyMap<number, DropRecord> },
): Promise<void> {
  const byDrop = new Map<number, string[]>();
  for (const line of lines) {
    if (line.dropId === undefined || !line.teeNumber) continue;
    const numbers = byDrop.get(line.dropId) ?? [];
    for (let i = 0; i < line.quantity; i++) numbers.push(line.teeNumber);
    byDrop.set(line.dropId, numbers);
  }
  for (const dropId of [...byDrop.keys()].sort((a, b) => a - b)) {
    const record = options.known?.get(dropId) ?? (await dropById(db, dropId));
    if (!record?.drop.numbersUnique) continue;
    const numbers = byDrop.get(dropId) ?? [];
    const twice = numbers.find((n, i) => numbers.indexOf(n) !== i);
    if (twice !== undefined) {
      throw new DomainError(
        'DROP_NUMBER_TAKEN',
        `Number ${twice} is on two pieces in your cart: in ${record.drop.name} each number goes on one piece only.`,
      );
    }
    if (options.lock) await lockDropNumbers(db, dropId);
    const used = await numbersInUse(db, dropId, numbers, options.exceptPayment);
    const first = numbers.find((n) => used.has(n));
    if (first !== undefined) throw numberTaken(first);
  }
}
