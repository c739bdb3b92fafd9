import { addressesQuery } from '#web/features/addresses/get-user-addresses.ts';
import { SavedAddresses } from '#web/features/addresses/saved-addresses.tsx';
import { queryClient } from '#web/lib/api/query-client.ts';
import { getSession, useSession } from '#web/lib/session/session.ts';

/** /profile/my-addresses (the guard and frame are in profile-layout.tsx). */
export function loader() {
  const session = getSession();
  if (session) void queryClient.prefetchQuery(addressesQuery(session.email));
  return null;
}

/** The cards carry the customer's name and phone from the session. */
export function Component() {
  const session = useSession();
  return <SavedAddresses name={session?.name ?? ''} phone={session?.phone ?? ''} />;
}
