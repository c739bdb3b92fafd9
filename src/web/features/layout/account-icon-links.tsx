import { Link } from 'react-router';
import { Heart, ShoppingBag } from 'lucide-react';
import { paths } from '#web/lib/paths.ts';

const iconLink =
  'relative inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-surface hover:text-brand';

/** "Cart" or "Cart, 3 items": an icon link's accessible name. */
export function countLabel(name: string, count: number): string {
  return count > 0 ? `${name}, ${count} ${count === 1 ? 'item' : 'items'}` : name;
}

/** The little count on an icon (the link's name says it in words). */
function CountBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      className="absolute top-0.5 right-0 flex h-5 min-w-5 items-center justify-center rounded-full bg-brand px-1 text-[11px] leading-none font-bold text-white ring-2 ring-white"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}

/** The navbar's wishlist and cart icons, with their counts when known. */
export function AccountIconLinks({ counts }: { counts: { cart: number; wishlist: number } }) {
  return (
    <>
      <Link
        to={paths.wishlist}
        aria-label={countLabel('Wishlist', counts.wishlist)}
        className={iconLink}
      >
        <Heart aria-hidden="true" className="size-6" />
        <CountBadge count={counts.wishlist} />
      </Link>
      <Link to={paths.cart} aria-label={countLabel('Cart', counts.cart)} className={iconLink}>
        <ShoppingBag aria-hidden="true" className="size-6" />
        <CountBadge count={counts.cart} />
      </Link>
    </>
  );
}
