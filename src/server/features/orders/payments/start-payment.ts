import { randomBytes } from 'node:crypto';
import type { PaymentOrderBody } from '#shared/contract/payment.ts';
import { paths } from '#shared/web-paths.ts';
import type { CheckoutSnapshot, Destination } from '../../../db/checkout-snapshot.ts';
import type { Db, Tx } from '../../../db/client.ts';
import type { AppDeps } from '../../../deps.ts';
import type { Payment } from '../../../db/schema/index.ts';
import type { Caller, Visitor } from '../../../lib/caller.ts';
import { DomainError } from '../../../lib/domain-error.ts';
import { GatewayError } from '../../../adapters/payments/payment-gateway.ts';
import { onlinePaymentOn } from '../../../adapters/payments/create-gateway.ts';
import { addressOf } from '../../addresses/index.ts';
import { attachHolds, holdStockForPayment, releaseHolds } from '../stock.ts';
import { placeOrder } from '../placement/place-order.ts';
import { cartTransaction } from '../../cart/index.ts';
import { attachCouponUse, releaseCouponUses } from '../coupons/coupon-uses.queries.ts';
import {
  closePayment,
  forgetCheckoutKey,
  insertPayment,
  keepPayPage,
  notePayments,
  paymentById,
  pendingPaymentByCheckoutKey,
  pendingPaymentOfCheckout,
  pendingPaymentsHoldingStock,
} from './payments.queries.ts';

/**
 * Starting an online payment (docs/product.md#payment-return, ADR 009): `placeOrder` prices the
 * cart and holds its stock, the payment is written with the frozen checkout and takes the holds
 * over, then the gateway registers it and answers the pay page. The order itself is written when
 * the payment completes (finalise-payment.ts).
 */

type Deps = Pick<
  AppDeps,
  'db' | 'config' | 'log' | 'clock' | 'payments' | 'pins' | 'catalog' | 'dropLines' | 'secrets'
