import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { contractRoute } from '../../plugins/contract-routes.ts';
import { ok } from '../../lib/replies.ts';
import { answerHelpRequest } from '../orders/index.ts';
import { INBOX_PAGE_SIZE, inbox, markHandled } from './admin-inbox.service.ts';

/** The admin's inbox of size requests, tickets, collaboration applications and help requests. */
export async function adminInboxRoutes(app: FastifyInstance, deps: AppDeps) {
  contractRoute(app, 'admin/inbox', async ({ body, caller }) => {
    const page = await inbox(deps, caller, body);
    return ok({
      entries: page.entries.map((e) => ({
        kind: e.kind,
        id: e.id,
        date: e.createdAt.getTime(),
        name: e.name,
        email: e.email,
        phone: e.phone,
        title: e.title,
        message: e.message,
        link: e.link,
        handledAt: e.handledAt?.getTime() ?? null,
        handledBy: e.handledBy,
        ...(e.kind === 'help'
          ? {
              orderId: e.orderId,
              orderNumber: e.orderNumber,
              orderItemId: e.orderItemId,
              photoUrl: e.photoUrl,
              answer: e.answer,
            }
          : {}),
      })),
      total: page.total,
      page: page.page,
      pageSize: INBOX_PAGE_SIZE,
      open: page.open,
    });
  });
  contractRoute(app, 'admin/inbox/handled', async ({ body, caller }) =>
    ok(await markHandled(deps, caller, body)),
  );
  contractRoute(app, 'admin/inbox/answer', async ({ body, caller }) =>
    ok(await answerHelpRequest(deps, caller, body)),
  );
}
