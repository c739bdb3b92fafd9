import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { contractRoute } from '../../plugins/contract-routes.ts';
import { ok } from '../../lib/replies.ts';
import { clubDetail, createClub, listClubs, updateClub } from './clubs-admin.service.ts';
import {
  acceptInvitation,
  checkInvitation,
  inviteManager,
  removeManager,
  withdrawInvitation,
} from './club-managers.service.ts';
import { clubOverview, myClubs } from './club-overview.service.ts';
import { toAdminClub } from './clubs.mapper.ts';

const linkedText = (n: number) =>
  n === 0 ? '' : ` and ${n} product${n === 1 ? '' : 's'} with its tag linked`;

/** Clubs' core calls (docs/product.md#clubs, ADR 023). */
export async function clubRoutes(app: FastifyInstance, deps: AppDeps) {
  contractRoute(app, 'admin/clubs', async () =>
    ok({ clubs: (await listClubs(deps)).map((c) => ({ ...toAdminClub(c), ...countsOf(c) })) }),
  );
  contractRoute(app, 'admin/club', async ({ body }) => ok(await clubDetail(deps, body.id)));
  contractRoute(app, 'admin/clubs/create', async ({ body, caller }) => {
    const { club, linked } = await createClub(deps, caller, body);
    const invited = body.inviteEmail ? `; invitation sent to ${body.inviteEmail}` : '';
    return ok({
      message: `Club ${club.name} created${linkedText(linked)}${invited}`,
      club: toAdminClub(club),
    });
  });
  contractRoute(app, 'admin/clubs/update', async ({ body }) => {
    const { club, linked } = await updateClub(deps, body);
    return ok({ message: `Club ${club.name} saved${linkedText(linked)}`, club: toAdminClub(club) });
  });
  contractRoute(app, 'admin/clubs/invite', async ({ body, caller }) =>
    ok({ message: await inviteManager(deps, caller, body) }),
  );
  contractRoute(app, 'admin/clubs/revoke-invitation', async ({ body }) => {
    await withdrawInvitation(deps, body.invitationId);
    return ok({ message: 'Invitation withdrawn' });
  });
  contractRoute(app, 'admin/clubs/remove-manager', async ({ body }) => {
    await removeManager(deps, body);
    return ok({ message: 'Manager removed' });
  });
  contractRoute(app, 'my-clubs', async ({ caller }) => ok({ clubs: await myClubs(deps, caller) }));
  contractRoute(app, 'clubs/:slug/overview', async ({ params, caller }) =>
    ok(await clubOverview(deps, caller, params.slug)),
  );
  contractRoute(app, 'club-invite/check', async ({ body }) =>
    ok(await checkInvitation(deps, body.token)),
  );
  contractRoute(app, 'club-invite/accept', async ({ body, caller }) =>
    ok(await acceptInvitation(deps, caller, body.token)),
  );
}

function countsOf(c: { managers: number; pendingInvitations: number; products: number }) {
  return { managers: c.managers, pendingInvitations: c.pendingInvitations, products: c.products };
}
