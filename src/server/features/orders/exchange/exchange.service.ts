import { bySizeOrder } from '#shared/rules/sizes.ts';
import {
  EXCHANGE_PENDING_STATES,
  exchangeUntil,
  type ExchangeState,
} from '#shared/rules/exchanges.ts';
import type {
  ExchangeAskBody,
  ExchangeDecideBody,
  OrderExchanges,
} from '#shared/contract/exchanges.ts';
import { sendSoon } from '../../../adapters/mail/outbox.ts';
import type { Db } from '../../../db/client.ts';
import type { AppDeps } from '../../../deps.ts';
import type { Caller } from '../../../lib/caller.ts';
import { DomainError } from '../../../lib/domain-error.ts';
import { holdSize, releaseHolds } from '../stock.ts';
import { bumpVersion, lockOrders } from '../steps/order-steps.queries.ts';
import type { OrderRecord } from '../orders.queries.ts';
import { exchangeRefusal } from './exchange-rules.ts';
import { enqueueExchangeMail } from './exchange.mails.ts';
import { toAdminExchange, toExchange } from './exchange.mapper.ts';
import {
  exchangeById,
  exchangesOfOrders,
  exchangeStatesOf,
  insertExchange,
  orderIdOfItem,
  orderOfExchange,
  pendingExchanges,
  settleExchange,
  sizesOf,
} from './exchange.queries.ts';

/**
 * Size exchanges (docs/product.md#size-exchange). The student asks for another size of a
 * delivered item within the window; its pieces are set aside at once (a stock hold with no real
 * expiry). The admin approves or declines (the hold goes back), then swaps it
 * (exchange-swap.service.ts). Every change locks the order first and bumps its version, so two admins,
 * or an admin and a cancel, never both act on one state.
 */

type Deps = Pick<AppDeps, 'db' | 'config' | 'mailer' | 'log' | 'clock' | 'catalog'>;

/** A hold that never expires by itself: only a decline or the swap settles it. */
export const EXCHANGE_HOLD_EXPIRY = new Date('9999-12-31T00:00:00Z');

/** Whether an item's requests hold one still pending, or one swapped. */
const stateFlags = (states: readonly ExchangeState[]) => ({
  pending: states.some((s) => (EXCHANGE_PENDING_STATES as readonly string[]).includes(s)),
  exchanged: states.includes('swapped'),
});

/** The order (locked) and its item; anything not the caller's reads as not found. */
async function lockOwnItem(tx: Db, caller: Caller, orderItemId: number) {
  const orderId = await orderIdOfItem(tx, orderItemId);
  const [locked] = orderId !== undefined ? await lockOrders(tx, [orderId]) : [];
  const item = locked?.items.find((i) => i.id === orderItemId);
  if (!locked || !item || locked.order.userId !== caller.userId) {
    throw new DomainError('ORDER_NOT_FOUND');
  }
  return { order: locked.order, item };
}

/** orders/exchange: the student asks; nothing is written unless every rule holds. */
export async function askExchange(deps: Deps, caller: Caller, input: ExchangeAskBody) {
  const now = deps.clock();
  const exchange = await deps.db.transaction(async (tx) => {
    const { order, item } = await lockOwnItem(tx, caller, input.orderItem_id);
    const states = await exchangeStatesOf(tx, item.id);
    const refusal = exchangeRefusal({
      order,
      item,
      ...stateFlags(states),
      now,
      windowDays: deps.config.EXCHANGE_WINDOW_DAYS,
    });
    if (refusal.startsWith('You already asked')) throw new DomainError('EXCHANGE_ALREADY_ASKED');
    if (refusal) throw new DomainError('EXCHANGE_NOT_ALLOWED', refusal);
    if (input.size === item.size) {
      throw new DomainError(
        'EXCHANGE_NOT_ALLOWED',
        `This item is already size ${item.size}. Choose another size.`,
      );
    }
    const size = (await sizesOf(tx, [item.productId!])).find((s) => s.size === input.size);
    if (!size) {
      throw new DomainError(
        'EXCHANGE_NOT_ALLOWED',
        `${item.productName} does not come in size ${input.size}.`,
      );
    }
    const holdId = await holdSize(
      tx,
      { sizeId: size.id, quantity: item.quantity },
      EXCHANGE_HOLD_EXPIRY,
    );
    if (holdId === undefined) {
      throw new DomainError(
        'EXCHANGE_SOLD_OUT',
        `${item.productName} in size ${input.size} is sold out${item.quantity > 1 ? ` (you need ${item.quantity})` : ''}. Choose another size.`,
      );
    }
    const id = await insertExchange(tx, {
      orderId: order.id,
      orderItemId: item.id,
      userId: caller.userId,
      fromSize: item.size,
      toSize: input.size,
      quantity: item.quantity,
      reason: input.reason,
      holdId,
      createdAt: now,
    });
    await bumpVersion(tx, order.id, now);
    return (await exchangeById(tx, id))!;
  });
  deps.catalog.stockMoved();
  return {
    message: `Size ${exchange.toSize} is set aside for you. We will e-mail you when the exchange is approved.`,
    exchange: toExchange(exchange),
  };
}

