import type { FastifyInstance } from 'fastify';
import { databaseUnreachable } from '../../db/connection-errors.ts';
import type { AppDeps } from '../../deps.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { sendFailure } from '../../plugins/error-handler.ts';
import { healthRoutes } from './health.routes.ts';
import { isPageRequest, pathnameOf } from './page-request.ts';
import { pageService, readWebTemplate } from './pages.service.ts';
import { seoFileRoutes } from './seo-files.routes.ts';
import { staticFileRoutes } from './static-files.routes.ts';
import { RETRY_AFTER_SECONDS, unavailablePageHtml } from './unavailable-page.ts';

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
    let answer;
    try {
      answer = await pages.answer(request);
    } catch (error) {
      if (!isServerFailure(error)) throw error;
      // A browser shows a page, not the API's JSON failure: the shop's own "back in a minute".
      const unreachable = databaseUnreachable(error);
      if (unreachable) request.log.warn({ reason: unreachable }, 'database unreachable');
      else request.log.error({ err: error }, 'page failed');
      return reply
        .code(unreachable ? 503 : 500)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send(unavailablePageHtml(deps.config.SHOP_NAME, unreachable ? 503 : 500));
    }
    if ('redirect' in answer) return reply.code(301).redirect(answer.redirect);
    return reply
      .code(answer.status)
      .header('cache-control', answer.cacheControl)
      .send(answer.page.send(request, reply));
  });
}

/** Whether the error handler would answer `error` with a 5xx (a 4xx keeps its own failure). */
function isServerFailure(error: unknown): boolean {
  if (error instanceof DomainError) return error.httpStatus >= 500;
  const status = (error as { statusCode?: number } | null)?.statusCode;
  return !(typeof status === 'number' && status >= 400 && status < 500);
}
