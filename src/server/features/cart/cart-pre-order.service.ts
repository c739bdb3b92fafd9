import { totalQuantity } from '#shared/rules/cart-stock.ts';
import { MAX_LINE_QUANTITY, type Size } from '#shared/rules/sizes.ts';
import { MSG } from '#shared/contract/messages.ts';
import type { Tx } from '../../db/client.ts';
import { DomainError } from '../../lib/domain-error.ts';
import type { Outcome } from '../../lib/replies.ts';
import {
  counterFor,
  DropRefusal,
  numberedPieceOne,
  numberToPrint,
  overLimit,
  preOrderTermsOf,
  refuseNumberInCart,
  type DropRecord,
} from '../drops/index.ts';
import { lineNames, preOrderLineMax, sameNames } from './cart-rules.ts';
import { preOrderFacts as readPreOrderFacts, type SizeForCart } from './cart.queries.ts';
import { writeLine } from './cart-writes.queries.ts';
import type { CartAddition } from './cart.mapper.ts';

/**
 * Adding a pre-order (docs/product.md#drops): the size's stock does not count; the drop's cap
 * (when it has one) and the student's limit per product do, counting what they already ordered
 * and what is in their cart. A wanted quantity above what fits is lowered (the reply says so);
 * nothing fitting is refused. Placement checks both again, exactly (ADR 019). `last`: the
 * write ends the transaction (`writeLine`).
 */
export async function addPreOrder(
  tx: Tx,
  userId: number,
  body: Omit<CartAddition, 'email'>,
  record: DropRecord,
  last: boolean,
): Promise<Outcome> {
  const size = body.selectedSize;
  const { product, inCart, already, allLines } = await preOrderFacts(
    tx,
    userId,
    body.productId,
    size,
    record,
  );
  if (product.stock === null) {
    throw new DomainError('SIZE_UNAVAILABLE', `Size ${size} is not available for this product`);
  }
  const { drop } = record;
  const counter = counterFor(record, body.productId, size, 'This product');
  const names = drop.namesTaken ? namesToPrint(body) : lineNames(product, body);
  const teeNumber = numberToPrint(drop, body.teeNumber);
  if (teeNumber !== '' && body.quantity > 1) throw numberedPieceOne(teeNumber);
  const room = drop.perStudentLimit - already - inCart.all;
  if (room <= 0) {
    throw new DomainError(
      'DROP_LIMIT',
      `You can pre-order at most ${drop.perStudentLimit} of this product in ${drop.name}, and ${already + inCart.all} are already ordered or in your cart.`,
    );
  }
  const counted = counter.size === '' ? inCart.all : (inCart.bySize.get(size) ?? 0);
  const capRoom = counter.cap === null ? Infinity : counter.cap - counter.taken - counted;
  if (capRoom <= 0) {
    const refusal = new DomainError('DROP_CAP_REACHED', `Size ${size} is sold out in ${drop.name}`);
    // What the cart's entry keeps, when the counter itself is full, to answer the next buyers.
    const needsNames = drop.namesTaken || !product.isOwnBrand;
    const learnt = {
      kind: 'sold-out' as const,
      productId: body.productId,
      size,
      record,
      needsNames,
    };
    throw new DropRefusal(refusal, learnt);
  }
  const line = product.lines.find((l) => sameNames(l, names) && l.teeNumber === teeNumber);
  const existing = line?.quantity ?? 0;
  // A number goes on one piece of a unique-number drop: not one in the cart, ordered or paid for.
  const numbersInCart = allLines.filter((l) => l !== line && l.teeNumber).map((l) => l.teeNumber);
  await refuseNumberInCart(
    tx,
    record,
    { teeNumber, quantity: existing + body.quantity },
    numbersInCart,
  );
  if (teeNumber !== '' && line) {
    throw numberedPieceOne(
      teeNumber,
      `This piece with number ${teeNumber} is already in your cart in size ${size}`,
    );
  }
  if (existing >= MAX_LINE_QUANTITY) {
    throw new DomainError(
      'CART_LINE_FULL',
      `You already have ${MAX_LINE_QUANTITY} of these in size ${size} in your cart, the most per item`,
    );
  }
  const wanted = existing + body.quantity;
  const quantity = Math.min(wanted, MAX_LINE_QUANTITY, existing + room, existing + capRoom);
  await writeLine(
    tx,
    line
      ? { lineId: line.id, quantity }
      : { userId, productId: body.productId, size, quantity, ...names, teeNumber },
    last,
  );
  if (quantity === wanted) return { message: 'Added to cart' };
  const why =
    quantity === existing + room
      ? `you may pre-order ${drop.perStudentLimit} of this product`
      : quantity === existing + capRoom
        ? `only ${capRoom} left in size ${size} in this drop`
        : 'the most per item';
  return { message: `Added to cart. Quantity set to ${quantity}: ${why}.` };
}

