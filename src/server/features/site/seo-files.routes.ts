import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { callerOf } from '../../plugins/contract-routes.ts';
import { robotsTxt, webManifest } from './seo-files.ts';
import { sitemap } from './seo-files.service.ts';

/** The files crawlers and browsers ask for by name: robots.txt, sitemap.xml, the web manifest. */
export function seoFileRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { config } = deps;
  app.get('/robots.txt', { schema: { hide: true } }, async (_req, reply) =>
    reply
      .type('text/plain')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(config.publicUrl)),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) =>
    reply
      .type('application/xml')
      .header('cache-control', 'public, max-age=3600')
      .send(await sitemap(deps, callerOf(request))),
  );
  app.get('/manifest.webmanifest', { schema: { hide: true } }, async (_req, reply) =>
    reply
      .type('application/manifest+json')
      .header('cache-control', 'public, max-age=86400')
      .send(webManifest(config.SHOP_NAME, config.INSTITUTE_NAME)),
  );
}
