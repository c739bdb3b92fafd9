import { lazy, Suspense, useCallback } from 'react';
import { redirect, useParams } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { Pencil } from 'lucide-react';
import {
  findProduct,
  movedProductPath,
  useProductDetails,
  type ProductDetails,
} from '#web/features/catalog/get-product-details.ts';
import { ProductView } from '#web/features/catalog/product-view.tsx';
import { STALE_STOCK_NOTE } from '#web/features/catalog/stock.ts';
import { useProductCart } from '#web/features/cart/use-product-cart.tsx';
import { RouteError } from '#web/features/layout/route-error.tsx';
import { useSizeRequest } from '#web/features/size-requests/use-size-request.tsx';
import { NotifyMe } from '#web/features/notify/notify-me.tsx';
import { useProductDrop } from '#web/features/drops/get-drops.ts';
import { useProductWishlist } from '#web/features/wishlist/use-product-wishlist.ts';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { paths } from '#web/lib/routing/paths.ts';
import { loaderQueryClient } from '#web/lib/api/page-draw.ts';
import { isAdmin, useSession } from '#web/lib/session/session.ts';

// Only a drop's product needs these: they load with its drop, not with every product page.
const NotifyDropOpens = lazy(() =>
  import('#web/features/notify/notify-drop-opens.tsx').then((m) => ({
    default: m.NotifyDropOpens,
  })),
);
const DropBuy = lazy(() =>
  import('#web/features/drops/drop-buy.tsx').then((m) => ({ default: m.DropBuy })),
);

/**
 * A slug that is not the one the product's details give (an old link or a typo) goes to the
 * product's page as it is now; an unknown product goes to /productNotFound, which for a link-only
 * drop's product opened without its link says so (`?link`).
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const product = await findProduct(params.slug, params.productId, loaderQueryClient(context));
  if (product === 'link-only') return redirect(`${paths.productNotFound}?link`);
  if (product) return null;
  const moved = await movedProductPath(params.slug, params.productId);
  return redirect(moved ?? paths.productNotFound);
}

export function Component() {
  const { productId } = useParams();
  const product = useProductDetails(Number(productId));
  return <ProductPage key={product.product_id} product={product} />;
}

/** The catalogue's product view with the cart, wishlist and size-request features plugged in. */
function ProductPage({ product }: { product: ProductDetails }) {
  const session = useSession();
  const drop = useProductDrop(product.product_id);
  const inDrop = drop.data?.drop ?? undefined;
  const cart = useProductCart(
    product,
    !!session,
    inDrop && {
      dropId: inDrop.id,
      namesTaken: inDrop.namesTaken,
      numbersTaken: inDrop.numbersTaken ?? false,
    },
  );
  const wishlist = useProductWishlist(product.product_id);
  const sizeRequest = useSizeRequest(product, !!session);
  const admin = isAdmin(session);
  const { refetch } = drop;
  const refetchDrop = useCallback(() => void refetch(), [refetch]);
  return (
    <>
      <ProductView
        product={product}
        cart={cart.cart}
        wishlist={wishlist}
        onSizeRequest={sizeRequest.open}
        buy={
          product.stale ? (
            <p role="status" className="text-sm font-medium text-muted">
              {STALE_STOCK_NOTE}
            </p>
          ) : (
            inDrop && (
              <Suspense fallback={null}>
                <DropBuy
                  drop={inDrop}
                  skewMs={drop.data?.skewMs ?? 0}
                  mine={drop.data?.mine}
                  // A visitor pre-orders into the cart kept on their device too.
                  loggedIn
                  onPreOrder={cart.cart.onAdd}
                  adding={cart.cart.adding}
                  inCart={cart.cart.inCart}
                  onStateChange={refetchDrop}
                />
              </Suspense>
            )
          )
        }
        extra={
          <>
            {/* A drop's product has no size stock to wait for: before it opens, its opening. */}
            {!drop.isPending &&
              (inDrop
                ? inDrop.state === 'upcoming' && (
                    <Suspense fallback={null}>
                      <NotifyDropOpens product={product} opensAt={inDrop.opensAt} />
                    </Suspense>
                  )
                : // A stale reply does not know which sizes are sold out.
                  !product.stale && <NotifyMe product={product} />)}
            {admin && (
              <ButtonLink
                to={paths.updateProduct(product.product_id)}
                variant="ghost"
                className="self-start text-brand"
              >
                <Pencil aria-hidden="true" className="size-4" />
                Update product
              </ButtonLink>
            )}
          </>
        }
      />
      {cart.dialog}
      {sizeRequest.dialog}
    </>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
