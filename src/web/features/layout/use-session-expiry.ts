import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { onSessionExpired } from '#web/lib/session/session.ts';
import { loginUrl } from '#web/lib/session/login-url.ts';
import { queryClient } from '#web/lib/api/query-client.ts';

/**
 * When the server refuses the session's token (expired or revoked, see api-client.ts), drop
 * what was cached for that customer and go to /login, which says the session expired and
 * brings the customer back to this page afterwards.
 */
export function useSessionExpiryRedirect(): void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const here = useRef('/');
  // Declared first: an expiry heard while subscribing below already sees this page.
  useEffect(() => {
    here.current = pathname + search;
  }, [pathname, search]);
  useEffect(
    () =>
      onSessionExpired(() => {
        queryClient.clear();
        void navigate(loginUrl(here.current));
      }),
    [navigate],
  );
}
