import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { PaymentOrderBody } from '#shared/contract/payment.ts';
import { formatRupees, paiseToRupees } from '#shared/rules/money.ts';
import type { Db, Tx } from '../../db/client.ts';
import { lockForTransaction } from '../../db/locks.ts';
import type { AppDeps } from '../../deps.ts';
import { payments, type Payment } from '../../db/schema.ts';
import type { Caller, Visitor } from '../../lib/caller.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { crashPoint } from '../../lib/fault-injection.ts';
import { GatewayError, type GatewayPayment } from '../../adapters/payments/payment-gateway.ts';
import { sendSoon } from '../../adapters/mail/outbox.ts';
import { addressOf } from '../addresses/addresses.queries.ts';
import { cartLinesOnSale } from '../cart/cart.queries.ts';
import { cartTransaction } from '../cart/cart.stock.ts';
import { enqueueOrderPlacedMails } from '../checkout/checkout.mails.ts';
import { deliveryChargesOf, priceCart } from '../checkout/checkout.pricing.ts';
import { checkCart, customerOf } from '../checkout/checkout.service.ts';
import {
  orderLinesOf,
  type CheckoutSnapshot,
  type Destination,
  type OrderLine,
} from '../checkout/order-lines.ts';
import {
  refuseShortStock,
  sameDemand,
  takeStock,
  writeOrder,
} from '../checkout/order-placement.ts';
import { sendRefundMails } from './payments.mails.ts';
import { paymentByRef, pendingPaymentOfCheckout, recordPaymentEvent } from './payments.queries.ts';
import {
  attachHolds,
  consumeHolds,
  holdStock,
  releaseHeld,
  releaseHolds,
  takeHeldStock,
} from './stock-holds.ts';

/**
 * Online payment (docs/product.md#payment-return, ADR 009). Starting a payment freezes the
 * priced cart and holds its stock; one finalisation, called by the browser's return, the
 * gateway's webhook and the reconciliation job, asks the gateway how the payment went and, under
 * a per-payment lock, places the order exactly once, releases the hold, or refunds a payment that
 * completed after its stock was gone. The gateway's answer is the only truth: webhook bodies
 * only say "ask now".
 */

type Deps = Pick<AppDeps, 'db' | 'config' | 'mailer' | 'log' | 'clock' | 'payments' | 'pins'>;

const newRef = () =>
  `CT${Date.now().toString(36).toUpperCase()}${randomBytes(5).toString('hex').toUpperCase()}`;
const paymentUnavailable = () =>
  new DomainError(
    'PAYMENT_UNAVAILABLE',
    'Online payment is not available right now. Please try again in a few minutes.',
  );

/** Where the order goes: a hostel, one of the caller's saved addresses, or the posted address. */
async function destinationOf(
  deps: Deps,
  tx: Db,
  caller: Caller,
  body: PaymentOrderBody,
): Promise<Destination> {
  const method = body.deliveryMethod;
  if (method === 'pickup') return { deliveryMethod: method, hostelAddress: '', address: null };
  if (method === 'hostel')
    return { deliveryMethod: method, hostelAddress: body.hostel, address: null };
  if (body.addressId !== undefined) {
    const saved = await addressOf(tx, caller.userId, body.addressId);
    if (!saved) throw new DomainError('ADDRESS_NOT_FOUND');
    const { id: _id, ...address } = saved;
    return { deliveryMethod: method, hostelAddress: '', address };
  }
  if (!(await deps.pins()).find(body.pinCode)) throw new DomainError('PINCODE_INVALID');
  const { address1, address2, city, state, pinCode } = body;
  return {
    deliveryMethod: method,
    hostelAddress: '',
    address: { address1, address2, city, state, pinCode },
  };
}

export interface StartedPayment {
  ref: string;
  payPageUrl: string;
}

/**
 * payment/order: prices the cart, creates the payment with its stock held, registers it with
 * the gateway and answers the pay page. The cart is read without locks first: a buyer whose
 * size is short is refused there, having written nothing; otherwise the stock is held before
 * the transaction (`takeHeldStock`, see placeCashOrder) and the payment takes the holds over.
 * The same checkout key again answers the same payment. When the gateway cannot be reached the
 * hold is released at once and nothing stays half-made.
 */
