import { LoginScreen } from '#web/features/account/login-screen.tsx';
import { RouteError } from '#web/features/layout/route-error.tsx';
import { requireGuest } from '#web/lib/session/route-guards.ts';

/** /login (optionally ?next=/page): for visitors; a logged-in customer goes home. */
export function loader() {
  return requireGuest('login');
}

export function Component() {
  return <LoginScreen />;
}

export function ErrorBoundary() {
  return <RouteError />;
}
