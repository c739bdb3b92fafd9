import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { ok } from '../../lib/replies.ts';
import { contractRoute } from '../../plugins/contract-routes.ts';
import { clubList, clubPage } from './club-page.service.ts';

// Shared caches may keep a club's page briefly; browsers ask again (stock and drops move).
const CLUB_PAGE_CACHE = 'public, max-age=0, s-maxage=15';

/** Clubs' public pages (docs/product.md#a-clubs-page): anyone may read them. */
export async function clubPageRoutes(app: FastifyInstance, deps: AppDeps) {
  contractRoute(app, 'club-pages', async ({ reply }) => {
    reply.header('cache-control', CLUB_PAGE_CACHE);
    return ok(await clubList(deps));
  });
  contractRoute(app, 'club-pages/:slug', async ({ params, caller, reply }) => {
    const page = await clubPage(deps, caller, params.slug);
    reply.header(
      'cache-control',
      page.products.some((p) => p.stale) ? 'no-store' : CLUB_PAGE_CACHE,
    );
    return ok(page);
  });
}