/** A drop that prints names asks for them on every tee, own brand or not. */
function namesToPrint(body: { teeName: string; institutionName: string }) {
  if (!body.teeName) throw new DomainError('NAMES_REQUIRED', MSG.enterTeeName);
  if (!body.institutionName) throw new DomainError('NAMES_REQUIRED', MSG.enterInstitution);
  return { teeName: body.teeName, institutionName: body.institutionName };
}

/**
 * What a pre-order's cart change needs, read in one query: the product on sale
 * (PRODUCT_NOT_FOUND otherwise) with the stock of `size` (null when it does not come in it) and
 * the caller's lines of that size; the caller's pieces of the product in the cart, in all sizes
 * and per size; and their pieces ordered or held in the drop.
 */
async function preOrderFacts(
  tx: Tx,
  userId: number,
  productId: number,
  size: string,
  record: DropRecord,
) {
  const row = await readPreOrderFacts(tx, { userId, productId, size, dropId: record.drop.id });
  if (!row) throw new DomainError('PRODUCT_NOT_FOUND');
  const bySize = new Map<string, number>();
  for (const l of row.lines) bySize.set(l.size, (bySize.get(l.size) ?? 0) + l.quantity);
  return {
    product: {
      isOwnBrand: row.isOwnBrand,
      stock: row.stock,
      lines: row.lines.filter((l) => l.size === size),
    } satisfies SizeForCart,
    inCart: { all: totalQuantity(row.lines), bySize },
    already: row.already,
    allLines: row.lines,
  };
}

/**
 * A pre-order line's new quantity (the cart's quantity select): at most what the cart offers
 * (`preOrderLineMax`): within the student's limit, counting their other lines of the product and
 * what they ordered, and within what the drop's cap has left.
 */
export async function preOrderQuantityFits(
  tx: Tx,
  userId: number,
  line: { id: number; productId: number; size: Size; quantity: number },
  quantity: number,
  record: DropRecord,
  now: Date,
): Promise<void> {
  const row = await readPreOrderFacts(tx, {
    userId,
    productId: line.productId,
    size: line.size,
    dropId: record.drop.id,
  });
  if (!row) throw new DomainError('PRODUCT_NOT_FOUND');
  const terms = preOrderTermsOf(record, line.productId, row.already, now);
  const lines = row.lines.map((l) => ({ ...l, productId: line.productId }));
  if (quantity <= preOrderLineMax(line, lines, terms)) return;
  const others = totalQuantity(lines.filter((l) => l.id !== line.id));
  const limit = record.drop.perStudentLimit;
  if (row.already + others + quantity > limit) {
    throw overLimit(limit, 'this product', record.drop.name, row.already + others);
  }
  if (quantity > MAX_LINE_QUANTITY) throw new DomainError('CART_LINE_FULL');
  throw new DomainError(
    'DROP_CAP_REACHED',
    `Only ${preOrderLineMax(line, lines, { ...terms, perStudentLimit: Infinity })} more of size ${line.size} can be pre-ordered in ${record.drop.name}. Please lower the quantity in your cart.`,
  );
}
