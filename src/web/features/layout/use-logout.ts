import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { clearSession } from '#web/lib/session.ts';
import { queryClient } from '#web/lib/query-client.ts';
import { paths } from '#web/lib/paths.ts';

/** Forgets the session and everything cached for it, then goes home (spec §2 Profile: Logout). */
export function useLogout(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    clearSession();
    queryClient.clear();
    void navigate(paths.home);
  }, [navigate]);
}
