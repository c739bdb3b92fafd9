import { useId } from 'react';
import { Link } from 'react-router';
import { useQueries } from '@tanstack/react-query';
import { LogIn, Trash2 } from 'lucide-react';
import type { ProductDetailsReply } from '#shared/contract/catalog.ts';
import { catalogKeys } from '#shared/cache-keys.ts';
import { paiseToRupees, rupeesToPaise } from '#shared/rules/money.ts';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { Container } from '#web/components/ui/container.tsx';
import { Price } from '#web/components/ui/price.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { api } from '#web/lib/api/api-client.ts';
import {
  changeGuestLine,
  removeGuestLine,
  useGuestCart,
  type GuestLine,
} from '#web/lib/guest-cart/guest-cart.ts';
import { useDocumentTitle } from '#web/lib/hooks/use-document-title.ts';
import { loginUrl } from '#web/lib/session/login-url.ts';
import { paths } from '#web/lib/routing/paths.ts';
import { CartSkeleton } from './cart-skeleton.tsx';
import { EmptyCart } from './empty-cart.tsx';
import type { CartLine } from './get-products-in-cart.ts';
import { LineImage } from './line-image.tsx';
import { LineTitle } from './line-title.tsx';
import { quantityChoices, sizeChoices } from './line-stock.ts';

/** The product of a line as the shop sells it now (the catalogue's public read, its cache entry). */
const productQuery = (id: number) => ({
  queryKey: catalogKeys.product(id),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api('products/get-product-details/:id', { method: 'GET', params: { id }, signal }),
});

/** A device line with its product as a cart line (the cart's own shapes, so its rules apply). */
function asCartLine(line: GuestLine, index: number, p: ProductDetailsReply): CartLine {
  return {
    cartLineId: index,
    quantity: line.quantity,
    size: line.size,
    style: p.style,
    price: p.price,
    teeName: line.teeName,
    institutionName: line.institutionName,
    ...(line.teeNumber && { teeNumber: line.teeNumber }),
    product: {
      product_id: p.product_id,
      name: p.name,
      details: p.details,
      price: p.price,
      style: p.style,
      imageUrl: p.imageUrl,
      isOwnBrand: p.isInstibuzz,
      // A pre-order takes no size stock: its drop's limits are checked when it joins the account.
      sizeQuantities: line.dropId
        ? p.sizeQuantities.map((s) => ({ ...s, quantity: 5 }))
        : p.sizeQuantities,
    },
  };
}

/**
 * /cart for a visitor (docs/product.md#guest-cart): the cart kept on this device, at the shop's
 * prices now, with sizes, quantities and Remove. Delivery, coupon codes and payment come once
 * they log in or sign up, which brings these lines into their account and back here.
 */
export function GuestCartPage() {
  useDocumentTitle('Cart');
  const { lines } = useGuestCart();
  const ids = [...new Set(lines.map((l) => l.productId))];
  const products = useQueries({ queries: ids.map(productQuery) });
  const productOf = (id: number) => products[ids.indexOf(id)];
  if (lines.length === 0) {
    return (
      <Container width="wide" className="py-6 sm:py-10">
        <EmptyCart />
      </Container>
    );
  }
  if (products.some((p) => p.isPending)) {
    return (
      <Container width="wide" className="py-6 sm:py-10">
        <CartSkeleton />
      </Container>
    );
  }
  const shown = lines.flatMap((line, index) => {
    const product = productOf(line.productId)?.data;
    return product ? [asCartLine(line, index, product)] : [];
  });
  const gone = lines.length - shown.length;
  const mrpPaise = shown.reduce((sum, l) => sum + rupeesToPaise(l.price) * l.quantity, 0);
  const back = encodeURIComponent(paths.cart);

  return (
    <Container width="wide" className="py-6 sm:py-10">
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-10">
        <section aria-labelledby="cart-heading">
          <h1 id="cart-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            My Cart
          </h1>
          <p className="mt-1 text-sm text-muted">
            Kept on this device until you log in: then it moves into your account.
          </p>
          <ul className="divide-y divide-line border-b border-line">
            {shown.map((line) => (
              <li key={line.cartLineId}>
                <GuestLineItem line={line} lines={shown} />
              </li>
            ))}
          </ul>
          {gone > 0 && (
            <p role="status" className="mt-3 text-sm text-muted">
              {gone === 1 ? 'One item is' : `${gone} items are`} no longer on sale and will be left
              out.
            </p>
          )}
        </section>
        <section
          aria-labelledby="guest-summary"
          className="flex flex-col gap-4 rounded-card border border-line p-4 sm:p-6 lg:sticky lg:top-6"
        >
          <h2 id="guest-summary" className="text-lg font-semibold">
            Price Details
          </h2>
          <dl className="flex justify-between font-semibold">
            <dt>Total MRP</dt>
            <dd>
              <Price amount={paiseToRupees(mrpPaise)} />
            </dd>
          </dl>
          <p className="text-sm text-muted">
            Log in or sign up to choose delivery, apply a coupon code and pay. Your cart comes with
            you.
          </p>
          <ButtonLink to={loginUrl(paths.cart)} size="lg" block>
            <LogIn aria-hidden="true" className="size-5" />
            LOGIN TO CHECKOUT
          </ButtonLink>
          <p className="text-center text-sm">
            New here?{' '}
            <Link
              to={`${paths.signup}?next=${back}`}
              className="inline-flex min-h-11 items-center font-semibold text-brand hover:underline"
            >
              Sign up
            </Link>
          </p>
        </section>
      </div>
    </Container>
  );
}

/** One device line: image, name, style, names, number, size and quantity selects, price, Remove. */
function GuestLineItem({ line, lines }: { line: CartLine; lines: readonly CartLine[] }) {
  const titleId = useId();
  const index = line.cartLineId;
  const { name } = line.product;
  return (
    <article
      aria-labelledby={titleId}
      className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-2 py-5 sm:gap-x-5"
    >
      <LineImage src={line.product.imageUrl[0]} eager={index < 3} />
      <div className="flex min-w-0 flex-col gap-3">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <LineTitle titleId={titleId} product={line.product} />
            {line.teeName && (
              <p className="text-sm">
                <span className="text-muted">Tee name:</span> {line.teeName}, {line.institutionName}
              </p>
            )}
            {line.teeNumber && (
              <p className="text-sm">
                <span className="text-muted">Number:</span> {line.teeNumber}
              </p>
            )}
          </div>
          <Price amount={paiseToRupees(rupeesToPaise(line.price) * line.quantity)} />
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <Select
            label={
              <>
                Size<span className="sr-only"> of {name}</span>
              </>
            }
            options={sizeChoices(line)}
            value={line.size}
            onChange={(e) => changeGuestLine(index, { size: e.target.value })}
            wrapperClassName="w-28"
          />
          <Select
            label={
              <>
                Qty<span className="sr-only">, quantity of {name}</span>
              </>
            }
            options={quantityChoices(line, lines)}
            value={String(line.quantity)}
            onChange={(e) => changeGuestLine(index, { quantity: Number(e.target.value) })}
            wrapperClassName="w-20"
          />
          <Button
            variant="ghost"
            size="sm"
            className="min-h-11 text-muted hover:text-danger"
            onClick={() => removeGuestLine(index)}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            Remove<span className="sr-only"> {name}</span>
          </Button>
        </div>
      </div>
    </article>
  );
}
