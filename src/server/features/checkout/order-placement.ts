import { randomInt } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DeliveryMethod } from '#shared/rules/delivery.ts';
import type { PaymentMethod } from '#shared/rules/orders.ts';
import type { Size } from '#shared/rules/sizes.ts';
import type { Db, Tx } from '../../db/client.ts';
import { cartLines, orderItems, orders, productSizes } from '../../db/schema.ts';
import { DomainError } from '../../lib/domain-error.ts';
import type { CartLineRecord } from '../cart/cart.queries.ts';
import { toOrder, type OrderRecord } from '../orders/orders.queries.ts';
import type { CartTotals } from './checkout.pricing.ts';
import type { Destination, OrderLine } from './order-lines.ts';

/**
 * Turning a priced cart into an order, inside the caller's transaction (cash on delivery now;
 * the online payment's finalisation reuses it). Stock is taken with one conditional update per
 * size, quantities of the same size summed first, so stock never goes below zero, even with many
 * buyers on several server processes; a size that no longer has enough fails the whole order.
 * Placements hold their stock first, outside the order's transaction (`takeHeldStock` in
 * payments/stock-holds.ts); `takeStock` here is the same update inside it, for the rarer paths.
 */

export interface OrderPlan extends Destination {
  lines: readonly OrderLine[];
  totals: CartTotals;
  paymentMethod: PaymentMethod;
  transactionId?: string | undefined;
  merchantOrderRef?: string | undefined;
  checkoutKey?: string | undefined;
  customer: { name: string; phone: string; email: string };
}

export interface SizeDemand {
  sizeId: number;
  productName: string;
  size: Size;
  quantity: number;
}

/** What the lines need per product size, in a fixed order (ids ascending: no lock cycles). */
export function demandBySize(lines: readonly OrderLine[]): SizeDemand[] {
  const bySize = new Map<number, SizeDemand>();
  for (const line of lines) {
    const seen = bySize.get(line.sizeId);
    if (seen) seen.quantity += line.quantity;
    else {
      bySize.set(line.sizeId, {
        sizeId: line.sizeId,
        productName: line.productName,
        size: line.size,
        quantity: line.quantity,
      });
    }
  }
  return [...bySize.values()].sort((a, b) => a.sizeId - b.sizeId);
}

/** Whether two sets of lines need the same quantity of the same sizes (held stock still fits). */
export function sameDemand(a: readonly OrderLine[], b: readonly OrderLine[]): boolean {
  const key = (lines: readonly OrderLine[]) =>
    demandBySize(lines)
      .map((d) => `${d.sizeId}:${d.quantity}`)
      .join(',');
  return key(a) === key(b);
}

/** "Only 2 left of Quad Tee in size M" / "Quad Tee in size M is sold out". */
export function soldOut(d: SizeDemand, left: number): DomainError {
  const message =
    left <= 0
      ? `${d.productName} in size ${d.size} is sold out. Please remove it from your cart.`
      : `Only ${left} left of ${d.productName} in size ${d.size}. Please lower the quantity in your cart.`;
  return new DomainError('OUT_OF_STOCK', message);
}

/**
 * OUT_OF_STOCK at once, with the answer `takeStock` would give, when the stock read with the cart
 * (a plain read: no lock) is already short of what the lines need. At a drop most buyers come
 * after the size sold out; they no longer queue for its row lock behind the buyers still taking
 * it, only to be refused. Enough stock here proves nothing: `takeStock` decides, under the lock.
 */
export function refuseShortStock(
  lines: readonly OrderLine[],
  cart: readonly CartLineRecord[],
): void {
  const read = new Map(cart.flatMap((l) => l.product.sizes.map((s) => [s.id, s.quantity])));
  for (const d of demandBySize(lines)) {
    const left = read.get(d.sizeId) ?? 0;
    if (left < d.quantity) throw soldOut(d, left);
  }
}

/**
 * Takes the stock of every line or none (throws OUT_OF_STOCK naming the first short size). Each
 * size's row stays locked until the transaction ends, and every buyer of that size waits for it:
 * call this last, after the transaction's other writes, so the lock is held for this and the
 * commit only.
 */
export async function takeStock(tx: Tx, lines: readonly OrderLine[]): Promise<void> {
  for (const d of demandBySize(lines)) {
    const taken = await tx
      .update(productSizes)
      .set({ quantity: sql`${productSizes.quantity} - ${d.quantity}` })
      .where(and(eq(productSizes.id, d.sizeId), sql`${productSizes.quantity} >= ${d.quantity}`))
      .returning({ id: productSizes.id });
    if (taken.length === 0) {
      const [row] = await tx
        .select({ quantity: productSizes.quantity })
        .from(productSizes)
        .where(eq(productSizes.id, d.sizeId));
      throw soldOut(d, row?.quantity ?? 0);
    }
  }
}

/** 4 random digits for collecting pickup and hostel orders; home deliveries have none. */
const handoverCodeFor = (method: DeliveryMethod) =>
  method === 'delivery' ? '' : String(randomInt(0, 10_000)).padStart(4, '0');

/**
 * Writes the order and its items (copies of the products as sold) and empties the ordered
 * lines from the cart. The caller takes the stock (or consumes its hold) in the same
 * transaction. Returns the new order as written (its mails need no second read).
 */
export async function writeOrder(tx: Tx, userId: number, plan: OrderPlan): Promise<OrderRecord> {
  const address = plan.address ?? { address1: '', address2: '', city: '', state: '', pinCode: '' };
  const [order] = await tx
    .insert(orders)
    .values({
      userId,
      paymentMethod: plan.paymentMethod,
      deliveryMethod: plan.deliveryMethod,
      hostelAddress: plan.deliveryMethod === 'hostel' ? plan.hostelAddress : '',
      ...(plan.deliveryMethod === 'delivery' ? address : {}),
      subtotalPaise: plan.totals.totalMrp + plan.totals.platformFee,
      deliveryChargePaise: plan.totals.deliveryCharges,
      totalPaise: plan.totals.totalAmount,
      transactionId: plan.transactionId ?? null,
      merchantOrderRef: plan.merchantOrderRef ?? null,
      checkoutKey: plan.checkoutKey ?? null,
      customerName: plan.customer.name,
      customerPhone: plan.customer.phone,
      customerEmail: plan.customer.email,
      handoverCode: handoverCodeFor(plan.deliveryMethod),
    })
    .returning();
  const orderId = order!.id;
  const items = await tx
    .insert(orderItems)
    .values(
      plan.lines.map(({ cartLineId: _line, sizeId: _size, ...line }) => ({ orderId, ...line })),
    )
    .returning();
  await tx.delete(cartLines).where(
    and(
      eq(cartLines.userId, userId),
      inArray(
        cartLines.id,
        plan.lines.map((l) => l.cartLineId),
      ),
    ),
  );
  return toOrder(
    order!,
    items.sort((a, b) => a.id - b.id),
  );
}

/** The caller's order made with this checkout key, if a PLACE ORDER with it already went through. */
export async function orderOfCheckout(
  tx: Db,
  userId: number,
  checkoutKey: string,
): Promise<number | undefined> {
  const [row] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.checkoutKey, checkoutKey)));
  return row?.id;
}
