import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { clearSession, getToken } from './session.ts';
import { queryClient } from '#web/lib/api/query-client.ts';
import { paths } from '#web/lib/routing/paths.ts';

/**
 * Logout (docs/product.md#accounts): forgets the session and everything cached for it, goes home,
 * and revokes the session on the server (auth/logout with the token being ended). The page does not
 * wait for the server: a failed call only leaves a token nobody holds any more.
 */
export function useLogout(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    const token = getToken();
    clearSession();
    queryClient.clear();
    // Loaded on use: guests never need the API client in the layout's first load.
    if (token) {
      void import('#web/lib/api/api-client.ts')
        .then(({ api }) => api('auth/logout', { body: {}, token }))
        .catch(() => undefined);
    }
    void navigate(paths.home);
  }, [navigate]);
}
