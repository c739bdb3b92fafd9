import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { contractRoute } from '../../plugins/contract-routes.ts';
import { ok } from '../../lib/replies.ts';
import { toUserDetailsReply } from './profile.mapper.ts';
import { changeName, getUserDetails, updateUserDetails } from './profile.service.ts';

/** The caller's profile details. */
export async function profileRoutes(app: FastifyInstance, deps: AppDeps) {
  contractRoute(app, 'auth/get-user-details', async ({ caller }) =>
    ok(toUserDetailsReply(await getUserDetails(deps, caller))),
  );
  contractRoute(app, 'auth/update-user-details', async ({ body, caller }) =>
    ok(await updateUserDetails(deps, caller, body)),
  );
  contractRoute(app, 'auth/change-name', async ({ body, caller }) =>
    ok(await changeName(deps, caller, body)),
  );
}
