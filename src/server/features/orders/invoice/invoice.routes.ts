import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParams } from '#shared/contract/common.ts';
import { INVOICE_ROUTE } from '#shared/contract/endpoint.ts';
import type { AppDeps } from '../../../deps.ts';
import type { Caller } from '../../../lib/caller.ts';
import { accessHooks } from '../../../plugins/auth.ts';
import { callerOf } from '../../../plugins/contract-routes.ts';
import { limitHooks, type RouteLimits } from '../../../plugins/rate-limit.ts';
import { orderInvoice } from './invoice.service.ts';

/** Drawing a PDF costs a few milliseconds of CPU: plenty for people, not for a loop. */
export const INVOICE_LIMITS = { ip: { max: 60, windowMs: 60_000 } } satisfies RouteLimits;

/** An order's tax invoice as a PDF download; a plain route, as its reply is not JSON. */
export async function invoiceRoutes(app: FastifyInstance, deps: AppDeps) {
  const access = accessHooks(app, 'user');
  const limits = limitHooks(app, INVOICE_ROUTE, INVOICE_LIMITS);
  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'GET',
    url: INVOICE_ROUTE,
    schema: {
      summary: "An order's tax invoice as a PDF (the owner or an admin)",
      tags: ['orders', 'addition'],
      security: [{ bearer: [] }],
      params: IdParams,
    },
    onRequest: [...limits.onRequest, ...access.onRequest],
    preHandler: access.preHandler,
    handler: async (request, reply) => {
      const caller = callerOf(request) as Caller;
      const invoice = await orderInvoice(deps, caller, { orderId: request.params.id });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${invoice.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(invoice.pdf);
    },
  });
}