export async function startOnlinePayment(
  deps: Deps,
  caller: Caller,
  body: PaymentOrderBody,
): Promise<StartedPayment> {
  const { db, config, clock } = deps;
  const holdMs = config.PAYMENT_HOLD_MINUTES * 60_000;
  const ref = newRef();
  const [read, known] = await Promise.all([
    cartLinesOnSale(db, caller.userId),
    body.checkoutKey ? pendingPaymentOfCheckout(db, caller.userId, body.checkoutKey) : undefined,
  ]);
  // A checkout seen before is decided under the cart lock only (its stock may be held already).
  let holdIds: number[] = [];
  let heldLines: OrderLine[] = [];
  if (!known) {
    checkCart(read, body.deliveryMethod);
    await destinationOf(deps, db, caller, body);
    heldLines = orderLinesOf(read);
    refuseShortStock(heldLines, read);
    holdIds = await takeHeldStock(
      db,
      heldLines,
      new Date(clock().getTime() + config.PLACEMENT_HOLD_SECONDS * 1000),
    );
  }
  let payment: Payment;
  let attached = false;
  try {
    payment = await cartTransaction(db, caller.userId, async (tx) => {
      const earlier = body.checkoutKey
        ? await pendingPaymentOfCheckout(tx, caller.userId, body.checkoutKey)
        : undefined;
      if (earlier?.state === 'pending') return earlier;
      if (earlier?.orderId) {
        throw new DomainError(
          'CONFLICT',
          'This checkout is already paid: your order is in My Orders.',
        );
      }
      if (earlier) {
        // The earlier try failed: this PAY is a new payment for the same checkout.
        await tx.update(payments).set({ checkoutKey: null }).where(eq(payments.id, earlier.id));
      }
      const lines = await cartLinesOnSale(tx, caller.userId);
      checkCart(lines, body.deliveryMethod);
      const destination = await destinationOf(deps, tx, caller, body);
      const snapshot: CheckoutSnapshot = {
        ...destination,
        lines: orderLinesOf(lines),
        totals: priceCart(lines, body.deliveryMethod, deliveryChargesOf(config)),
      };
      const held = holdIds.length > 0 && sameDemand(snapshot.lines, heldLines);
      if (!held) refuseShortStock(snapshot.lines, lines);
      const [row] = await tx
        .insert(payments)
        .values({
          merchantOrderRef: ref,
          userId: caller.userId,
          amountPaise: snapshot.totals.totalAmount,
          provider: deps.payments.provider,
          checkout: snapshot,
          checkoutKey: body.checkoutKey ?? null,
        })
        .returning();
      const expiresAt = new Date(clock().getTime() + holdMs);
      if (held) {
        if (!(await attachHolds(tx, holdIds, row!.id, expiresAt))) {
          throw new DomainError(
            'CONFLICT',
            'Starting the payment took too long. Please try again.',
          );
        }
        attached = true;
      } else {
        await holdStock(tx, row!.id, snapshot.lines, expiresAt);
      }
      return row!;
    });
  } catch (err) {
    await giveBack(deps, holdIds);
    throw err;
  }
  if (!attached) await giveBack(deps, holdIds);
  if (payment.merchantOrderRef !== ref) return samePayment(deps, payment.id);
  try {
    const started = await deps.payments.startPayment({
      merchantOrderId: ref,
      amountPaise: payment.amountPaise,
      expireAfterSeconds: Math.max(60, Math.round(holdMs / 1000)),
      redirectUrl: `${config.publicUrl}/paymentValid/${ref}`,
    });
    await db
      .update(payments)
      .set({
        providerOrderId: started.gatewayOrderId,
        payPageUrl: started.payPageUrl,
        updatedAt: clock(),
      })
      .where(eq(payments.id, payment.id));
    await recordPaymentEvent(db, payment.id, 'start', {
      state: 'STARTED',
      gatewayOrderId: started.gatewayOrderId,
    });
    return { ref, payPageUrl: started.payPageUrl };
  } catch (err) {
    deps.log.error({ err, ref }, 'the gateway did not take the payment; its hold is released');
    await db.transaction(async (tx) => {
      await releaseHolds(tx, payment.id, clock());
      await tx
        .update(payments)
        .set({ state: 'failed', note: 'The gateway could not be reached', updatedAt: clock() })
        .where(eq(payments.id, payment.id));
    });
    if (err instanceof GatewayError) throw paymentUnavailable();
    throw err;
  }
}

