import { ForgotPasswordScreen } from '#web/features/account/forgot-password-screen.tsx';
import { RouteError } from '#web/features/layout/route-error.tsx';
import { requireGuest } from '#web/lib/session/route-guards.ts';

/** /forgot-password: for visitors; a logged-in customer goes home. */
export function loader() {
  return requireGuest('forgot-password');
}

export function Component() {
  return <ForgotPasswordScreen />;
}

export function ErrorBoundary() {
  return <RouteError />;
}
