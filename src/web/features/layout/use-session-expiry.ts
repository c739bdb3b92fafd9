import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { onSessionExpired } from '#web/lib/session.ts';
import { loginUrl } from '#web/lib/login-url.ts';
import { queryClient } from '#web/lib/query-client.ts';

/**
 * When the server refuses the session's token (expired or revoked, see api-client.ts), drop
 * what was cached for that customer and go to /login, which says the session expired and
 * brings the customer back to this page afterwards.
 */
export function useSessionExpiryRedirect(): void {
  const navigate = useNavigate();
  useEffect(
    () =>
      onSessionExpired(() => {
        queryClient.clear();
        const { pathname, search } = window.location;
        void navigate(loginUrl(pathname + search));
      }),
    [navigate],
  );
}
