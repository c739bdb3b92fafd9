import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { contractRoute } from '../../plugins/contract-routes.ts';
import { getUserDetails, updateUserDetails } from './profile.service.ts';

/** The caller's profile details (saved addresses come with checkout). */
export async function profileRoutes(app: FastifyInstance, { db, clock }: AppDeps) {
  contractRoute(app, 'auth/get-user-details', ({ caller }) => getUserDetails(db, caller.userId));
  contractRoute(app, 'auth/update-user-details', ({ body, caller }) =>
    updateUserDetails(db, caller.userId, body, clock()),
  );
}
