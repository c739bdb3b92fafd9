import { data, useParams, type LoaderFunctionArgs } from 'react-router';
import { CLUB_DROP_VIEWS, paths, type ClubDropView } from '#shared/web-paths.ts';
import { ClubFrame } from '#web/features/clubs/club-frame.tsx';
import { DropBaggingScreen, baggingQuery } from '#web/features/drops/drop-bagging-screen.tsx';
import { DropPrintScreen } from '#web/features/drops/drop-print-screen.tsx';
import { DropRosterScreen } from '#web/features/drops/drop-roster-screen.tsx';
import { printRunQuery } from '#web/features/drops/get-admin-drops.ts';
import { rosterQuery } from '#web/features/drops/get-drop-roster.ts';
import { RouteError } from '#web/features/layout/route-error.tsx';
import { queryClient } from '#web/lib/api/query-client.ts';
import { requireUser } from '#web/lib/session/route-guards.ts';

const isView = (view: string | undefined): view is ClubDropView =>
  (CLUB_DROP_VIEWS as readonly (string | undefined)[]).includes(view);

const TITLE: Record<ClubDropView, string> = {
  print: 'Print run',
  roster: 'Roster',
  bagging: 'Bagging list',
};

/**
 * /club/{slug}/drops/{dropId}/{print|roster|bagging}: one of the club's drops' print run, roster
 * and bagging list for its managers, the admin's screens through the club's calls
 * (docs/product.md#a-clubs-products-drops-and-orders). Any other last part is not a page.
 */
export function loader({ request, params }: LoaderFunctionArgs) {
  requireUser(request, 'club-drop');
  if (!isView(params.view)) throw data(null, { status: 404 });
  const source = { dropId: Number(params.dropId), club: params.slug ?? '' };
  if (!Number.isInteger(source.dropId) || source.dropId <= 0) return null;
  if (params.view === 'print') void queryClient.prefetchQuery(printRunQuery(source));
  else if (params.view === 'roster') void queryClient.prefetchQuery(rosterQuery(source));
  else void queryClient.prefetchQuery(baggingQuery(source));
  return null;
}

export function Component() {
  const params = useParams();
  const slug = params.slug ?? '';
  const view = isView(params.view) ? params.view : 'print';
  const source = { dropId: Number(params.dropId), club: slug };
  return (
    <ClubFrame
      slug={slug}
      title={TITLE[view]}
      // The print run and bagging list have their own way back among their buttons.
      back={
        view === 'roster'
          ? { to: paths.clubDrops(slug), label: 'Back to the club’s drops' }
          : undefined
      }
    >
      {view === 'print' && <DropPrintScreen source={source} />}
      {view === 'roster' && <DropRosterScreen source={source} />}
      {view === 'bagging' && <DropBaggingScreen source={source} />}
    </ClubFrame>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
