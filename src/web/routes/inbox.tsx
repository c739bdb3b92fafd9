import type { LoaderFunctionArgs } from 'react-router';
import { AdminFrame } from '#web/features/admin/shared/admin-frame.tsx';
import { InboxScreen, inboxQuery, inboxView } from '#web/features/admin/inbox/inbox-screen.tsx';
import { RouteError } from '#web/features/layout/route-error.tsx';
import { queryClient } from '#web/lib/api/query-client.ts';
import { requireAdmin } from '#web/lib/session/route-guards.ts';

/** /inbox (admin): size requests, tickets and collaboration applications. */
export function loader({ request }: LoaderFunctionArgs) {
  requireAdmin('inbox');
  void queryClient.prefetchQuery(inboxQuery(inboxView(new URL(request.url).searchParams)));
  return null;
}

export function Component() {
  return (
    <AdminFrame title="Inbox">
      <InboxScreen />
    </AdminFrame>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