>;

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
    return {
      deliveryMethod: method,
      hostelAddress: body.hostel,
      hostelRoom: body.hostelRoom,
      address: null,
    };
  if (body.addressId !== undefined) {
    const saved = await addressOf(tx, caller.userId, body.addressId);
    if (!saved) throw new DomainError('ADDRESS_NOT_FOUND');
    const { address1, address2, city, state, pinCode, recipientName, recipientPhone } = saved;
    return {
      deliveryMethod: method,
      hostelAddress: '',
      address: { address1, address2, city, state, pinCode },
      recipient: { name: recipientName, phone: recipientPhone },
    };
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
 * payment/order: creates the payment with its stock held (`placeOrder`), registers it with the
 * gateway and answers the pay page. A checkout seen before holds nothing first: it is decided
 * under the cart lock, where the same checkout key again answers the same payment. When the
 * gateway cannot be reached the hold is released at once and nothing stays half-made.
 */
export async function startOnlinePayment(
  deps: Deps,
  caller: Caller,
  body: PaymentOrderBody,
): Promise<StartedPayment> {
  const { db, config, clock } = deps;
  // Switched off on purpose (PAYMENT_PROVIDER=none): refused before anything is held or logged.
  if (!onlinePaymentOn(config)) throw new DomainError('ONLINE_PAYMENT_OFF');
  const holdMs = config.PAYMENT_HOLD_MINUTES * 60_000;
  const ref = newRef();
  const { checkoutKey } = body;
  // One pending payment per student holds stock (docs/product.md#payment-return): a new checkout
  // takes over from the student's earlier one, whose hold is given back first, so the new one can
  // use that stock, and again when the new payment is written, so two PAYs at once leave one hold.
  // Most PAYs have no earlier payment: they are not made to wait for the cart lock here.
  if ((await pendingPaymentsHoldingStock(db, caller.userId, { checkoutKey })).length > 0) {
    await cartTransaction(db, caller.userId, (tx) =>
      releaseEarlierPayments(tx, caller.userId, { checkoutKey }, clock()),
    );
  }
  const payment = await placeOrder<Payment, Destination>(deps, caller, {
    deliveryMethod: body.deliveryMethod,
    paymentMethod: 'online',
    couponCode: body.couponCode,
    triedBefore: async (db) =>
      checkoutKey !== undefined &&
      (await pendingPaymentOfCheckout(db, caller.userId, checkoutKey)) !== undefined,
    underLock: async (tx) => {
      const earlier = checkoutKey
        ? await pendingPaymentOfCheckout(tx, caller.userId, checkoutKey)
        : undefined;
      if (earlier?.state === 'pending') return { answer: earlier };
      if (earlier?.orderId) {
        throw new DomainError(
          'CONFLICT',
          'This checkout is already paid: your order is in My Orders.',
        );
      }
      if (earlier) {
        // The earlier try failed: this PAY is a new payment for the same checkout.
        await forgetCheckoutKey(tx, earlier.id);
      }
      return { prepare: () => destinationOf(deps, tx, caller, body) };
    },
    write: async (tx, { lines, totals, prepared, coupon }, held) => {
      // A gateway takes no ₹0 payment (a coupon covering goods and free delivery).
      if (totals.totalAmount <= 0) throw new DomainError('NOTHING_TO_PAY');
      const snapshot: CheckoutSnapshot = {
        ...prepared,
        lines,
        totals,
        ...(coupon ? { coupon: { couponId: coupon.couponId, code: coupon.code } } : {}),
      };
      const row = await insertPayment(tx, {
        merchantOrderRef: ref,
        userId: caller.userId,
        amountPaise: snapshot.totals.totalAmount,
        provider: deps.payments.provider,
        checkout: snapshot,
        checkoutKey: checkoutKey ?? null,
        // The shop's clock, as reconciliation's "pending for a minute" reads it.
        createdAt: clock(),
        updatedAt: clock(),
      });
      await releaseEarlierPayments(tx, caller.userId, { paymentId: row.id }, clock());
      // The coupon's use is held with the stock: released when the payment fails or expires.
      if (coupon) await attachCouponUse(tx, coupon.useId, row.id);
      const expiresAt = new Date(clock().getTime() + holdMs);
      if (!held.fit) {
        await holdStockForPayment(tx, row.id, snapshot.lines, expiresAt);
      } else if (!(await attachHolds(tx, held.holdIds, row.id, expiresAt))) {
        throw new DomainError('CONFLICT', 'Starting the payment took too long. Please try again.');
      }
      return { value: row, usedHolds: held.fit };
    },
  });
  if (payment.merchantOrderRef !== ref) return samePayment(deps, payment.id);
  try {
    const started = await deps.payments.startPayment({
      merchantOrderId: ref,
      amountPaise: payment.amountPaise,
      expireAfterSeconds: Math.max(60, Math.round(holdMs / 1000)),
      redirectUrl: `${config.publicUrl}${paths.paymentValid(ref)}`,
    });
    // The pay page and the gateway's answer are kept in one statement (one round trip).
    await keepPayPage(db, payment.id, started, clock());
    return { ref, payPageUrl: started.payPageUrl };
  } catch (err) {
    deps.log.error({ err, ref }, 'the gateway did not take the payment; its hold is released');
    await db.transaction(async (tx) => {
      await releaseHolds(tx, { paymentId: payment.id }, clock());
      await releaseCouponUses(tx, { paymentId: payment.id }, clock());
      await closePayment(tx, payment.id, {
        state: 'failed',
        note: 'The gateway could not be reached',
        updatedAt: clock(),
      });
    });
    if (err instanceof GatewayError) throw paymentUnavailable();
    throw err;
  }
}

/**
 * PAY clicked again for the same checkout: the pay page of the payment it started (which may
 * still be talking to the gateway for a moment).
 */
async function samePayment(deps: Deps, paymentId: number): Promise<StartedPayment> {
  for (let tries = 0; tries < 50; tries++) {
    const row = await paymentById(deps.db, paymentId);
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
 * payment/order without a token (a client of the original contract that does not send one): the caller is
 * identified by a pending checkout it started while signed in, named by its checkout key; it gets
 * that payment's page again. Nothing else can be started without a token.
 */
export async function resumeOnlinePayment(
  deps: Pick<AppDeps, 'db'>,
  _caller: Visitor,
  body: PaymentOrderBody,
): Promise<StartedPayment> {
  const pending = body.checkoutKey
    ? await pendingPaymentByCheckoutKey(deps.db, body.checkoutKey)
    : undefined;
  if (!pending?.payPageUrl) throw new DomainError('UNAUTHENTICATED');
  return { ref: pending.merchantOrderRef, payPageUrl: pending.payPageUrl };
}

interface KeptPayment {
  paymentId?: number;
  checkoutKey?: string | undefined;
}

/**
 * Gives back the stock held by the student's other pending payments: every one but `keep` (the
 * payment just written, or the checkout being retried). Such a payment stays pending at the
 * gateway: if it is paid after all, it is finalised like any payment whose hold ran out (an order
 * when the stock is still there, else a full refund).
 */
async function releaseEarlierPayments(tx: Tx, userId: number, keep: KeptPayment, now: Date) {
  const others = await pendingPaymentsHoldingStock(tx, userId, keep);
  if (others.length === 0) return;
  const ids = others.map((p) => p.id);
  for (const paymentId of ids) {
    await releaseHolds(tx, { paymentId }, now);
    // Its coupon use goes back with its stock (a student's one use is not spent on it).
    await releaseCouponUses(tx, { paymentId }, now);
  }
  await notePayments(
    tx,
    ids,
    'Replaced by a newer checkout of the same student: its stock hold was given back',
    now,
  );
}
