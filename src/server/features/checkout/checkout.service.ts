import { eq } from 'drizzle-orm';
import {
  allowedDeliveryMethods,
  isCashOnDeliveryAllowed,
  isDeliveryMethodAllowed,
  type DeliveryMethod,
} from '#shared/rules/delivery.ts';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { users } from '../../db/schema.ts';
import type { Caller } from '../../lib/caller.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { crashPoint } from '../../lib/fault-injection.ts';
import { cartLinesOnSale, type CartLineRecord } from '../cart/cart.queries.ts';
import { cartTransaction } from '../cart/cart.stock.ts';
import { sendSoon } from '../../adapters/mail/outbox.ts';
import { enqueueOrderPlacedMails } from './checkout.mails.ts';
import { deliveryChargesOf, priceCart, type CartTotals } from './checkout.pricing.ts';
import { orderLinesOf } from './order-lines.ts';
import { consumeHeld, releaseHeld, takeHeldStock } from '../payments/stock-holds.ts';
import {
  orderOfCheckout,
  refuseShortStock,
  sameDemand,
  takeStock,
  writeOrder,
} from './order-placement.ts';

/** Checkout (docs/product.md#checkout): every figure is computed here from the products. */

export interface Quote {
  deliveryMethod: DeliveryMethod;
  allowedMethods: DeliveryMethod[];
  cashOnDeliveryAllowed: boolean;
  lines: CartLineRecord[];
  totals: CartTotals;
}

/** Lines that may go out with `method`; CART_EMPTY or DELIVERY_NOT_ALLOWED otherwise. */
export function checkCart(lines: readonly CartLineRecord[], method: DeliveryMethod) {
  if (lines.length === 0) throw new DomainError('CART_EMPTY');
  const kinds = lines.map((l) => ({ isInstibuzz: l.product.isInstibuzz }));
  if (!isDeliveryMethodAllowed(method, kinds)) throw new DomainError('DELIVERY_NOT_ALLOWED');
}

/** payment/quote: what the caller's cart costs with `deliveryMethod`. */
export async function quote(
  { db, config }: Pick<AppDeps, 'db' | 'config'>,
  { userId }: Caller,
  { deliveryMethod }: { deliveryMethod: DeliveryMethod },
): Promise<Quote> {
  const lines = await cartLinesOnSale(db, userId);
  if (lines.length === 0) throw new DomainError('CART_EMPTY');
  const kinds = lines.map((l) => ({ isInstibuzz: l.product.isInstibuzz }));
  return {
    deliveryMethod,
    allowedMethods: allowedDeliveryMethods(kinds),
    cashOnDeliveryAllowed:
      isCashOnDeliveryAllowed(deliveryMethod) && isDeliveryMethodAllowed(deliveryMethod, kinds),
    lines,
    totals: priceCart(lines, deliveryMethod, deliveryChargesOf(config)),
  };
}

export async function customerOf(tx: Db, userId: number) {
  const [user] = await tx
    .select({ name: users.name, phone: users.phone, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new DomainError('SESSION_EXPIRED');
  return user;
}

export interface PlacedOrder {
  orderId: number;
  /** false when a retry with the same checkout key found the order already placed. */
  created: boolean;
}

/**
 * payment/confirm: a cash-on-delivery order (pickup only). The cart is read without locks first:
 * a buyer whose size is short is refused there, having written nothing. Otherwise the stock is
 * held (`takeHeldStock`: each size's row is locked only inside one statement, so at a drop the
 * buyers of one size no longer queue behind each other's orders), then one transaction under the
 * cart lock re-prices the cart, writes the order, empties the cart and consumes the holds. If
 * that fails the holds are given back at once, or by the reconciliation job when the process
 * died. A cart that changed meanwhile takes its stock in the transaction instead, as before.
 * The posted amount is never used; when it differs from the charge it is logged. The same
 * `checkoutKey` again answers the order it made.
 */
export async function placeCashOrder(
  deps: Pick<AppDeps, 'db' | 'config' | 'mailer' | 'log' | 'clock'>,
  caller: Caller,
  input: {
    deliveryMethod: DeliveryMethod;
    amount?: number | undefined;
    checkoutKey?: string | undefined;
  },
): Promise<PlacedOrder> {
  if (!isCashOnDeliveryAllowed(input.deliveryMethod)) throw new DomainError('COD_PICKUP_ONLY');
  const { db, clock } = deps;
  const [read, done] = await Promise.all([
    cartLinesOnSale(db, caller.userId),
    input.checkoutKey ? orderOfCheckout(db, caller.userId, input.checkoutKey) : undefined,
  ]);
  if (done) return { orderId: done, created: false };
  checkCart(read, input.deliveryMethod);
  const heldLines = orderLinesOf(read);
  refuseShortStock(heldLines, read);
  const holdIds = await takeHeldStock(
    db,
    heldLines,
    new Date(clock().getTime() + deps.config.PLACEMENT_HOLD_SECONDS * 1000),
  );
  let placed: { orderId: number; created: boolean; mailIds: number[]; held: boolean };
  try {
    placed = await cartTransaction(db, caller.userId, async (tx) => {
      if (input.checkoutKey) {
        const earlier = await orderOfCheckout(tx, caller.userId, input.checkoutKey);
        if (earlier) return { orderId: earlier, created: false, mailIds: [], held: false };
      }
      const lines = await cartLinesOnSale(tx, caller.userId);
      checkCart(lines, input.deliveryMethod);
      const totals = priceCart(lines, input.deliveryMethod, deliveryChargesOf(deps.config));
      const orderLines = orderLinesOf(lines);
      const held = sameDemand(orderLines, heldLines);
      if (!held) refuseShortStock(orderLines, lines);
      const order = await writeOrder(tx, caller.userId, {
        lines: orderLines,
        totals,
        deliveryMethod: input.deliveryMethod,
        hostelAddress: '',
        address: null,
        paymentMethod: 'cod',
        checkoutKey: input.checkoutKey,
        customer: await customerOf(tx, caller.userId),
      });
      const orderId = order.id;
      if (input.amount !== undefined && Math.round(input.amount * 100) !== totals.totalAmount) {
        deps.log.info(
          { orderId, postedRupees: input.amount, chargedPaise: totals.totalAmount },
          'cash order: the posted amount differs from the charge (ignored)',
        );
      }
      const mailIds = await enqueueOrderPlacedMails(tx, deps.config, order, clock());
      if (held) {
        if (!(await consumeHeld(tx, holdIds, clock()))) throw placementExpired();
      } else {
        // Last: the sizes' rows stay locked from here to the commit (order-placement.ts).
        await takeStock(tx, orderLines);
      }
      crashPoint('order-written');
      return { orderId, created: true, mailIds, held };
    });
  } catch (err) {
    await giveBack(deps, holdIds);
    throw err;
  }
  if (!placed.held) await giveBack(deps, holdIds);
  await sendSoon(deps, placed.mailIds);
  return { orderId: placed.orderId, created: placed.created };
}

/** The holds of a placement that did not use them, back to the sizes (the job retries a failure). */
async function giveBack(deps: Pick<AppDeps, 'db' | 'log' | 'clock'>, holdIds: number[]) {
  await releaseHeld(deps.db, holdIds, deps.clock()).catch((err: unknown) => {
    deps.log.error(
      { err, holdIds },
      'placement holds not given back (the reconciliation job will)',
    );
  });
}

/** A placement's holds ran out before its order was written (the job gave them back). */
const placementExpired = () =>
  new DomainError('CONFLICT', 'Placing your order took too long. Please place it again.');
