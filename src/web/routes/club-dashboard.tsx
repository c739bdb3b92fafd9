import { useParams } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { ClubFrame } from '#web/features/clubs/club-frame.tsx';
import { ClubOverview } from '#web/features/clubs/club-overview.tsx';
import { ClubPageError, loadClubPage } from '#web/features/clubs/club-page.tsx';
import { RouteError } from '#web/features/layout/route-error.tsx';
import { Component as NotFound } from './not-found.tsx';

/**
 * /club/{slug}: a club's dashboard, Overview tab, for its managers and the admin. Anyone else
 * gets the not-found page, as for a club that does not exist (ADR 023).
 */
export async function loader(args: LoaderFunctionArgs) {
  await loadClubPage(args);
  return null;
}

export function Component() {
  const slug = useParams().slug ?? '';
  return (
    <ClubFrame slug={slug} title="Overview">
      <ClubOverview slug={slug} />
    </ClubFrame>
  );
}

export function ErrorBoundary() {
  return <ClubPageError notFound={<NotFound />} other={<RouteError />} />;
}
