import { SignupScreen } from '#web/features/account/signup-screen.tsx';
import { RouteError } from '#web/features/layout/route-error.tsx';
import { requireGuest } from '#web/lib/session/route-guards.ts';

/** /signup: for visitors; a logged-in customer goes home. */
export function loader() {
  return requireGuest('signup');
}

export function Component() {
  return <SignupScreen />;
}

export function ErrorBoundary() {
  return <RouteError />;
}
