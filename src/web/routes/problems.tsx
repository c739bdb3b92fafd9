import { AdminFrame } from '#web/features/admin/shared/admin-frame.tsx';
import { ProblemsScreen, problemsQuery } from '#web/features/admin/problems/problems-screen.tsx';
import { RouteError } from '#web/features/layout/route-error.tsx';
import { queryClient } from '#web/lib/api/query-client.ts';
import { requireAdmin } from '#web/lib/session/route-guards.ts';

/** /problems (admin): payments that did not become orders, and mails that could not go. */
export function loader() {
  requireAdmin('problems');
  void queryClient.prefetchQuery(problemsQuery());
  return null;
}

export function Component() {
  return (
    <AdminFrame title="Problems">
      <ProblemsScreen />
    </AdminFrame>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
