import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { contractRoute } from '../../plugins/contract-routes.ts';
import type { RequestInfo } from './auth.deps.ts';
import { AUTH_LIMITS as L } from './auth.limits.ts';
import { login, logout, reportSuspiciousActivity } from './auth.service.ts';
import { forgetPassword, isChangePassword, resetPassword } from './password-reset.service.ts';
import { register, resendVerifyOtp, verifyOtp } from './signup.service.ts';

const info = (request: FastifyRequest): RequestInfo => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

/** Sign-up, login, logout, password reset and the suspicious-activity report. */
export async function authRoutes(app: FastifyInstance, deps: AppDeps) {
  contractRoute(app, 'auth/register', ({ body, request }) => register(deps, body, info(request)), {
    limits: L.register,
  });
  contractRoute(
    app,
    'auth/verifyOtp',
    ({ body, request }) => verifyOtp(deps, body, info(request)),
    {
      limits: L.verifyOtp,
    },
  );
  contractRoute(
    app,
    'auth/resendVerifyOtp',
    ({ body, request }) => resendVerifyOtp(deps, body, info(request)),
    { limits: L.resendVerifyOtp },
  );
  contractRoute(app, 'auth/login', ({ body, request }) => login(deps, body, info(request)), {
    limits: L.login,
  });
  contractRoute(app, 'auth/logout', ({ caller }) => logout(deps, caller));
  contractRoute(
    app,
    'auth/forgetPassword',
    ({ body, request }) => forgetPassword(deps, body, info(request)),
    { limits: L.forgetPassword },
  );
  contractRoute(
    app,
    'auth/isChangePassword',
    ({ body, request }) => isChangePassword(deps, body, info(request)),
    { limits: L.isChangePassword },
  );
  contractRoute(
    app,
    'auth/resetPassword',
    ({ body, request }) => resetPassword(deps, body, info(request)),
    { limits: L.resetPassword },
  );
  contractRoute(
    app,
    'auth/safetyProtocol',
    ({ body, caller, request }) => reportSuspiciousActivity(deps, body, caller, info(request)),
    { limits: L.safetyProtocol },
  );
}
