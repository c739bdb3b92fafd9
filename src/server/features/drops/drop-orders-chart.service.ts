import type {
  OrdersOverTimeProduct,
  OrdersOverTimeReply,
} from '#shared/contract/drop-orders-chart.ts';
import { dropState } from '#shared/rules/drops.ts';
import { SIZES } from '#shared/rules/sizes.ts';
import type { AppDeps } from '../../deps.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { piecesPerStep, type PiecesPerStep } from './drop-print-run.queries.ts';
import { dropById, productIdsOf } from './drops.queries.ts';
import { productsOf } from './drops.service.ts';

/**
 * Orders over time (docs/product.md#drops, the print run): a drop's running totals of pieces per
 * product and size, cancelled items left out, so the admin can talk to the printer early.
 */

/** The steps the time axis may take, in minutes: the smallest that keeps it within MAX_STEPS. */
const STEP_MINUTES = [5, 10, 15, 30, 60, 120, 180, 360, 720, 1440] as const;
/** A drop runs at most 60 days: 60 daily steps, so the largest step always fits. */
export const MAX_STEPS = 96;

export function stepMinutesFor(spanMs: number): number {
  const fits = STEP_MINUTES.find((m) => Math.ceil(spanMs / (m * 60_000)) <= MAX_STEPS);
  return fits ?? 1440;
}

export async function ordersOverTime(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  dropId: number,
): Promise<Omit<OrdersOverTimeReply, 'status'>> {
  const now = clock().getTime();
  const record = await dropById(db, dropId);
  if (!record) throw new DomainError('DROP_NOT_FOUND');
  const { drop } = record;
  const opensAt = drop.opensAt.getTime();
  const closesAt = drop.closesAt.getTime();
  const end = Math.min(now, closesAt);
  const span = end - opensAt;
  const stepMinutes = stepMinutesFor(Math.max(span, 0));
  const stepMs = stepMinutes * 60_000;
  const steps = span > 0 ? Math.ceil(span / stepMs) : 0;
  const times =
    steps === 0
      ? []
      : [
          opensAt,
          ...Array.from({ length: steps }, (_, i) => Math.min(opensAt + (i + 1) * stepMs, end)),
        ];

  const rows =
    steps === 0
      ? []
      : await piecesPerStep(db, { dropId: drop.id, opensAt: drop.opensAt, stepMinutes, steps });

  const catalogue = await productsOf(db, [record], true);
  const products: OrdersOverTimeProduct[] = productIdsOf(record.counters).map((productId) => {
    const mine = rows.filter((r) => r.productId === productId);
    const sizes = SIZES.filter((size) => mine.some((r) => r.size === size)).map((size) => ({
      size,
      pieces: runningTotals(
        mine.filter((r) => r.size === size),
        steps,
      ),
    }));
    return {
      productId,
      name: catalogue.get(productId)?.name ?? `Product ${productId}`,
      sizes,
      total: sizes.reduce((s, x) => s + (x.pieces.at(-1) ?? 0), 0),
    };
  });
  return {
    serverNow: now,
    drop: {
      id: drop.id,
      name: drop.name,
      state: dropState({ opensAt, closesAt }, now),
      opensAt,
      closesAt,
    },
    bucketMinutes: stepMinutes,
    times,
    products,
  };
}

/** The axis's values for one size: 0 at the opening, then each step's running total (a step with
 *  no orders keeps the one before). `rows` are in step order. */
function runningTotals(rows: readonly PiecesPerStep[], steps: number): number[] {
  const out = [0];
  let at = 0;
  let upTo = 0;
  for (let step = 0; step < steps; step++) {
    while (at < rows.length && rows[at]!.step <= step) upTo = Number(rows[at++]!.upTo);
    out.push(upTo);
  }
  return out;
}
