import type { ReactNode } from 'react';
import { data, isRouteErrorResponse, useRouteError } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { ApiError } from '#web/lib/api/api-error.ts';
import { queryClient } from '#web/lib/api/query-client.ts';
import { loginUrl } from '#web/lib/session/login-url.ts';
import { requireUser } from '#web/lib/session/route-guards.ts';
import { clubOverviewQuery } from './club-api.ts';

/**
 * What every club dashboard page (`/club/{slug}/…`) does first: a visitor signs in and comes
 * back; the club's overview is asked (the frame shows its name), and a club the caller does not
 * manage, like one that does not exist, throws a 404 for ClubPageError (ADR 023).
 */
export async function loadClubPage({ request, params }: LoaderFunctionArgs): Promise<string> {
  const url = new URL(request.url);
  requireUser(request, 'club', undefined, { guestTo: loginUrl(url.pathname) });
  const slug = params.slug ?? '';
  try {
    await queryClient.fetchQuery(clubOverviewQuery(slug));
  } catch (err) {
    if (err instanceof ApiError && err.httpStatus === 404) throw data(null, { status: 404 });
    throw err;
  }
  return slug;
}

/** A club page's error boundary: the not-found page for a 404, else the route's error page. */
export function ClubPageError({ notFound, other }: { notFound: ReactNode; other: ReactNode }) {
  const error = useRouteError();
  return isRouteErrorResponse(error) && error.status === 404 ? notFound : other;
}
