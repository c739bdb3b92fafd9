import { Heart } from 'lucide-react';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { paths } from '#web/lib/routing/paths.ts';

/** No wishlisted products yet: "Your Wishlist Awaits!" and the way to the shop. */
export function EmptyWishlist() {
  return (
    <div className="flex flex-col items-center px-4 py-12 text-center sm:py-20">
      <span className="flex size-24 items-center justify-center rounded-full bg-brand-soft text-brand">
        <Heart aria-hidden="true" className="size-11" />
      </span>
      <h1 className="mt-6 text-2xl font-bold tracking-tight text-ink sm:text-3xl">
        Your Wishlist Awaits!
      </h1>
      <p className="mt-2 max-w-sm text-muted">
        Tap WISHLIST on any design you love and it will wait for you here.
      </p>
      <ButtonLink to={paths.shop} size="lg" className="mt-8 min-w-48">
        EXPLORE THE SHOP
      </ButtonLink>
    </div>
  );
}
