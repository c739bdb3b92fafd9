import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { contractRoute } from '../../plugins/contract-routes.ts';
import { ok } from '../../lib/replies.ts';
import { AUTH_LIMITS as L } from './auth.limits.ts';
import { toLoginReply, toSignedInReply } from './auth.mapper.ts';
import { bearerToken } from '../../plugins/auth.ts';
import { clearSessionCookie, setSessionCookie } from './session-cookie.ts';
import { knownDeviceOf, setDeviceCookie } from './device-cookie.ts';
import { login, logout, reportSuspiciousActivity, type SignedIn } from './auth.service.ts';
import { checkResetCode, forgetPassword, resetPassword } from './password-reset.service.ts';
import { changePassword } from './password-change.service.ts';
import { register, resendVerifyOtp, verifyOtp } from './signup.service.ts';

/** Sign-up, login, logout, password reset and the suspicious-activity report. */
export async function authRoutes(app: FastifyInstance, deps: AppDeps) {
  // A started session's cookies (docs/decisions/020, 022): the session for signed-in pages, and
  // this browser a known device of the account.
  const setSignInCookies = async (reply: FastifyReply, signedIn: SignedIn) => {
    setSessionCookie(reply, deps.config, signedIn.accessToken);
    await setDeviceCookie(reply, deps.config, deps.secrets, signedIn.email, deps.clock());
  };
  contractRoute(
    app,
    'auth/register',
    async ({ body, caller }) => ok(await register(deps, caller, body)),
    { limits: L.register },
  );
  // A right sign-up code, like a right password, starts a session: the same cookies as login's.
  contractRoute(
    app,
    'auth/verifyOtp',
    async ({ body, caller, reply }) => {
      const signedIn = await verifyOtp(deps, caller, body);
      await setSignInCookies(reply, signedIn);
      return ok(toSignedInReply(signedIn));
    },
    { limits: L.verifyOtp },
  );
  contractRoute(
    app,
    'auth/resendVerifyOtp',
    async ({ body, caller }) => ok(await resendVerifyOtp(deps, caller, body)),
    { limits: L.resendVerifyOtp },
  );
  contractRoute(
    app,
    'auth/login',
    async ({ body, caller, request, reply }) => {
      const device = await knownDeviceOf(request, deps.secrets, body.email, deps.clock());
      const signedIn = await login(deps, caller, body, device);
      await setSignInCookies(reply, signedIn);
      return ok(toLoginReply(signedIn));
    },
    { limits: L.login },
  );
  contractRoute(app, 'auth/logout', async ({ caller, reply }) => {
    const outcome = await logout(deps, caller);
    clearSessionCookie(reply, deps.config);
    return ok(outcome);
  });
  // A browser signed in before the cookie existed asks once (docs/decisions/020). The token is
  // the one this call was authenticated with, so its session row was just checked.
  contractRoute(app, 'auth/session-cookie', async ({ request, reply }) => {
    const token = bearerToken(request);
    if (token) setSessionCookie(reply, deps.config, token);
    return ok({ message: 'Session cookie set' });
  });
  contractRoute(
    app,
    'auth/forgetPassword',
    async ({ body, caller }) => ok(await forgetPassword(deps, caller, body)),
    { limits: L.forgetPassword },
  );
  contractRoute(
    app,
    'auth/isChangePassword',
    async ({ body, caller }) => ok(await checkResetCode(deps, caller, body)),
    { limits: L.isChangePassword },
  );
  contractRoute(
    app,
    'auth/resetPassword',
    async ({ body, caller, reply }) => {
      const signedIn = await resetPassword(deps, caller, body);
      await setSignInCookies(reply, signedIn);
      return ok(toSignedInReply(signedIn));
    },
    { limits: L.resetPassword },
  );
  contractRoute(
    app,
    'auth/change-password',
    async ({ body, caller }) => ok(await changePassword(deps, caller, body)),
    { limits: L.changePassword },
  );
  contractRoute(
    app,
    'auth/safetyProtocol',
    async ({ body, caller }) => ok(await reportSuspiciousActivity(deps, caller, body)),
    { limits: L.safetyProtocol },
  );
}
