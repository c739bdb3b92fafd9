import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CLUB_SLUG_PATTERN } from '#shared/rules/clubs.ts';
import type { AppDeps } from '../../deps.ts';
import { sendFailure } from '../../plugins/error-handler.ts';
import { seedClub } from './club-seed.service.ts';

const SeedClub = z.object({
  slug: z.string().regex(CLUB_SLUG_PATTERN).max(40),
  name: z.string().min(1).max(80),
  tag: z.string().min(1).max(40),
  managerEmail: z.email(),
  selfPublish: z.boolean().default(false),
});

/**
 * POST /dev/club (404 in production): a club with one manager (a signed-up account) at once,
 * for end-to-end tests of the club's pages, which the admin's club form and invitations make
 * in the shop (docs/product.md#clubs).
 */
export async function clubSeedRoutes(app: FastifyInstance, { config, db }: AppDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post('/dev/club', { schema: { hide: true, body: SeedClub } }, async (request, reply) => {
    if (config.isProduction) return sendFailure(reply, 404, 'NOT_FOUND', 'Not found');
    const row = await seedClub({ db }, request.body);
    if (!row) return sendFailure(reply, 404, 'NOT_FOUND', 'No account has that e-mail');
    return reply.send({ id: row.id, slug: row.slug });
  });
}
