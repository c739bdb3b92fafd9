import { lazy, Suspense } from 'react';
import type { ComponentType } from 'react';
import { ShoppingBag } from 'lucide-react';
import { IconLink } from '#web/components/ui/icon-link.tsx';
import { useGuestCart } from '#web/lib/guest-cart/guest-cart.ts';
import { paths } from '#web/lib/routing/paths.ts';
import { firstName, type Session } from '#web/lib/session/session.ts';

// Only signed-in visitors need the profile menu (and its dialog code): loaded when first shown.
const ProfileMenu = lazy(() =>
  import('./profile-menu.tsx').then((m) => ({ default: m.ProfileMenu })),
);

/** Icons the page puts beside the profile menu (the root layout's wishlist and cart counts). */
export type AccountIcons = ComponentType<{ email: string }>;

/** Keeps the bar's layout while the icons load: two 44 px slots. */
const iconSlots = (
  <>
    <span className="size-11" aria-hidden="true" />
    <span className="size-11" aria-hidden="true" />
  </>
);

/**
 * The navbar's right side for a signed-in visitor: greeting, the account icons the page supplies
 * (wishlist and cart with their counts) and the profile menu. The navbar loads this lazily, so
 * guests (most first visits) never download it.
 */
export function SignedInActions({
  session,
  onLogout,
  accountIcons: Icons,
}: {
  session: Session;
  onLogout: () => void;
  accountIcons?: AccountIcons;
}) {
  return (
    <>
      <span className="hidden pr-1 text-sm text-muted lg:inline">Hi, {firstName(session)}</span>
      {Icons && (
        <Suspense fallback={iconSlots}>
          <Icons email={session.email} />
        </Suspense>
      )}
      <Suspense fallback={<span className="size-11" aria-hidden="true" />}>
        <ProfileMenu session={session} onLogout={onLogout} />
      </Suspense>
    </>
  );
}

/**
 * The navbar's cart icon for a visitor, with the pieces in the cart kept on this device
 * (docs/product.md#guest-cart), as a signed-in customer's shows their cart's.
 */
export function GuestCartIcon() {
  const { lines } = useGuestCart();
  return (
    <IconLink to={paths.cart} label="Cart" count={lines.reduce((n, l) => n + l.quantity, 0)}>
      <ShoppingBag aria-hidden="true" className="size-6" />
    </IconLink>
  );
}

/**
 * What the navbar loads lazily beside its own part: a signed-in visitor's icons and menu, or a
 * visitor's cart icon (one chunk for both, so the guests' first load gains nothing).
 */
export function AccountActions({
  session,
  ...rest
}: {
  session: Session | null;
  onLogout: () => void;
  accountIcons?: AccountIcons | undefined;
}) {
  return session ? <SignedInActions session={session} {...rest} /> : <GuestCartIcon />;
}
