import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CLUB_STATEMENT_CSV_ROUTE,
  CLUB_STATEMENT_PDF_ROUTE,
  ClubSlugParams,
} from '#shared/contract/club-money.ts';
import type { AppDeps } from '../../deps.ts';
import type { Caller } from '../../lib/caller.ts';
import { ok } from '../../lib/replies.ts';
import { accessHooks } from '../../plugins/auth.ts';
import { callerOf, contractRoute } from '../../plugins/contract-routes.ts';
import { limitHooks, type RouteLimits } from '../../plugins/rate-limit.ts';
import { recordPayout } from './payouts.service.ts';
import { statementDownload } from './statement-download.service.ts';
import { adminStatements, clubPayouts, clubSales, clubStatement } from './statements.service.ts';

/** Drawing a statement costs what an invoice does: limited the same way (docs/decisions/022). */
const STATEMENT_LIMITS = {
  user: { max: 30, windowMs: 60_000 },
  ip: { max: 600, windowMs: 60_000 },
} satisfies RouteLimits;

/** A club's money (docs/product.md#a-clubs-money): managers' reads, the admin's payouts. */
export async function clubMoneyRoutes(app: FastifyInstance, deps: AppDeps) {
  contractRoute(app, 'clubs/:slug/statement', async ({ params, body, caller }) =>
    ok(await clubStatement(deps, caller, { slug: params.slug, month: body.month })),
  );
  contractRoute(app, 'clubs/:slug/sales', async ({ params, body, caller }) =>
    ok(await clubSales(deps, caller, { slug: params.slug, month: body.month })),
  );
  contractRoute(app, 'clubs/:slug/payouts', async ({ params, caller }) =>
    ok(await clubPayouts(deps, caller, { slug: params.slug })),
  );
  contractRoute(app, 'admin/club-statements', async ({ body }) =>
    ok(await adminStatements(deps, { month: body.month })),
  );
  contractRoute(app, 'admin/clubs/:slug/payouts/record', async ({ params, body, caller }) =>
    ok(await recordPayout(deps, caller, { ...body, slug: params.slug })),
  );

  // The statement as a CSV or a PDF: plain GET routes (not JSON), limited as invoices are.
  const access = accessHooks(app, 'user');
  const typed = app.withTypeProvider<ZodTypeProvider>();
  for (const [url, kind] of [
    [CLUB_STATEMENT_CSV_ROUTE, 'csv'],
    [CLUB_STATEMENT_PDF_ROUTE, 'pdf'],
  ] as const) {
    const limits = limitHooks(app, url, STATEMENT_LIMITS);
    typed.route({
      method: 'GET',
      url,
      schema: {
        summary: `A club's statement for a month as ${kind.toUpperCase()} (its managers or the admin)`,
        tags: ['clubs', 'addition'],
        'x-addition': true,
        security: [{ bearer: [] }],
        params: ClubSlugParams.extend({ month: z.string().max(10) }),
      },
      onRequest: [...limits.onRequest, ...access.onRequest],
      preHandler: [...access.preHandler, ...limits.preHandler],
      handler: async (request, reply) => {
        const caller = callerOf(request) as Caller;
        const file = await statementDownload(deps, caller, { ...request.params, kind });
        return reply
          .header('content-type', kind === 'csv' ? 'text/csv; charset=utf-8' : 'application/pdf')
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .header('cache-control', 'private, no-store')
          .send(file.body);
      },
    });
  }
}
