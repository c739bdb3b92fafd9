import { useId } from 'react';
import { Heart, Trash2 } from 'lucide-react';
import { paiseToRupees, rupeesToPaise } from '#shared/rules/money.ts';
import { formatReadyBy } from '#shared/rules/ready-by.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { cx } from '#web/components/ui/cx.ts';
import { Price } from '#web/components/ui/price.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { notify } from '#web/lib/toast/toast.ts';
import { useChangeQuantityInCart } from './change-quantity-in-cart.ts';
import { useChangeSizeInCart } from './change-size-in-cart.ts';
import type { CartLine } from './get-products-in-cart.ts';
import { LineImage } from './line-image.tsx';
import { LineTitle } from './line-title.tsx';
import { quantityChoices, sizeChoices } from './line-stock.ts';
import { useMoveToWishlist } from './move-to-wishlist.ts';
import { useRemoveFromCart } from './remove-from-cart.ts';

/** Cart lines a phone shows without scrolling: their pictures load with the page. */
const LINES_ON_A_PHONE = 3;

/** Toasts the server's answer to a line change (its message either way). */
function report(work: Promise<{ message: string }>) {
  work.then(
    (reply) => notify.success(reply.message),
    (error: unknown) =>
      notify.error(error instanceof Error ? error.message : 'Something went wrong'),
  );
}

/** A pre-order line above what the student may still pre-order (an order placed meanwhile). */
function overLimitNote(preOrder: NonNullable<CartLine['preOrder']>, name: string): string {
  const { quantityMax, perStudentLimit, dropName } = preOrder;
  return quantityMax > 0
    ? `Only ${quantityMax} of ${name} can be pre-ordered now in ${dropName} (at most ${perStudentLimit} per student). Please lower the quantity.`
    : `No more of ${name} can be pre-ordered in ${dropName} (at most ${perStudentLimit} per student). Please remove it from your cart.`;
}

/**
 * One cart line (docs/product.md#cart): image, name, style, names on the tee, size and quantity
 * selects, line price, Remove and Move to Wishlist. Each change goes to the server, which answers
 * with the refreshed cart (or why it could not).
 */
export function CartLineItem({
  line,
  lines,
  onMovedToWishlist,
}: {
  line: CartLine;
  lines: readonly CartLine[];
  /** Called once a line went to the wishlist (the page refreshes the wishlist with it). */
  onMovedToWishlist?: () => unknown;
}) {
  const titleId = useId();
  const changeSize = useChangeSizeInCart();
  const changeQuantity = useChangeQuantityInCart();
  const remove = useRemoveFromCart();
  const move = useMoveToWishlist(onMovedToWishlist);
  const busy =
    changeSize.isPending || changeQuantity.isPending || remove.isPending || move.isPending;
  const ids = { cartLineId: line.cartLineId, productId: line.product.product_id };
  const { name } = line.product;
  const total = paiseToRupees(rupeesToPaise(line.price) * line.quantity);

  return (
    <article
      aria-labelledby={titleId}
      aria-busy={busy || undefined}
      className={cx(
        'grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-2 py-5 sm:gap-x-5',
        busy && 'opacity-60',
      )}
    >
      <div className="sm:row-span-2">
        <LineImage src={line.product.imageUrl[0]} eager={lines.indexOf(line) < LINES_ON_A_PHONE} />
      </div>
      <div className="flex min-w-0 flex-col gap-3">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <LineTitle titleId={titleId} product={line.product} />
          </div>
          <p className="shrink-0 text-right">
            <Price amount={total} />
            {line.quantity > 1 && (
              <span className="block text-xs text-muted">
                <Price amount={line.price} className="font-normal text-muted" /> each
              </span>
            )}
          </p>
        </div>
        {line.preOrder && (
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink">
            <Badge tone="brand">Pre-order</Badge>
            <span className="min-w-0 break-words">
              {line.preOrder.dropName} · Ready by {formatReadyBy(line.preOrder.readyBy)}
              {!line.preOrder.cashAllowed && ' · paid online only'}
            </span>
          </p>
        )}
        {(line.teeName || line.institutionName || line.teeNumber) && (
          <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-sm">
            {(line.teeName || line.institutionName) && (
              <>
                <dt className="text-muted">Tee name:</dt>
                <dd className="min-w-0 truncate font-medium">{line.teeName}</dd>
                <dt className="text-muted">Institution:</dt>
                <dd className="min-w-0 truncate font-medium">{line.institutionName}</dd>
              </>
            )}
            {line.teeNumber && (
              <>
                <dt className="text-muted">Number:</dt>
                <dd className="min-w-0 truncate font-medium">{line.teeNumber}</dd>
              </>
            )}
          </dl>
        )}
        <div className="flex gap-3">
          <Select
            label={
              <>
                Size<span className="sr-only"> of {name}</span>
              </>
            }
            options={sizeChoices(line)}
            value={changeSize.isPending ? changeSize.variables.updatedSize : line.size}
            disabled={busy}
            onChange={(e) =>
              report(changeSize.mutateAsync({ ...ids, updatedSize: e.target.value }))
            }
            wrapperClassName="w-28"
          />
          <Select
            label={
              <>
                Qty<span className="sr-only">, quantity of {name}</span>
              </>
            }
            options={quantityChoices(line, lines)}
            value={String(
              changeQuantity.isPending ? changeQuantity.variables.updatedQuantity : line.quantity,
            )}
            disabled={busy}
            onChange={(e) =>
              report(
                changeQuantity.mutateAsync({ ...ids, updatedQuantity: Number(e.target.value) }),
              )
            }
            wrapperClassName="w-20"
          />
        </div>
        {line.preOrder && line.quantity > line.preOrder.quantityMax && (
          <p className="text-sm font-medium text-danger">{overLimitNote(line.preOrder, name)}</p>
        )}
      </div>
      <div className="col-span-2 -mx-1 flex gap-x-1 border-t border-line pt-1 sm:col-span-1 sm:col-start-2 sm:-ml-3 sm:border-0 sm:pt-0">
        <Button
          variant="ghost"
          size="sm"
          className="min-h-11 flex-1 text-muted hover:text-danger sm:flex-none"
          disabled={busy}
          onClick={() => report(remove.mutateAsync(ids))}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          Remove<span className="sr-only"> {name}</span>
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="min-h-11 flex-1 text-muted hover:text-brand sm:flex-none"
          disabled={busy}
          onClick={() => report(move.mutateAsync(ids))}
        >
          <Heart aria-hidden="true" className="size-4" />
          Move to Wishlist<span className="sr-only">: {name}</span>
        </Button>
      </div>
    </article>
  );
}
