import { savingOf } from '#shared/rules/pricing.ts';
import { Price } from '#web/components/ui/price.tsx';
import { cx } from '#web/components/ui/cx.ts';

export interface ProductPriceProps {
  price: number;
  /** The real previous price, when the admin set one (the catalogue sends it only when higher). */
  compareAtPrice?: number;
  /** `card`: the shop's cards; `page`: the product page, larger and with "You save". */
  variant?: 'card' | 'page';
}

/**
 * The price, and beside it the struck-through previous price and the saving: only when the
 * server sends a reference price above the price (docs/product.md#reference-prices).
 */
export function ProductPrice({ price, compareAtPrice, variant = 'card' }: ProductPriceProps) {
  const saving = savingOf(price, compareAtPrice);
  const page = variant === 'page';
  return (
    <>
      <p className={cx('flex flex-wrap items-baseline', page ? 'gap-x-3' : 'gap-x-2')}>
        <Price amount={price} className={page ? 'text-2xl' : undefined} />
        {saving && compareAtPrice !== undefined && (
          <>
            <Price
              amount={compareAtPrice}
              variant="struck"
              className={page ? 'text-lg' : 'text-sm'}
            />
            {saving.percent >= 1 && (
              <span
                className={cx('font-semibold text-sale', page ? 'text-base' : 'text-xs sm:text-sm')}
              >
                {saving.percent}% off
              </span>
            )}
          </>
        )}
      </p>
      {page && saving && (
        <p className="text-sm font-medium text-sale">
          You save <Price amount={saving.amount} className="text-sale" />
        </p>
      )}
    </>
  );
}
