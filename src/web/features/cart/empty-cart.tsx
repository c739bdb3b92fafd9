import { ShoppingBag } from 'lucide-react';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { paths } from '#web/lib/routing/paths.ts';

/** An empty cart (docs/product.md#cart): "Oops! Your Cart is Empty" and a way to the shop. */
export function EmptyCart() {
  return (
    <div className="flex flex-col items-center px-4 py-12 text-center sm:py-20">
      <span className="flex size-24 items-center justify-center rounded-full bg-brand-soft text-brand">
        <ShoppingBag aria-hidden="true" className="size-11" />
      </span>
      <h1 className="mt-6 text-2xl font-bold tracking-tight text-ink sm:text-3xl">
        Oops! Your Cart is Empty
      </h1>
      <p className="mt-2 text-lg text-muted">Time to Go Shopping</p>
      <ButtonLink to={paths.shop} size="lg" className="mt-8 min-w-48">
        SHOP
      </ButtonLink>
    </div>
  );
}
