import { useParams } from 'react-router';
import { InviteScreen } from '#web/features/clubs/invite-screen.tsx';
import { RouteError } from '#web/features/layout/route-error.tsx';

/** /club-invite/{token}: a manager's invitation link (docs/product.md#clubs). */
export function Component() {
  const token = useParams().token ?? '';
  return <InviteScreen key={token} token={token} />;
}

export function ErrorBoundary() {
  return <RouteError />;
}
