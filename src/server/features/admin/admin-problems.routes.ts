import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { contractRoute } from '../../plugins/contract-routes.ts';
import { ok } from '../../lib/replies.ts';
import { toProblemsReply } from './admin-problems.mapper.ts';
import { problems, retryMail } from './admin-problems.service.ts';
import { retryRefund } from '../orders/index.ts';

/** The admin's Problems page: payments and mails that went wrong. */
export async function adminProblemRoutes(app: FastifyInstance, deps: AppDeps) {
  contractRoute(app, 'admin/problems', async ({ caller }) =>
    ok(toProblemsReply(await problems(deps, caller))),
  );
  contractRoute(app, 'admin/problems/retryMail', async ({ body, caller }) =>
    ok(await retryMail(deps, caller, body)),
  );
  contractRoute(app, 'admin/problems/retryRefund', async ({ body, caller }) =>
    ok(await retryRefund(deps, caller, body)),
  );
}
