import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '#web/lib/routing/paths.ts';
import { notify } from '#web/lib/toast/toast.ts';
import { useCreateClub } from './admin-clubs-api.ts';
import { ClubForm } from './club-form.tsx';
import { clubBody, emptyClub, slugOf } from './club-form-values.ts';

/**
 * A new club; "Make a club" in the inbox opens it with `?application=&name=&email=`, the
 * application's fields carried over. Saved, it goes on to the club's page.
 */
export function NewClubScreen() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const create = useCreateClub();
  const application = Number(search.get('application')) || undefined;
  const name = search.get('name') ?? '';
  const initial = emptyClub({ name, slug: slugOf(name), inviteEmail: search.get('email') ?? '' });
  return (
    <>
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
    </>
  );
}
