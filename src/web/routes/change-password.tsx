import { Navigate, useLocation } from 'react-router';
import { ChangePasswordScreen } from '#web/features/account/change-password-screen.tsx';
import { RouteError } from '#web/features/layout/route-error.tsx';
import { paths } from '#web/lib/routing/paths.ts';
import { requireGuest } from '#web/lib/session/route-guards.ts';

/** /change-password: for visitors; a logged-in customer goes home. */
export function loader() {
  return requireGuest('change-password');
}

/** Needs the e-mail and the checked code from /enter-otp in the navigation state, else home. */
export function Component() {
  const state = useLocation().state as { email?: unknown; otp?: unknown } | null;
  const email = typeof state?.email === 'string' ? state.email : '';
  const otp = typeof state?.otp === 'string' ? state.otp : '';
  if (!email || !otp) return <Navigate to={paths.home} replace />;
  return <ChangePasswordScreen email={email} otp={otp} />;
}

export function ErrorBoundary() {
  return <RouteError />;
}