/**
 * What the order page shows about exchanges (an optional field of products/my-order): every
 * request, and for each item whether it may be exchanged now and into which sizes in stock.
 */
export async function orderExchanges(
  deps: Pick<AppDeps, 'db' | 'config' | 'clock'>,
  order: OrderRecord,
): Promise<OrderExchanges> {
  const now = deps.clock();
  const productIds = [...new Set(order.items.flatMap((i) => (i.productId ? [i.productId] : [])))];
  const [requests, sizes] = await Promise.all([
    exchangesOfOrders(deps.db, [order.id]),
    sizesOf(deps.db, productIds),
  ]);
  const windowDays = deps.config.EXCHANGE_WINDOW_DAYS;
  return {
    requests: requests.map(toExchange),
    options: order.items.map((item) => {
      const states = requests.filter((r) => r.orderItemId === item.id).map((r) => r.state);
      const refusal = exchangeRefusal({ order, item, ...stateFlags(states), now, windowDays });
      const inStock = sizes
        .filter((s) => s.productId === item.productId && s.size !== item.size)
        .filter((s) => s.quantity >= item.quantity)
        .sort(bySizeOrder)
        .map((s) => s.size);
      return {
        orderItem_id: item.id,
        refusal:
          refusal || (inStock.length === 0 ? 'No other size of this product is in stock now.' : ''),
        until: item.deliveredAt ? exchangeUntil(item.deliveredAt.getTime(), windowDays) : null,
        sizes: refusal ? [] : inStock,
      };
    }),
  };
}

/** admin/exchanges: one order's requests, or every request still to act on. */
export async function listExchanges(deps: Pick<AppDeps, 'db'>, orderId: number | undefined) {
  const rows =
    orderId === undefined
      ? await pendingExchanges(deps.db)
      : await exchangesOfOrders(deps.db, [orderId]);
  return rows.map(toAdminExchange);
}

/**
 * The request and its order (locked), refused when the request is not in `state` (someone acted
 * first: they are named) or the order moved on since the admin's page showed it.
 */
export async function lockExchange(
  tx: Db,
  input: { exchange_id: number; version: number },
  state: 'open' | 'approved',
) {
  const orderId = await orderOfExchange(tx, input.exchange_id);
  const [locked] = orderId === undefined ? [] : await lockOrders(tx, [orderId]);
  const exchange = locked && (await exchangeById(tx, input.exchange_id));
  if (!locked || !exchange) throw new DomainError('EXCHANGE_NOT_FOUND');
  const item = locked.items.find((i) => i.id === exchange.orderItemId)!;
  if (exchange.state !== state) {
    const current = toAdminExchange(exchange);
    if (exchange.state === 'open') {
      throw new DomainError('EXCHANGE_NOT_ALLOWED', 'Approve the exchange before the swap.', {
        current,
      });
    }
    const by = exchange.state === 'swapped' ? exchange.swappedByEmail : exchange.decidedByEmail;
    throw new DomainError(
      'EXCHANGE_DONE',
      `This exchange was already ${exchange.state}${by ? ` by ${by}` : ''}. Nothing was changed.`,
      { current },
    );
  }
  if (locked.order.version !== input.version) {
    throw new DomainError('ORDER_CHANGED', undefined, { current: toAdminExchange(exchange) });
  }
  return { order: locked.order, item, exchange };
}

/** admin/exchange/decide: approve (the student is told to come and swap) or decline (stock back). */
export async function decideExchange(deps: Deps, caller: Caller, input: ExchangeDecideBody) {
  const now = deps.clock();
  const approve = input.decision === 'approve';
  const result = await deps.db.transaction(async (tx) => {
    const { order, item, exchange } = await lockExchange(tx, input, 'open');
    const declineReason = approve ? '' : input.reason;
    await settleExchange(tx, exchange.id, 'open', {
      state: approve ? 'approved' : 'declined',
      decidedAt: now,
      decidedBy: caller.userId,
      declineReason,
    });
    if (!approve && exchange.holdId !== null) await releaseHolds(tx, [exchange.holdId], now);
    await bumpVersion(tx, order.id, now);
    const mailIds = await enqueueExchangeMail(
      tx,
      deps.config,
      {
        decision: approve ? 'approved' : 'declined',
        order,
        item,
        exchange: { ...exchange, declineReason },
      },
      now,
    );
    return { exchange: (await exchangeById(tx, exchange.id))!, mailIds };
  });
  if (!approve) deps.catalog.stockMoved();
  await sendSoon(deps, result.mailIds);
  const { exchange } = result;
  return {
    message: approve
      ? `Exchange approved: ${exchange.customerName} is told to bring size ${exchange.fromSize} and take ${exchange.toSize}.`
      : `Exchange declined: size ${exchange.toSize} is back in stock and ${exchange.customerName} gets an e-mail.`,
    exchange: toAdminExchange(exchange),
  };
}
