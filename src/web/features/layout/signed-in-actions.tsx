import { lazy, Suspense } from 'react';
import type { ComponentType } from 'react';
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
