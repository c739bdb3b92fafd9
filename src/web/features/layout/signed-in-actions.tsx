import { lazy, Suspense } from 'react';
import { firstName, type Session } from '#web/lib/session.ts';
import { AccountIconLinks } from './account-icon-links.tsx';

// Only signed-in visitors need the profile menu (and its dialog code): loaded when first shown.
const ProfileMenu = lazy(() =>
  import('./profile-menu.tsx').then((m) => ({ default: m.ProfileMenu })),
);

// The cart and wishlist counts (and the query code they need) load after the icons.
const CountedIconLinks = lazy(() =>
  import('./counted-icon-links.tsx').then((m) => ({ default: m.CountedIconLinks })),
);
const noCounts = { cart: 0, wishlist: 0 };

/**
 * The navbar's right side for a signed-in visitor: greeting, wishlist and cart icons with their
 * counts, and the profile menu. The navbar loads this lazily, so guests (most first visits) never
 * download the icons and count code.
 */
export function SignedInActions({ session, onLogout }: { session: Session; onLogout: () => void }) {
  return (
    <>
      <span className="hidden pr-1 text-sm text-muted lg:inline">Hi, {firstName(session)}</span>
      <Suspense fallback={<AccountIconLinks counts={noCounts} />}>
        <CountedIconLinks email={session.email} />
      </Suspense>
      <Suspense fallback={<span className="size-11" aria-hidden="true" />}>
        <ProfileMenu session={session} onLogout={onLogout} />
      </Suspense>
    </>
  );
}
