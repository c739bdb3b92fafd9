import { useQuery } from '@tanstack/react-query';
import { Heart } from 'lucide-react';
import { IconLink } from '#web/components/ui/icon-link.tsx';
import { paths } from '#web/lib/routing/paths.ts';
import { wishlistQuery } from './get-wishlisted-products.ts';

/** The navbar's wishlist icon with the products wishlisted (the wishlist page's cache entry). */
export function WishlistIconLink({ email }: { email: string }) {
  const { data: count = 0 } = useQuery({
    ...wishlistQuery(email),
    select: (products) => products.length,
  });
  return (
    <IconLink to={paths.wishlist} label="Wishlist" count={count}>
      <Heart aria-hidden="true" className="size-6" />
    </IconLink>
  );
}
