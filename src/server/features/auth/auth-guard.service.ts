import type { AppDeps } from '../../deps.ts';
import type { AuthGuardServices } from '../../plugins/auth.ts';
import { recordSecurityEvent } from '../security/index.ts';
import { resolveSession, tokenUser } from './session.service.ts';

/** What the auth plugin's guard needs from this area: each call's session, and the record of a
 * body e-mail that is not the caller's (plugins/auth.ts). */
export function authGuardServices(deps: AppDeps): AuthGuardServices {
  return {
    resolveSession: (token) => resolveSession(deps, token),
    tokenUser: (token) => tokenUser(deps, token),
    recordEmailMismatch: (event) =>
      recordSecurityEvent(deps.db, { kind: 'email_mismatch', ...event }),
  };
}
