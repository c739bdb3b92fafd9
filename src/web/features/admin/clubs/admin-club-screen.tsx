import { Link } from 'react-router';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { RoundImage } from '#web/components/ui/round-image.tsx';
import { paths } from '#web/lib/routing/paths.ts';
import { notify } from '#web/lib/toast/toast.ts';
import { useAdminClub, useUpdateClub } from './admin-clubs-api.ts';
import { ClubForm } from './club-form.tsx';
import { clubBody, clubFormValues } from './club-form-values.ts';
import { ClubManagersPanel } from './club-managers-panel.tsx';

/** One club for the admin: its managers and invitations, then its details to edit. */
export function AdminClubScreen({ id }: { id: number }) {
  const { data, isPending, error } = useAdminClub(id);
  const update = useUpdateClub();
  if (isPending) return <Skeleton className="h-96 w-full" />;
  if (error)
    return (
      <p role="alert" className="text-danger">
        {error.message}
      </p>
    );
  const { club } = data;
  return (
    <div className="flex flex-col gap-5">
      <div className="flex items-center gap-4">
        <RoundImage name={club.name} src={club.logoUrl} className="size-14 text-xl" />
        <div className="min-w-0">
          <h2 className="text-xl font-bold break-words text-ink">{club.name}</h2>
          <Link to={paths.clubDashboard(club.slug)} className="text-sm text-brand underline">
            Open its dashboard
          </Link>
        </div>
      </div>
      <ClubManagersPanel detail={data} />
      <ClubForm
        // A saved version starts the form afresh from what the server kept.
        key={club.version}
        initial={clubFormValues(club)}
        isNew={false}
        submitLabel="Save club"
        onSave={async (values) => {
          const reply = await update.mutateAsync({
            id: club.id,
            version: club.version,
            club: clubBody(values),
          });
          notify.success(reply.message);
        }}
      />
    </div>
  );
}
