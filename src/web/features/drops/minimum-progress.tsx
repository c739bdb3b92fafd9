import type { DropMinimum, PublicDrop } from '#shared/contract/drops.ts';
import { istMoment } from '#shared/rules/drops.ts';
import {
  MINIMUM_MISSED,
  minimumConsequence,
  minimumProgressText,
  payingNowText,
} from '#shared/rules/drop-minimum.ts';

/** What the progress reads of a drop: its minimum, close and extension, its products' names. */
type ProgressDrop = Pick<PublicDrop, 'minimum' | 'closesAt' | 'extendedFrom'> & {
  products: Pick<PublicDrop['products'][number], 'productId' | 'name'>[];
};

/**
 * A drop's print minimum and its honest progress (docs/product.md#print-minimums): the pieces
 * ordered as the server counted them (placed, not cancelled), the online payments in progress
 * apart, by when it must be reached and what happens if it is not; once decided, whether it
 * prints or "Did not reach its minimum". `productId`: only that product's (a product page of a
 * drop with a minimum per product).
 */
export default function MinimumProgress({
  drop,
  now,
  productId,
  compact = false,
}: {
  drop: ProgressDrop;
  now: number;
  productId?: number | undefined;
  compact?: boolean;
}) {
  const minimum = drop.minimum;
  if (!minimum) return null;
  if (minimum.outcome === 'missed') {
    return (
      <div role="status" className="rounded-card border border-danger/40 bg-white p-3 text-sm">
        <p className="font-semibold text-danger">{MINIMUM_MISSED}</p>
        <p className="text-muted">
          Fewer than its minimum were ordered by {istMoment(drop.closesAt)}, so it is not printed:
          every pre-order was cancelled and any online payment refunded in full.
        </p>
      </div>
    );
  }
  const lines = linesOf(minimum, drop, productId);
  const closed = now >= drop.closesAt;
  return (
    <div className="flex flex-col gap-2 text-sm" aria-label="Print minimum">
      {lines.map((l) => (
        <div key={l.key} className="flex flex-col gap-1">
          <p className="font-semibold text-ink">
            {l.name && `${l.name}: `}
            {minimumProgressText(l, drop.closesAt, now)}
          </p>
          <div
            className="h-2 w-full overflow-hidden rounded-full bg-line"
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={l.minimum}
            aria-valuenow={Math.min(l.ordered, l.minimum)}
            aria-label={`${l.name ? `${l.name}: ` : ''}${l.ordered} of ${l.minimum} ordered`}
          >
            <div
              className={`h-full ${l.ordered >= l.minimum ? 'bg-sale' : 'bg-brand'}`}
              style={{ width: `${Math.min(100, (100 * l.ordered) / Math.max(1, l.minimum))}%` }}
            />
          </div>
          {l.payingNow > 0 && <p className="text-muted">{payingNowText(l.payingNow)}</p>}
        </div>
      ))}
      {minimum.outcome === 'reached' ? (
        <p className="text-muted">Reached its minimum: it is printed.</p>
      ) : closed ? (
        <p className="text-muted">Closed: counting the last payments in progress.</p>
      ) : (
        !compact && <p className="text-muted">{minimumConsequence(minimum.kind)}</p>
      )}
      {drop.extendedFrom !== undefined && !compact && (
        <p className="text-muted">Extended from {istMoment(drop.extendedFrom)}.</p>
      )}
    </div>
  );
}

interface Line {
  key: string;
  name: string;
  minimum: number;
  ordered: number;
  payingNow: number;
}

function linesOf(minimum: DropMinimum, drop: ProgressDrop, productId?: number): Line[] {
  if (minimum.kind === 'total') {
    return [{ key: 'drop', name: '', minimum: minimum.pieces ?? 0, ...minimum }];
  }
  const nameOf = (id: number) => drop.products.find((p) => p.productId === id)?.name ?? '';
  return minimum.products
    .filter((p) => productId === undefined || p.productId === productId)
    .map((p) => ({
      key: String(p.productId),
      name: productId === undefined ? nameOf(p.productId) : '',
      minimum: p.minimum ?? 0,
      ordered: p.ordered,
      payingNow: p.payingNow,
    }));
}
