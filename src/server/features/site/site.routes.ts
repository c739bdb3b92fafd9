import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { sendFailure } from '../../plugins/error-handler.ts';
import { healthRoutes } from './health.routes.ts';
import { isPageRequest, pathnameOf } from './page-request.ts';
import { pageService, readWebTemplate } from './pages.service.ts';
import { seoFileRoutes } from './seo-files.routes.ts';
import { staticFileRoutes } from './static-files.routes.ts';

/**
 * Everything that is not /api/v1: health probes, robots/sitemap/manifest, uploaded images, the
 * built web app's files, and its pages (whatever no route answered, when it asks for a page).
 */
export async function siteRoutes(app: FastifyInstance, deps: AppDeps) {
  healthRoutes(app, deps);
  seoFileRoutes(app, deps);
  const template = await readWebTemplate(deps.webDir);
  await staticFileRoutes(app, deps, !!template);
  const pages = template ? await pageService(app, deps, template) : undefined;

  app.setNotFoundHandler(async (request, reply) => {
    if (!pages || !isPageRequest(request.method, pathnameOf(request.url))) {
      return sendFailure(reply, 404, 'NOT_FOUND', 'Not found');
    }
    const answer = await pages.answer(request);
    if ('redirect' in answer) return reply.code(301).redirect(answer.redirect);
    if (answer.retryAfter) reply.header('retry-after', String(answer.retryAfter));
    return reply
      .code(answer.status)
      .header('cache-control', answer.cacheControl)
      .send(answer.page.send(request, reply));
  });
}
