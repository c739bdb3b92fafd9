import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { sendFailure } from '../../plugins/error-handler.ts';
import { listMailbox } from './dev.service.ts';
import { renderMailboxPage } from './dev-mailbox-page.ts';

const MailboxQuery = z.object({
  to: z.string().max(320).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/**
 * Development helpers, 404 in production: the dev mailbox at GET /dev/mailbox (HTML) and
 * GET /dev/mailbox.json (`{ messages: [...] }`, newest first, `?to=` and `?limit=`).
 */
export async function devRoutes(app: FastifyInstance, { config, db }: AppDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const schema = { hide: true, querystring: MailboxQuery };

  routes.get('/dev/mailbox.json', { schema }, async (request, reply) => {
    if (config.isProduction) return sendFailure(reply, 404, 'NOT_FOUND', 'Not found');
    const messages = await listMailbox(db, request.query);
    return reply.header('cache-control', 'no-store').send({ messages });
  });

  routes.get('/dev/mailbox', { schema }, async (request, reply) => {
    if (config.isProduction) return sendFailure(reply, 404, 'NOT_FOUND', 'Not found');
    const messages = await listMailbox(db, request.query);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(renderMailboxPage(config.SHOP_NAME, messages));
  });
}
