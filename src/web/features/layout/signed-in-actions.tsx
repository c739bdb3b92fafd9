import { lazy, Suspense } from 'react';
import type { ComponentType } from 'react';
import { firstName, type Session } from '#web/lib/session/session.ts';

// Only signed-in visitors need the profile menu (and its dialog code): loaded when first shown.
const ProfileMenu = lazy(() =>
  import('./profile-menu.tsx').then((m) => ({ default: m.ProfileMenu })),
);

/**
 * Icons the page puts beside the profile menu (the root layout's wishlist and cart counts), each
 * lazy one inside its own `Suspense` with a 44 px slot as its fallback.
 */
export type AccountIcons = ComponentType<{ email: string }>;

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
      {/* The icons bring a boundary each (root-layout.tsx): on a drawn page Preact resumes each
          lazy part into its own drawn range, and a boundary around them all made it draw the
          second icon and the menu anew. */}
      {Icons && <Icons email={session.email} />}
      <Suspense fallback={<span className="size-11" aria-hidden="true" />}>
        <ProfileMenu session={session} onLogout={onLogout} />
      </Suspense>
    </>
  );
}
