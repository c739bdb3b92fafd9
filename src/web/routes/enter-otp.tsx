import { Navigate, useLocation } from 'react-router';
import { EnterOtpScreen } from '#web/features/account/enter-otp-screen.tsx';
import { RouteError } from '#web/features/layout/route-error.tsx';
import { paths } from '#web/lib/routing/paths.ts';
import { requireGuest } from '#web/lib/session/route-guards.ts';

/** /enter-otp: for visitors; a logged-in customer goes home. */
export function loader() {
  return requireGuest('enter-otp');
}

/**
 * Needs the e-mail from /forgot-password in the navigation state, else goes home
 * (docs/product.md#accounts).
 */
export function Component() {
  const state = useLocation().state as { email?: unknown } | null;
  const email = typeof state?.email === 'string' ? state.email : '';
  if (!email) return <Navigate to={paths.home} replace />;
  return <EnterOtpScreen email={email} />;
}

export function ErrorBoundary() {
  return <RouteError />;
}
