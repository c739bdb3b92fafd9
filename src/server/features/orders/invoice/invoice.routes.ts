import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdLike, IdParams } from '#shared/contract/common.ts';
import { CREDIT_NOTE_ROUTE, INVOICE_ROUTE } from '#shared/contract/endpoint.ts';
import type { AppDeps } from '../../../deps.ts';
import type { Caller } from '../../../lib/caller.ts';
import { accessHooks } from '../../../plugins/auth.ts';
import { callerOf } from '../../../plugins/contract-routes.ts';
import { limitHooks, type RouteLimits } from '../../../plugins/rate-limit.ts';
import { orderInvoice } from './invoice.service.ts';
import type { PdfFile } from './tax-document-pdf.ts';
import { creditNoteFile } from './credit-note.service.ts';

/**
 * Drawing a PDF costs a few milliseconds of CPU: plenty for people, not for a loop. Counted per
 * student; per address only a ceiling, as a campus shares a few (docs/decisions/022).
 */
export const INVOICE_LIMITS = {
  user: { max: 30, windowMs: 60_000 },
  ip: { max: 600, windowMs: 60_000 },
} satisfies RouteLimits;

/** A PDF as a download, never kept by a cache on the way. */
const sendPdf = (reply: FastifyReply, file: PdfFile) =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(file.pdf);

/**
 * An order's tax invoice and its credit notes as PDF downloads; plain routes, as their replies
 * are not JSON. Both count against one limit per student.
 */
export async function invoiceRoutes(app: FastifyInstance, deps: AppDeps) {
  const access = accessHooks(app, 'user');
  const limits = limitHooks(app, INVOICE_ROUTE, INVOICE_LIMITS);
  const hooks = {
    onRequest: [...limits.onRequest, ...access.onRequest],
    preHandler: [...access.preHandler, ...limits.preHandler],
  };
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.route({
    method: 'GET',
    url: INVOICE_ROUTE,
    schema: {
      summary: "An order's tax invoice as a PDF (the owner or an admin)",
      tags: ['orders', 'addition'],
      security: [{ bearer: [] }],
      params: IdParams,
    },
    ...hooks,
    handler: async (request, reply) => {
      const caller = callerOf(request) as Caller;
      return sendPdf(reply, await orderInvoice(deps, caller, { orderId: request.params.id }));
    },
  });
  typed.route({
    method: 'GET',
    url: CREDIT_NOTE_ROUTE,
    schema: {
      summary: "One of an order's credit notes as a PDF (the owner or an admin)",
      tags: ['orders', 'addition'],
      security: [{ bearer: [] }],
      params: z.object({ id: IdLike, creditNoteId: IdLike }),
    },
    ...hooks,
    handler: async (request, reply) => {
      const caller = callerOf(request) as Caller;
      const { id, creditNoteId } = request.params;
      return sendPdf(reply, await creditNoteFile(deps, caller, { orderId: id, creditNoteId }));
    },
  });
}
