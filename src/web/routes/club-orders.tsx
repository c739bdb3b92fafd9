import { useParams, type LoaderFunctionArgs } from 'react-router';
import { ClubFrame } from '#web/features/clubs/club-frame.tsx';
import { ClubOrdersScreen } from '#web/features/clubs/club-orders-screen.tsx';
import { RouteError } from '#web/features/layout/route-error.tsx';
import { requireUser } from '#web/lib/session/route-guards.ts';

/** /club/{slug}/orders: items of the club's products, by state. */
export function loader({ request }: LoaderFunctionArgs) {
  requireUser(request, 'club-orders');
  return null;
}

export function Component() {
  const slug = useParams().slug ?? '';
  return (
    <ClubFrame slug={slug} title="Club orders" width="wide">
      <ClubOrdersScreen slug={slug} />
    </ClubFrame>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
