import { RotateCw } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { Container } from '#web/components/ui/container.tsx';
import { useDocumentTitle } from '#web/lib/hooks/use-document-title.ts';
import { CartLineItem } from './cart-line.tsx';
import { CartSkeleton } from './cart-skeleton.tsx';
import { CartSummary } from './cart-summary.tsx';
import type { CartCoupon, DeliveryChoice } from './cart-summary.tsx';
import type { ReactNode } from 'react';
import { EmptyCart } from './empty-cart.tsx';
import { useCart } from './get-products-in-cart.ts';

/**
 * /cart (docs/product.md#cart): the lines, then (beside them on wide screens, sticky) the delivery
 * choice and price details. The chosen method goes on to /address or /payment in the navigation
 * state and the URL.
 */
export function CartPage({
  onCheckout,
  onMovedToWishlist,
  coupon,
  couponBox,
}: {
  /** A coupon code the server priced for this cart, and the field to enter one. */
  coupon?: CartCoupon | undefined;
  couponBox?: ReactNode;
  /** Goes on to the next checkout step with the delivery choice. */
  onCheckout: (choice: DeliveryChoice) => void;
  /** Called once a line went to the wishlist. */
  onMovedToWishlist?: () => unknown;
}) {
  useDocumentTitle('Cart');
  const { data: lines, isPending, isError, error, refetch, isRefetching } = useCart();

  return (
    <Container width="wide" className="py-6 sm:py-10">
      {isPending ? (
        <CartSkeleton />
      ) : isError ? (
        <div
          role="alert"
          className="flex flex-col items-center gap-4 rounded-card bg-surface px-4 py-12 text-center"
        >
          <p className="text-muted">{error.message}</p>
          <Button variant="outline" loading={isRefetching} onClick={() => void refetch()}>
            <RotateCw aria-hidden="true" className="size-4" />
            Try again
          </Button>
        </div>
      ) : lines.length === 0 ? (
        <EmptyCart />
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-10">
          <section aria-labelledby="cart-heading">
            <h1 id="cart-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
              My Cart
            </h1>
            <ul className="divide-y divide-line border-b border-line">
              {lines.map((line) => (
                <li key={line.cartLineId}>
                  <CartLineItem line={line} lines={lines} onMovedToWishlist={onMovedToWishlist} />
                </li>
              ))}
            </ul>
          </section>
          <div className="lg:sticky lg:top-6">
            <CartSummary
              lines={lines}
              onCheckout={onCheckout}
              coupon={coupon}
              couponBox={couponBox}
            />
          </div>
        </div>
      )}
    </Container>
  );
}
