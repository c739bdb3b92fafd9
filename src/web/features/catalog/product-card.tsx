import { HydrateLater } from '#web/lib/hydrate-later.tsx';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ImageOff } from 'lucide-react';
import type { Product } from '#shared/contract/catalog.ts';
import { productPath } from '#shared/rules/slug.ts';
import { styleLabel } from '#shared/rules/styles.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { ProductImage } from './product-image.tsx';
import { ProductPrice } from './product-price.tsx';
import { isSoldOut } from './stock.ts';

/**
 * "12 Dec", the day in India: the browser's own formatter, so the shop's first load carries no
 * date code for it (scripts/check-first-load.ts).
 */
const day = (at: number | string) =>
  new Date(typeof at === 'string' ? `${at}T00:00+05:30` : at).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    timeZone: 'Asia/Kolkata',
  });

export interface ProductCardProps {
  product: Product;
  /** Loads the image eagerly (the first cards above the fold). */
  priority?: boolean;
  /** A control drawn over the image's corner, e.g. a wishlist remove button. */
  action?: ReactNode;
}

const cardImageSizes = '(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw';

/**
 * Image, name, style and price (with a real previous price, if any); the whole card opens the
 * product. On a drawn page each card hydrates in a task of its own (lib/hydrate-later.tsx).
 */
export function ProductCard(props: ProductCardProps) {
  return (
    <HydrateLater>
      <Card {...props} />
    </HydrateLater>
  );
}

function Card({ product, priority, action }: ProductCardProps) {
  const image = product.imageUrl[0];
  const { drop } = product;
  // A drop's product has no size stock: its card says what its drop offers (docs/product.md#drops).
  const soldOut = !drop && isSoldOut(product);
  return (
    <article className="group relative flex flex-col">
      <div className="relative aspect-[4/5] overflow-hidden rounded-card bg-surface">
        {image ? (
          <ProductImage
            src={image}
            alt=""
            sizes={cardImageSizes}
            priority={priority}
            className="transition-transform duration-300 group-hover:scale-[1.03] motion-reduce:transition-none"
          />
        ) : (
          <ImageOff aria-hidden="true" className="absolute inset-0 m-auto size-10 text-muted" />
        )}
        {soldOut && (
          <Badge tone="danger" className="absolute top-2 left-2">
            OUT OF STOCK
          </Badge>
        )}
        {drop && (
          <Badge tone="brand" className="absolute top-2 left-2 bg-white">
            {drop.state === 'live'
              ? `Pre-order · ready ${day(drop.readyBy)}`
              : drop.state === 'upcoming'
                ? `Drop opens ${day(drop.opensAt)}`
                : drop.minimumMissed
                  ? 'Did not reach its minimum'
                  : 'Pre-orders closed'}
          </Badge>
        )}
        {action && <div className="absolute top-1 right-1 z-10">{action}</div>}
      </div>
      <h2 className="mt-3 line-clamp-2 text-sm font-semibold text-ink sm:text-base">
        <Link
          to={productPath(product)}
          className="after:absolute after:inset-0 after:rounded-card focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-4 focus-visible:after:outline-brand"
        >
          {product.name}
        </Link>
      </h2>
      <p className="mt-0.5 text-xs text-muted sm:text-sm">{styleLabel(product.style)}</p>
      <div className="mt-1.5">
        <ProductPrice price={product.price} compareAtPrice={product.compareAtPrice} />
      </div>
      <p className="text-xs text-muted">Inc. of all taxes</p>
    </article>
  );
}