/** Placement holds the payment did not take over, back to the sizes (the job retries a failure). */
async function giveBack(deps: Deps, holdIds: number[]) {
  await releaseHeld(deps.db, holdIds, deps.clock()).catch((err: unknown) => {
    deps.log.error(
      { err, holdIds },
      'placement holds not given back (the reconciliation job will)',
    );
  });
}

/**
 * PAY clicked again for the same checkout: the pay page of the payment it started (which may
 * still be talking to the gateway for a moment).
 */
async function samePayment(deps: Deps, paymentId: number): Promise<StartedPayment> {
  for (let tries = 0; tries < 50; tries++) {
    const [row] = await deps.db.select().from(payments).where(eq(payments.id, paymentId));
    if (row?.state !== 'pending') break;
    if (row.payPageUrl) return { ref: row.merchantOrderRef, payPageUrl: row.payPageUrl };
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new DomainError(
    'CONFLICT',
    'This checkout is finished. Please open the payment page again.',
  );
}

/**
 * payment/order without a token (an existing client that does not send one): the caller is
 * identified by a pending checkout it started while signed in, named by its checkout key; it gets
 * that payment's page again. Nothing else can be started without a token.
 */
export async function resumeOnlinePayment(
  deps: Deps,
  _caller: Visitor,
  body: PaymentOrderBody,
): Promise<StartedPayment> {
  const [pending] = body.checkoutKey
    ? await deps.db
        .select()
        .from(payments)
        .where(and(eq(payments.checkoutKey, body.checkoutKey), eq(payments.state, 'pending')))
    : [];
  if (!pending?.payPageUrl) throw new DomainError('UNAUTHENTICATED');
  return { ref: pending.merchantOrderRef, payPageUrl: pending.payPageUrl };
}

export type Finalised =
  | { outcome: 'placed'; orderId: number }
  | { outcome: 'already'; orderId: number }
  | { outcome: 'pending' }
  | { outcome: 'failed' }
  | { outcome: 'refunded'; amountPaise: number };

type Source = 'return' | 'webhook' | 'reconcile';

/** Decides under the payment's lock; the gateway's report was fetched just before. */
async function settle(
  deps: Deps,
  tx: Tx,
  payment: Payment,
  report: GatewayPayment,
): Promise<Finalised & { mailIds?: number[]; refund?: true }> {
  const now = deps.clock();
  if (payment.orderId) return { outcome: 'already', orderId: payment.orderId };
  if (payment.state === 'completed')
    return { outcome: 'refunded', amountPaise: payment.amountPaise };
  const close = (state: 'failed' | 'completed', note: string, extra: Partial<Payment> = {}) =>
    tx
      .update(payments)
      .set({ state, note, updatedAt: now, ...extra })
      .where(eq(payments.id, payment.id));

  if (report.state === 'PENDING') return { outcome: 'pending' };
  if (report.state === 'FAILED') {
    await releaseHolds(tx, payment.id, now);
    if (payment.state === 'pending') await close('failed', 'The payment failed or expired');
    return { outcome: 'failed' };
  }
  // COMPLETED. A charge of any other amount than the order's is never accepted: refund it.
  const snapshot = payment.checkout;
  const transactionId = report.transactionId ?? payment.merchantOrderRef;
  if (report.amountPaise !== payment.amountPaise) {
    await releaseHolds(tx, payment.id, now);
    await close(
      'completed',
      `Charged ${formatRupees(paiseToRupees(report.amountPaise))} for an order of ${formatRupees(paiseToRupees(payment.amountPaise))}: refunded`,
      {
        providerTransactionId: transactionId,
        refundRef: `R${payment.merchantOrderRef}`,
        refundState: 'REQUESTED',
      },
    );
    return { outcome: 'refunded', amountPaise: report.amountPaise, refund: true };
  }
  const held = await consumeHolds(tx, payment.id, now);
  if (!held) {
    // Paid after its hold expired: the order still happens when the stock is there.
    const taken = await tx
      .transaction((sp) => takeStock(sp, snapshot.lines))
      .then(
        () => true,
        (err: unknown) => {
          if (err instanceof DomainError && err.code === 'OUT_OF_STOCK') return false;
          throw err;
        },
      );
    if (!taken) {
      await close(
        'completed',
        'Paid after its stock hold expired and the stock was gone: refunded',
        {
          providerTransactionId: transactionId,
          refundRef: `R${payment.merchantOrderRef}`,
          refundState: 'REQUESTED',
        },
      );
      return { outcome: 'refunded', amountPaise: payment.amountPaise, refund: true };
    }
  }
  const order = await writeOrder(tx, payment.userId, {
    ...snapshot,
    paymentMethod: 'online',
    transactionId,
    merchantOrderRef: payment.merchantOrderRef,
    customer: await customerOf(tx, payment.userId),
  });
  const orderId = order.id;
  crashPoint('order-written');
  await close(
    'completed',
    held ? '' : 'Paid after its stock hold expired; the stock was still there',
    {
      providerTransactionId: transactionId,
      orderId,
    },
  );
  const mailIds = await enqueueOrderPlacedMails(tx, deps.config, order, now);
  return { outcome: 'placed', orderId, mailIds };
}

/**
 * The one finalisation. Idempotent: any number of calls from any source, in any order, make at
 * most one order per payment, and a payment never goes back from completed to failed.
 */
export async function finalizePayment(deps: Deps, ref: string, source: Source): Promise<Finalised> {
  const payment = await paymentByRef(deps.db, ref);
  if (!payment) throw new DomainError('PAYMENT_NOT_FOUND');
  if (payment.orderId) return { outcome: 'already', orderId: payment.orderId };
  let report: GatewayPayment;
  try {
    report = await deps.payments.paymentStatus(ref);
  } catch (err) {
    if (!(err instanceof GatewayError)) throw err;
    deps.log.warn(
      { err, ref, source },
      'payment status unknown for now (the reconciliation job retries)',
    );
    return { outcome: 'pending' };
  }
  await recordPaymentEvent(deps.db, payment.id, source, report);
  const result = await deps.db.transaction(async (tx) => {
    await lockForTransaction(tx, `payment:${ref}`);
    const [fresh] = await tx.select().from(payments).where(eq(payments.id, payment.id));
    return settle(deps, tx, fresh!, report);
  });
  const { mailIds, refund: mustRefund, ...finalised } = result;
  if (mailIds) await sendSoon(deps, mailIds);
  if (mustRefund) await refund(deps, ref);
  return finalised;
}

/**
 * Refunds a completed payment that did not become an order; the refund id makes it once-only.
 * A refund under way at the gateway is asked how it went, so the admin sees when it is done.
 */
export async function refund(deps: Deps, ref: string) {
  const payment = await paymentByRef(deps.db, ref);
  if (!payment?.refundRef || payment.refundState === 'COMPLETED') return;
  try {
    const { state } =
      payment.refundState === 'PENDING'
        ? await deps.payments.refundStatus(payment.refundRef)
        : await deps.payments.refund({
            merchantRefundId: payment.refundRef,
            merchantOrderId: ref,
            amountPaise: payment.amountPaise,
          });
    await deps.db
      .update(payments)
      .set({ refundState: state, updatedAt: deps.clock() })
      .where(eq(payments.id, payment.id));
    await recordPaymentEvent(deps.db, payment.id, 'refund', {
      state,
      refundRef: payment.refundRef,
    });
    if (payment.refundState === 'REQUESTED' && state !== 'FAILED')
      await sendRefundMails(deps, payment);
  } catch (err) {
    deps.log.error({ err, ref }, 'refund not started yet (the reconciliation job retries)');
  }
}

/** payment/order/validate: the caller's own payment only (another's reads as not found). */
export async function validatePayment(
  deps: Deps,
  caller: Caller,
  { ref }: { ref: string },
): Promise<Finalised> {
  const payment = await paymentByRef(deps.db, ref);
  if (!payment || payment.userId !== caller.userId) throw new DomainError('PAYMENT_NOT_FOUND');
  return finalizePayment(deps, ref, 'return');
}

export const refundedMessage = (amountPaise: number) =>
  `Your payment went through, but the last pieces sold out before it did. We have refunded ${formatRupees(paiseToRupees(amountPaise))}; it reaches your account in 5–7 working days.`;
