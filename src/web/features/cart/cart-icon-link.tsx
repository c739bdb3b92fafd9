import { useQuery } from '@tanstack/react-query';
import { ShoppingBag } from 'lucide-react';
import { IconLink } from '#web/components/ui/icon-link.tsx';
import { paths } from '#web/lib/routing/paths.ts';
import { cartQuery } from './get-products-in-cart.ts';

/** The navbar's cart icon with the pieces in the cart (the cart page's own cache entry). */
export function CartIconLink({ email }: { email: string }) {
  const { data: pieces = 0 } = useQuery({
    ...cartQuery(email),
    select: (reply) => reply.products.reduce((n, line) => n + line.quantity, 0),
  });
  return (
    <IconLink to={paths.cart} label="Cart" count={pieces}>
      <ShoppingBag aria-hidden="true" className="size-6" />
    </IconLink>
  );
}
