import { useState } from 'react';
import type { ReactNode } from 'react';
import { sizeChartTitle } from '#shared/rules/styles.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Container } from '#web/components/ui/container.tsx';
import type { ProductDetails } from './get-product-details.ts';
import { ProductActions, WishlistButton } from './product-actions.tsx';
import { ProductGallery } from './product-gallery.tsx';
import { ProductPolicies } from './product-policies.tsx';
import { ProductReadyBy } from './product-ready-by.tsx';
import { ProductSummary } from './product-summary.tsx';
import { SizeChartDialog } from './size-chart-dialog.tsx';
import { SizePicker } from './size-picker.tsx';
import { useHydrated } from '#web/lib/hooks/use-hydrated.ts';
import { isSoldOut } from './stock.ts';
import { TrustBadges } from './trust-badges.tsx';
import { useDocumentTitle } from '#web/lib/hooks/use-document-title.ts';

/** What the cart and wishlist features plug into the page (wired by the route). */
export interface ProductViewProps {
  product: ProductDetails;
  cart?: {
    onAdd: (size: string) => void;
    /** Called when a size is picked: ADD TO CART may come next. */
    prepare?: () => void;
    adding?: boolean;
    /** Shows GO TO CART instead of ADD TO CART: always, or for the sizes it answers true for. */
    inCart?: boolean | ((size: string | null) => boolean);
  };
  wishlist?: { wishlisted: boolean; onToggle: () => void; busy?: boolean };
  /** Opens the "Size Not Available? Inform Us" popup, with the size picked so far. */
  onSizeRequest?: (size: string | null) => void;
  /** More buttons under the main ones (the admin's Update product). */
  extra?: ReactNode;
  /** Replaces sizes, buttons and ready-by dates: a product in a drop (docs/product.md#drops). */
  buy?: ReactNode;
}

/** The product page: gallery beside name, price, sizes, buttons and policies. */
export function ProductView(props: ProductViewProps) {
  const { product, cart, wishlist, onSizeRequest, extra, buy } = props;
  const [size, setSize] = useState<string | null>(null);
  const [sizeError, setSizeError] = useState<string>();
  // A drop's product (known from the catalogue before its drop's data arrives) has no size
  // stock: sizes, ADD TO CART and its notes make way for the drop (docs/product.md#drops).
  const inDrop = !!buy || !!product.drop;
  const soldOut = !inDrop && isSoldOut(product);
  const chartTitle = sizeChartTitle(product.style);
  const chart = product.imageUrl.length > 1 ? product.imageUrl.at(-1) : undefined;
  useDocumentTitle(product.name);
  const hydrated = useHydrated();

  const addToCart = () => {
    if (!size) return setSizeError('Select a size');
    cart?.onAdd(size);
  };

  return (
    <Container width="wide" className="py-4 sm:py-8">
      <div className="grid gap-8 md:grid-cols-2 lg:gap-12">
        <ProductGallery images={product.imageUrl} name={product.name} sizeChartTitle={chartTitle} />
        <div className="flex min-w-0 flex-col gap-6">
          <ProductSummary product={product} soldOut={soldOut} />
          {/* Disabled until the app has taken over a page the server drew: a size or a tap on
              ADD TO CART before that would do nothing. */}
          {buy}
          {inDrop && (
            <WishlistButton
              wishlisted={wishlist?.wishlisted}
              onToggle={wishlist?.onToggle}
              busy={wishlist?.busy}
              className="sm:self-start"
            />
          )}
          {buy && extra}
          <fieldset
            disabled={!hydrated}
            hidden={inDrop}
            className={inDrop ? undefined : 'contents'}
          >
            <div className="relative">
              <SizePicker
                sizeQuantities={product.sizeQuantities}
                value={size}
                onChange={(s) => {
                  setSize(s);
                  setSizeError(undefined);
                  cart?.prepare?.();
                }}
                error={sizeError}
              />
              <div className="absolute -top-3 right-0">
                <SizeChartDialog style={product.style} image={chart} title={chartTitle} />
              </div>
            </div>
            <ProductActions
              soldOut={soldOut}
              onAddToCart={addToCart}
              adding={cart?.adding}
              inCart={typeof cart?.inCart === 'function' ? cart.inCart(size) : cart?.inCart}
              wishlisted={wishlist?.wishlisted}
              onToggleWishlist={wishlist?.onToggle}
              wishlistBusy={wishlist?.busy}
              onSizeRequest={!inDrop && onSizeRequest ? () => onSizeRequest(size) : undefined}
              extra={extra}
            />
          </fieldset>
          {!inDrop && <ProductReadyBy />}
          {product.description && (
            <section aria-labelledby="about-product">
              <h2 id="about-product" className="mb-2 text-lg font-semibold">
                Description
              </h2>
              <p className="leading-relaxed whitespace-pre-line text-muted">
                {product.description}
              </p>
            </section>
          )}
          {product.tags.length > 0 && (
            <ul aria-label="Tags" className="flex flex-wrap gap-2">
              {product.tags.map((t) => (
                <li key={t}>
                  <Badge>#{t}</Badge>
                </li>
              ))}
            </ul>
          )}
          <ProductPolicies />
          <TrustBadges />
        </div>
      </div>
    </Container>
  );
}
