import { Link } from 'react-router';
import type { Product } from '#shared/contract/catalog.ts';
import { paths } from '#shared/web-paths.ts';
import { styleLabel } from '#shared/rules/styles.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { ProductPrice } from './product-price.tsx';

/** Name, details, the club that sells it, style and price of the product page. */
export function ProductSummary({
  product,
  soldOut,
}: {
  product: Pick<Product, 'style' | 'name' | 'details' | 'price' | 'compareAtPrice' | 'club'>;
  soldOut: boolean;
}) {
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="brand">{styleLabel(product.style)}</Badge>
        {soldOut && <Badge tone="danger">OUT OF STOCK</Badge>}
      </div>
      <h1 className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">{product.name}</h1>
      <p className="text-muted">{product.details}</p>
      {product.club && (
        <p className="text-sm text-muted">
          By{' '}
          <Link
            to={paths.clubPage(product.club.slug)}
            className="font-medium text-brand underline underline-offset-4"
          >
            {product.club.name}
          </Link>
        </p>
      )}
      <div className="mt-2">
        <ProductPrice
          price={product.price}
          compareAtPrice={product.compareAtPrice}
          variant="page"
        />
        <p className="text-xs text-muted">MRP inclusive of all taxes</p>
      </div>
    </div>
  );
}
