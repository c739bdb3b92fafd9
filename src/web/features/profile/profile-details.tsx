import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useSession } from '#web/lib/session/session.ts';
import { useDocumentTitle } from '#web/lib/hooks/use-document-title.ts';
import { useUserDetails } from './get-user-details.ts';
import { ProfileDetailsForm } from './profile-details-form.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';

function FormSkeleton() {
  return (
    <div role="status" className="flex flex-col gap-5">
      <span className="sr-only">Loading your details</span>
      {[0, 1, 2, 3, 4].map((i) => (
        <div key={i} className="flex flex-col gap-2">
          <Skeleton className="h-4 w-28" />
          <Skeleton className="h-11 w-full" />
        </div>
      ))}
    </div>
  );
}

/** /profile: the customer's details, editable. */
export function ProfileDetails() {
  useDocumentTitle('My Profile');
  const session = useSession();
  const details = useUserDetails(session?.email ?? '');
  return (
    <section aria-labelledby="profile-heading" className="flex flex-col gap-5">
      <h1 id="profile-heading" className="text-2xl font-bold tracking-tight text-ink">
        My Profile
      </h1>
      {details.data ? (
        <>
          <ProfileDetailsForm details={details.data} />
          <ChangePasswordForm />
        </>
      ) : details.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3 text-muted">
          <p>{details.error.message}</p>
          <Button variant="outline" onClick={() => void details.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <FormSkeleton />
      )}
    </section>
  );
}
