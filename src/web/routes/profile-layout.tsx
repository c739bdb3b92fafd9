import { Outlet } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { userDetailsQuery } from '#web/features/profile/get-user-details.ts';
import { LoggedOutNotice } from '#web/features/profile/logged-out-notice.tsx';
import { ProfileShell } from '#web/features/profile/profile-shell.tsx';
import { RouteError } from '#web/features/layout/route-error.tsx';
import { queryClient } from '#web/lib/api/query-client.ts';
import { requireUser } from '#web/lib/session/route-guards.ts';
import { useSession } from '#web/lib/session/session.ts';
import { useLogout } from '#web/lib/session/use-logout.ts';

/**
 * /profile and its pages (my-orders, my-addresses come with checkout): for signed-in customers
 * only ("Please Login" and home otherwise). Starts loading the details without waiting.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const session = requireUser(request, 'profile');
  void queryClient.prefetchQuery(userDetailsQuery(session.email));
  return null;
}

export function Component() {
  const session = useSession();
  const logout = useLogout();
  if (!session) return <LoggedOutNotice />;
  return (
    <ProfileShell session={session} onLogout={logout}>
      <Outlet />
    </ProfileShell>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
