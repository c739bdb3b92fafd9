import { and, eq, sql } from 'drizzle-orm';
import { MAX_LINE_QUANTITY } from '#shared/rules/sizes.ts';
import { MSG } from '#shared/contract/messages.ts';
import type { Tx } from '../../db/client.ts';
import { cartLines } from '../../db/schema.ts';
import { DomainError } from '../../lib/domain-error.ts';
import type { Outcome } from '../../lib/replies.ts';
import { counterFor, overLimit, type DropForCart } from '../drops/index.ts';
import { lineNames, sameNames, setQuantity, sizeForCart } from './cart.stock.ts';
import type { CartAddition } from './cart.mapper.ts';

/**
 * Adding a pre-order (docs/product.md#drops): the size's stock does not count; the drop's cap
 * (when it has one) and the student's limit per product do, counting what they already ordered
 * and what is in their cart. A wanted quantity above what fits is lowered (the reply says so);
 * nothing fitting is refused. Placement checks both again, exactly (ADR 019).
 */
export async function addPreOrder(
  tx: Tx,
  userId: number,
  body: CartAddition,
  { record, already }: DropForCart,
): Promise<Outcome> {
  const size = body.selectedSize;
  const product = await sizeForCart(tx, userId, body.productId, size);
  if (product.stock === null) {
    throw new DomainError('SIZE_UNAVAILABLE', `Size ${size} is not available for this product`);
  }
  const { drop } = record;
  const counter = counterFor(record, body.productId, size, 'This product');
  const names = drop.namesTaken ? namesToPrint(body) : lineNames(product, body);
  const inCart = await inCartOf(tx, userId, body.productId);
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
    throw new DomainError('DROP_CAP_REACHED', `Size ${size} is sold out in ${drop.name}`);
  }
  const line = product.lines.find((l) => sameNames(l, names));
  const existing = line?.quantity ?? 0;
  if (existing >= MAX_LINE_QUANTITY) {
    throw new DomainError(
      'CART_LINE_FULL',
      `You already have ${MAX_LINE_QUANTITY} of these in size ${size} in your cart, the most per item`,
    );
  }
  const wanted = existing + body.quantity;
  const quantity = Math.min(wanted, MAX_LINE_QUANTITY, existing + room, existing + capRoom);
  if (line) await setQuantity(tx, line.id, quantity);
  else {
    await tx
      .insert(cartLines)
      .values({ userId, productId: body.productId, size, quantity, ...names });
  }
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

/** The caller's pieces of a product in the cart: all sizes, and per size. */
async function inCartOf(tx: Tx, userId: number, productId: number) {
  const rows = await tx
    .select({ size: cartLines.size, n: sql<number>`sum(${cartLines.quantity})::int` })
    .from(cartLines)
    .where(and(eq(cartLines.userId, userId), eq(cartLines.productId, productId)))
    .groupBy(cartLines.size);
  const bySize = new Map(rows.map((r) => [r.size, Number(r.n)]));
  return { all: [...bySize.values()].reduce((a, b) => a + b, 0), bySize };
}

/**
 * A pre-order line's new quantity (the cart's quantity select): within the student's limit,
 * counting their other lines of the product and what they ordered, and the drop's cap.
 */
export async function preOrderQuantityFits(
  tx: Tx,
  userId: number,
  line: { id: number; productId: number; size: string; quantity: number },
  quantity: number,
  { record, already }: DropForCart,
): Promise<void> {
  const inCart = await inCartOf(tx, userId, line.productId);
  const others = inCart.all - line.quantity;
  const limit = record.drop.perStudentLimit;
  if (already + others + quantity > limit) {
    throw overLimit(limit, 'this product', record.drop.name, already + others);
  }
}
