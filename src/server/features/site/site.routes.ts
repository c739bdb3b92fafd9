import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Product } from '#shared/contract/catalog.ts';
import type { AppDeps } from '../../deps.ts';
import { sendFailure } from '../../plugins/error-handler.ts';
import { isRowId } from '#shared/contract/common.ts';
import { callerOf } from '../../plugins/contract-routes.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { SHOP_PAGE_SIZE } from '#shared/rules/catalog-pages.ts';
import {
  catalogSearchOf,
  getProduct,
  listProductPage,
  listProducts,
  toProductPage,
  toProductReply,
} from '../catalog/index.ts';
import { currentProductPath } from '../admin/index.ts';
import { jsonScript, renderIndexHtml } from './html-template.ts';
import { loadFirstPaint } from './first-paint.ts';
import { initialQueries } from './initial-data.ts';
import { PageCache } from './page-cache.ts';
import { signedInPageHtml } from './signed-in-page.ts';
import { encodeBytes } from '../../lib/encoded-json.ts';
import { pageMeta } from './page-meta.ts';
import { loadManifest, preloadTags } from './preloads.ts';
import { robotsTxt, sitemapXml, webManifest } from './seo-files.ts';
import { webSettings } from './web-settings.ts';

const YEAR = 'public, max-age=31536000, immutable';

/**
 * Everything that is not /api/v1: health probes, robots/sitemap/manifest, uploaded images, the
 * built web app, and the SPA fallback that fills each page's head on the server.
 */
export async function siteRoutes(app: FastifyInstance, deps: AppDeps) {
  const { config, db } = deps;

  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_req, reply) => {
    try {
      await db.execute('select 1');
      return { status: 'ready' };
    } catch (err) {
      app.log.warn({ err }, 'readiness check failed');
      return reply.code(503).send({ status: 'unavailable' });
    }
  });

  app.get('/robots.txt', { schema: { hide: true } }, async (_req, reply) =>
    reply
      .type('text/plain')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(config.publicUrl)),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const products = (await listProducts(deps, callerOf(request))).map(toProductReply);
    return reply
      .type('application/xml')
      .header('cache-control', 'public, max-age=3600')
      .send(sitemapXml(config.publicUrl, products));
  });
  app.get('/manifest.webmanifest', { schema: { hide: true } }, async (_req, reply) =>
    reply
      .type('application/manifest+json')
      .header('cache-control', 'public, max-age=86400')
      .send(webManifest(config.SHOP_NAME, config.INSTITUTE_NAME)),
  );

  if (deps.uploadsDir) {
    // A fresh shop has uploaded nothing yet: the folder is made now (empty, it serves nothing)
    // rather than the static plugin warning at every first start that its root is missing.
    await mkdir(deps.uploadsDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: path.resolve(deps.uploadsDir),
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      setHeaders: (res) => res.header('cache-control', YEAR),
    });
  }

  const webDir = deps.webDir;
  const template = webDir
    ? await readFile(path.join(webDir, 'index.html'), 'utf8').catch(() => undefined)
    : undefined;
  if (webDir && template) {
    await app.register(fastifyStatic, {
      root: path.resolve(webDir),
      prefix: '/',
      index: false,
      wildcard: false,
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', hashed ? YEAR : 'public, max-age=86400');
      },
    });
  }

  const settings = webSettings(config);
  const manifest = webDir ? await loadManifest(webDir) : undefined;
  const firstPaint = template ? loadFirstPaint(webDir, settings, app.log) : undefined;
  const pages = new PageCache();
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    // HEAD too: a link checker or preview bot asks for the headers alone (Node drops the body).
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !/^\/(api|uploads|art|assets)\//.test(url) &&
      !path.extname(url);
    if (!isPage || !template) {
      return sendFailure(reply, 404, 'NOT_FOUND', 'Not found');
    }
    const caller = callerOf(request);
    let product: Product | undefined;
    const findProduct = async (id: number) => {
      if (!isRowId(id)) return undefined;
      const found = await getProduct(deps, caller, { id }).catch((err: unknown) => {
        if (err instanceof DomainError && err.code === 'PRODUCT_NOT_FOUND') return undefined;
        throw err;
      });
      return (product = found && toProductReply(found));
    };
    const meta = await pageMeta(url, {
      shopName: config.SHOP_NAME,
      instituteName: config.INSTITUTE_NAME,
      publicUrl: config.publicUrl,
      findProduct,
    });
    // An old product link (the admin changed the details, so the slug) leads to the current page.
    const oldLink = meta.status === 404 && /^\/products\/([^/]+)\/(\d+)\/?$/.exec(url);
    if (oldLink && product) {
      const id = product.product_id;
      const current = await currentProductPath(deps, caller, { id, slug: oldLink[1] ?? '' }).catch(
        () => undefined,
      );
      const query = request.url.slice(url.length);
      if (current && current !== url) return reply.code(301).redirect(current + query);
    }
    // A signed-in page drawn for the session cookie's visitor (docs/decisions/020): for them
    // alone, so never kept here nor by any cache on the way.
    const mine =
      firstPaint && meta.status === 200
        ? await signedInPageHtml(
            app,
            deps,
            request,
            url,
            pageUrl(config.publicUrl, url, request.url),
            firstPaint,
            (head, body) => renderIndexHtml(template, meta, settings, head, body),
          )
        : undefined;
    if (mine) {
      return reply
        .header('cache-control', 'private, no-store')
        .send(encodeBytes(Buffer.from(mine), 'text/html; charset=utf-8').send(request, reply));
    }
    const search = new URLSearchParams(request.url.slice(url.length));
    const initial = await initialQueries(
      url,
      search,
      meta.status === 200 ? product : undefined,
      async (filters) =>
        toProductPage(
          await listProductPage(deps, caller, {
            limit: SHOP_PAGE_SIZE,
            search: filters && catalogSearchOf(filters),
          }),
        ),
    );
    const makePage = async () => {
      const drawn = meta.status === 200 && firstPaint?.draws(url);
      const body = drawn
        ? await firstPaint?.draw(pageUrl(config.publicUrl, url, request.url), initial)
        : undefined;
      const head = [
        ...(initial.length ? [jsonScript('initial-data', initial)] : []),
        // A drawn page starts its code after painting, so it preloads only its main picture.
        ...preloadTags(body === undefined ? manifest : undefined, url, meta.mainImage),
      ];
      // A page whose drawing failed goes out undrawn once, and is drawn again next time.
      return {
        html: renderIndexHtml(template, meta, settings, head, body),
        keep: !drawn || !!body,
      };
    };
    const page = await pages.get(request.url, JSON.stringify(initial), makePage);
    return reply
      .code(meta.status)
      .header('cache-control', 'no-cache')
      .send(page.send(request, reply));
  });
}

/**
 * The page's address on the shop's own origin: the request's path and query only, so a request
 * line such as `//elsewhere/x` cannot point the renderer at another host.
 */
function pageUrl(publicUrl: string, pathname: string, requestUrl: string): URL {
  const full = new URL(publicUrl);
  full.pathname = pathname;
  full.search = requestUrl.slice(pathname.length);
  return full;
}
