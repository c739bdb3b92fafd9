import { lazy, Suspense, useState } from 'react';
import type { Product } from '#shared/contract/catalog.ts';
import { withProgressToast } from '#web/lib/toast/progress-toast.ts';
import { useGuestPeek } from '#web/lib/guest-cart/guest-peek.ts';
import { ApiError } from '#web/lib/api/api-error.ts';
import { type NamesOnTee, useAddToCart } from './add-to-cart.ts';
import { useCart } from './get-products-in-cart.ts';

const loadDialog = () => import('./name-on-tee-dialog.tsx');
const NameOnTeeDialog = lazy(() => loadDialog().then((m) => ({ default: m.NameOnTeeDialog })));

/**
 * ADD TO CART on the product page: adds one piece of the picked size ("Adding to cart", then the
 * server's message: "Added to cart" or why the quantity was capped), after which that size shows
 * GO TO CART. A size already in the cart shows GO TO CART from the start, after a reload too: the
 * signed-in customer's cart query says so (docs/product.md#product-page). A visitor's additions
 * go to the cart kept on their device (docs/product.md#guest-cart). Club and sponsored tees
 * first ask for the names in the Name on Tee popup.
 * Returns the props for ProductView's `cart` and the popup to render beside it.
 */
export function useProductCart(
  product: Pick<Product, 'product_id' | 'name' | 'sizeQuantities'> & { isOwnBrand: boolean },
  loggedIn: boolean,
  /** A pre-order (docs/product.md#drops): its drop goes with the addition; a drop may print names. */
  preOrder?: { dropId: number; namesTaken: boolean; numbersTaken?: boolean },
) {
  const add = useAddToCart();
  const { data: lines } = useCart();
  const [guest, reread] = useGuestPeek();
  const [added, setAdded] = useState<ReadonlySet<string>>(() => new Set());
  const [askingFor, setAskingFor] = useState<string | null>(null);
  const [names, setNames] = useState<NamesOnTee>({ teeName: '', institutionName: '' });
  const asks = {
    names: !product.isOwnBrand || !!preOrder?.namesTaken,
    number: !!preOrder?.numbersTaken,
  };
  const needsNames = asks.names || asks.number;

  /** Answers true once added, else the server's refusal (the progress toast has said it). */
  const submit = async (size: string, withNames?: NamesOnTee): Promise<unknown> => {
    if (!loggedIn) return (await addForGuest(size, withNames)) ? true : undefined;
    try {
      await withProgressToast(
        () =>
          add.mutateAsync({
            productId: product.product_id,
            selectedSize: size,
            quantity: 1,
            ...(preOrder ? { dropId: preOrder.dropId } : {}),
            ...withNames,
          }),
        { loading: 'Adding to cart', success: (reply) => reply.message },
      );
    } catch (error) {
      return error;
    }
    setAdded((sizes) => new Set(sizes).add(size));
    return true;
  };

  const addForGuest = async (size: string, withNames?: NamesOnTee) => {
    const { addFromProductPage } = await import('#web/lib/guest-cart/guest-cart.ts');
    const added = addFromProductPage(
      {
        productId: product.product_id,
        size,
        quantity: 1,
        teeName: '',
        institutionName: '',
        // The names, and the number when the drop takes one.
        ...withNames,
        ...(preOrder && { dropId: preOrder.dropId }),
      },
      // A pre-order has no size stock: its drop's limits are the server's, at the merge.
      preOrder ? undefined : product.sizeQuantities.find((s) => s.size === size)?.quantity,
    );
    reread();
    return added;
  };

  const cart = {
    onAdd: (size: string) => (needsNames ? setAskingFor(size) : void submit(size)),
    // The popup's code (its form and checks, ~60 kB) is fetched once a size is picked, so it
    // opens at once on ADD TO CART; fetched as the page loaded, it held a phone's main thread.
    prepare: () => {
      if (needsNames) void loadDialog();
    },
    adding: add.isPending && askingFor === null,
    inCart: (size: string | null) =>
      size !== null &&
      (added.has(size) ||
        [...(lines ?? []), ...(loggedIn ? [] : (guest.lines ?? []))].some(
          (l) =>
            ('product' in l ? l.product.product_id : l.productId) === product.product_id &&
            l.size === size,
        )),
  };

  const dialog = askingFor !== null && (
    <Suspense fallback={null}>
      <NameOnTeeDialog
        onOpenChange={(open) => !open && setAskingFor(null)}
        productName={product.name}
        size={askingFor}
        defaultValues={names}
        asks={asks}
        busy={add.isPending}
        onSubmit={async (values) => {
          setNames(values);
          const result = await submit(askingFor, values);
          if (result === true) return setAskingFor(null);
          // Another student has this number in the drop: said under the number, typing kept.
          if (result instanceof ApiError && result.code === 'DROP_NUMBER_TAKEN') {
            return { teeNumber: result.message };
          }
        }}
      />
    </Suspense>
  );

  return { cart, dialog };
}
