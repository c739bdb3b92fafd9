import { Outlet } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { userDetailsQuery } from '#web/features/profile/get-user-details.ts';
import { LoggedOutNotice } from '#web/features/profile/logged-out-notice.tsx';
import { ProfileShell } from '#web/features/profile/profile-shell.tsx';
import { MyClubsLinks } from '#web/features/clubs/my-clubs-links.tsx';
import { RouteError } from '#web/features/layout/route-error.tsx';
import { loaderQueryClient, loaderSession } from '#web/lib/api/page-draw.ts';
import { requireUser } from '#web/lib/session/route-guards.ts';
import { useSession } from '#web/lib/session/session.ts';
import { useLogout } from '#web/lib/session/use-logout.ts';

/**
 * /profile and its pages (my-orders, my-addresses come with checkout): for signed-in customers
 * only ("Please Login" and home otherwise). Starts loading the details without waiting.
 */
export function loader({ request, context }: LoaderFunctionArgs) {
  const session = requireUser(request, 'profile', loaderSession(context));
  void loaderQueryClient(context).prefetchQuery(userDetailsQuery(session.email));
  return null;
}

export function Component() {
  const session = useSession();
  const logout = useLogout();
  if (!session) return <LoggedOutNotice />;
  return (
    <ProfileShell session={session} onLogout={logout} moreNav={<MyClubsLinks />}>
      <Outlet />
    </ProfileShell>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
