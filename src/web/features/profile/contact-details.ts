import { useQuery } from '@tanstack/react-query';
import type { UserDetailsReply } from '#shared/contract/profile.ts';
import { queryClient } from '#web/lib/api/query-client.ts';
import type { Session } from '#web/lib/session/session.ts';
import { isTokenExpired, readTokenClaims } from '#web/lib/session/token-claims.ts';
import { userDetailsQuery } from './get-user-details.ts';

/** A signed-in customer's name, e-mail and phone, to fill in forms (contact forms). */
export interface ContactDetails {
  name: string;
  email: string;
  phone: string;
}

const live = (session: Session) => {
  const claims = readTokenClaims(session.token);
  return !claims || !isTokenExpired(claims);
};

function merge(session: Session, details: UserDetailsReply | undefined): ContactDetails {
  return {
    name: details?.name || session.name,
    email: details?.email || session.email,
    phone: details?.phoneNumber || session.phone,
  };
}

/**
 * For loaders: the profile's latest details (the phone may have changed since login), else what
 * the session keeps. Never fails: a form is still usable without them.
 */
export async function loadContactDetails(session: Session | null): Promise<ContactDetails | null> {
  if (!session) return null;
  if (!live(session)) return merge(session, undefined);
  try {
    return merge(session, await queryClient.ensureQueryData(userDetailsQuery(session.email)));
  } catch {
    return merge(session, undefined);
  }
}

/** For components: the same from the query cache (the session's copy while it loads). */
export function useContactDetails(session: Session | null): ContactDetails | null {
  const query = useQuery({
    ...userDetailsQuery(session?.email ?? ''),
    enabled: session !== null && live(session),
  });
  return session ? merge(session, query.data) : null;
}
