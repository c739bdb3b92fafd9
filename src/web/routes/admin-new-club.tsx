import { useNavigate, useSearchParams } from 'react-router';
import { AdminFrame } from '#web/features/admin/shared/admin-frame.tsx';
import { useCreateClub } from '#web/features/admin/clubs/admin-clubs-api.ts';
import { ClubForm } from '#web/features/admin/clubs/club-form.tsx';
import { clubBody, emptyClub, slugOf } from '#web/features/admin/clubs/club-form-values.ts';
import { RouteError } from '#web/features/layout/route-error.tsx';
import { paths } from '#web/lib/routing/paths.ts';
import { requireAdmin } from '#web/lib/session/route-guards.ts';
import { notify } from '#web/lib/toast/toast.ts';

/**
 * /admin/clubs/new (admin): a new club; "Make a club" in the inbox opens it with
 * `?application=&name=&email=`, the application's fields carried over.
 */
export function loader() {
  requireAdmin('admin-new-club');
  return null;
}

export function Component() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const create = useCreateClub();
  const application = Number(search.get('application')) || undefined;
  const name = search.get('name') ?? '';
  const initial = emptyClub({ name, slug: slugOf(name), inviteEmail: search.get('email') ?? '' });
  return (
    <AdminFrame title="New club" width="narrow">
      {application && (
        <p className="mb-4 rounded-lg bg-brand-soft px-3 py-2 text-sm text-brand-dark">
          From collaboration application #{application}: check the name, then choose its address,
          tag and share.
        </p>
      )}
      <ClubForm
        initial={initial}
        isNew
        submitLabel="Create club"
        onSave={async (values) => {
          const reply = await create.mutateAsync({
            club: clubBody(values),
            ...(application ? { applicationId: application } : {}),
            ...(values.inviteEmail.trim() ? { inviteEmail: values.inviteEmail } : {}),
          });
          notify.success(reply.message);
          await navigate(paths.adminClub(reply.club.id));
        }}
      />
    </AdminFrame>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
