import type { ExchangeSwapBody } from '#shared/contract/exchanges.ts';
import type { AppDeps } from '../../../deps.ts';
import type { Caller } from '../../../lib/caller.ts';
import { DomainError } from '../../../lib/domain-error.ts';
import { consumeHolds, restockSize } from '../stock.ts';
import { bumpVersion } from '../steps/order-steps.queries.ts';
import { toAdminExchange } from './exchange.mapper.ts';
import { exchangeById, setItemSize, settleExchange } from './exchange.queries.ts';
import { lockExchange } from './exchange.service.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'catalog'>;

/**
 * admin/exchange/swap (docs/product.md#size-exchange): the student handed the old pieces back and
 * took the new size. Confirmed as a handover is: the order's code, or a reason typed instead. The
 * hold on the new size is consumed (the pieces are sold, to this item), the item takes the new
 * size (the request keeps the old one), and the old pieces go back into stock or are written off
 * as damaged, recorded on the request. Stock + held + sold + written off stays the same per size.
 */
export async function swapExchange(deps: Deps, caller: Caller, input: ExchangeSwapBody) {
  const now = deps.clock();
  const exchange = await deps.db.transaction(async (tx) => {
    const { order, item, exchange } = await lockExchange(tx, input, 'approved');
    const hasCode = order.handoverCode !== '';
    if (hasCode && input.handoverCode !== undefined && input.handoverCode !== order.handoverCode) {
      throw new DomainError('HANDOVER_CODE_WRONG');
    }
    if (hasCode && input.handoverCode === undefined && input.reason.length < 3) {
      throw new DomainError('HANDOVER_CODE_NEEDED');
    }
    const check = !hasCode ? 'none' : input.handoverCode !== undefined ? 'code' : 'reason';
    if (input.returned === 'stock') {
      const back =
        item.productId !== null &&
        (await restockSize(tx, item.productId, exchange.fromSize, exchange.quantity));
      if (!back) {
        throw new DomainError(
          'EXCHANGE_NOT_ALLOWED',
          `${item.productName} is no longer sold in size ${exchange.fromSize}: write the returned piece off instead.`,
        );
      }
    }
    // The hold has no expiry and only this request settles it: it is gone only with its size.
    if (exchange.holdId === null || !(await consumeHolds(tx, [exchange.holdId], now))) {
      throw new DomainError(
        'EXCHANGE_NOT_ALLOWED',
        `${item.productName} is no longer sold in size ${exchange.toSize}: decline the exchange instead.`,
      );
    }
    await setItemSize(tx, item.id, exchange.toSize);
    await settleExchange(tx, exchange.id, 'approved', {
      state: 'swapped',
      swappedAt: now,
      swappedBy: caller.userId,
      swapCheck: check,
      swapNote: check === 'reason' ? input.reason : '',
      returned: input.returned,
    });
    await bumpVersion(tx, order.id, now);
    return (await exchangeById(tx, exchange.id))!;
  });
  if (input.returned === 'stock') deps.catalog.stockMoved();
  const back =
    input.returned === 'stock'
      ? `size ${exchange.fromSize} is back in stock`
      : `the returned size ${exchange.fromSize} is written off as damaged`;
  return {
    message: `Exchanged ${exchange.fromSize} → ${exchange.toSize} for ${exchange.customerName}; ${back}.`,
    exchange: toAdminExchange(exchange),
  };
}
