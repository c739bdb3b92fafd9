import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { InitialQuery } from '#shared/cache-keys.ts';
import type { Product } from '#shared/contract/catalog.ts';
import type { ClubPageReply } from '#shared/contract/club-pages.ts';
import { isRowId } from '#shared/contract/common.ts';
import { SHOP_PAGE_SIZE } from '#shared/rules/catalog-pages.ts';
import { databaseUnreachable } from '../../db/connection-errors.ts';
import type { AppDeps } from '../../deps.ts';
import { DomainError } from '../../lib/domain-error.ts';
import type { Visitor } from '../../lib/caller.ts';
import { encodeBytes, type EncodedJson } from '../../lib/encoded-json.ts';
import { callerOf } from '../../plugins/contract-routes.ts';
import { currentProductPath } from '../admin/index.ts';
import {
  catalogSearchOf,
  getProduct,
  listProductPage,
  toProductPage,
  toProductReply,
} from '../catalog/index.ts';
import { clubPage } from '../club-store/index.ts';
import { stripDrops } from '../drops/index.ts';
import { loadFirstPaint, type FirstPaint } from './first-paint.service.ts';
import { jsonScript, renderIndexHtml } from './html-template.ts';
import { initialQueries } from './initial-data.ts';
import { PageCache } from './page-cache.ts';
import { pageMeta, type PageMeta } from './page-meta.ts';
import { pageUrl, pathnameOf } from './page-request.ts';
import { loadManifest, preloadTags, type Manifest } from './preloads.ts';
import { signedInPageHtml } from './signed-in-page.service.ts';
import { RETRY_AFTER_SECONDS, unavailablePageHtml } from './unavailable-page.ts';
import { webSettings } from './web-settings.ts';

/**
 * What the page handler sends for a page: a redirect, or the page (compressed per request), with
 * `retryAfter` seconds when the shop cannot draw it now.
 */
export type PageAnswer =
  | { redirect: string }
  | { status: number; cacheControl: string; page: EncodedJson; retryAfter?: number };

export interface Pages {
  answer(request: FastifyRequest): Promise<PageAnswer>;
}

/** The built web app's index.html, or undefined when there is none (no web app to serve). */
export async function readWebTemplate(webDir: string | undefined): Promise<string | undefined> {
  if (!webDir) return undefined;
  return readFile(path.join(webDir, 'index.html'), 'utf8').catch(() => undefined);
}

/**
 * The web app's pages, built from `template` per request: the head filled on the server (title,
 * description, preview, the page's data, preloads), the landing pages drawn (ADR 011), a
 * signed-in page drawn for the session cookie's visitor (ADR 020), and an old product link sent
 * on to the product's current address.
 */
export async function pageService(
  app: FastifyInstance,
  deps: AppDeps,
  template: string,
): Promise<Pages> {
  const { config, webDir } = deps;
  const settings = webSettings(config);
  const manifest = webDir ? await loadManifest(webDir) : undefined;
  const firstPaint = loadFirstPaint(webDir, settings, app.log);
  const guestPages = new PageCache();
  const html = (meta: PageMeta) => (head: string[], body?: string) =>
    renderIndexHtml(template, meta, settings, head, body);

  const draw = async (request: FastifyRequest): Promise<PageAnswer> => {
    const url = pathnameOf(request.url);
    const caller = callerOf(request);
    let product: Product | undefined;
    // A link-only drop's product is drawn only for its link (`?key=`).
    const key = new URLSearchParams(request.url.slice(url.length)).get('key') || undefined;
    const findProduct = async (id: number) =>
      (product = await productOrNothing(deps, caller, id, key));
    let club: ClubPageReply | undefined;
    const findClub = async (slug: string) => (club = await clubOrNothing(deps, caller, slug))?.club;
    const meta = await pageMeta(url, {
      shopName: config.SHOP_NAME,
      instituteName: config.INSTITUTE_NAME,
      publicUrl: config.publicUrl,
      findProduct,
      findClub,
    });
    // A product link with an old or mistyped slug moves to the product's address.
    const oldLink = meta.status === 404 && /^\/products\/([^/]+)\/(\d+)\/?$/.exec(url);
    if (oldLink && product) {
      const id = product.product_id;
      const current = await currentProductPath(deps, caller, { id, slug: oldLink[1] ?? '' }).catch(
        () => undefined,
      );
      const query = request.url.slice(url.length);
      if (current && current !== url) return { redirect: current + query };
    }
    const address = pageUrl(config.publicUrl, url, request.url);
    // A signed-in page drawn for the session cookie's visitor (docs/decisions/020): for them
    // alone, so never kept here nor by any cache on the way.
    const mine =
      firstPaint && meta.status === 200
        ? await signedInPageHtml(app, deps, request, url, address, firstPaint, html(meta))
        : undefined;
    if (mine) {
      const page = encodeBytes(Buffer.from(mine), 'text/html; charset=utf-8');
      return { status: 200, cacheControl: 'private, no-store', page };
    }
    const search = new URLSearchParams(request.url.slice(url.length));
    // Drawn from the catalogue cache's last read while the database is down: kept by no one.
    let stale = !!product?.stale || !!club?.products.some((p) => p.stale);
    const initial = await initialQueries(
      url,
      search,
      meta.status === 200 ? product : undefined,
      async (filters) => {
        const page = toProductPage(
          await listProductPage(deps, caller, {
            limit: SHOP_PAGE_SIZE,
            search: filters && catalogSearchOf(filters),
          }),
        );
        stale ||= page.products.some((p) => p.stale);
        return page;
      },
      club,
      // While the database is out of reach the page is drawn without its strip, and not kept.
      () =>
        stripDrops(deps).catch((error: unknown) => {
          if (!databaseUnreachable(error)) throw error;
          stale = true;
          return [];
        }),
    );
    const make = () => guestPage(firstPaint, meta, url, address, initial, html(meta), manifest);
    const page = await guestPages.get(request.url, JSON.stringify(initial), make);
    return { status: meta.status, cacheControl: stale ? 'no-store' : 'no-cache', page };
  };
  const answer = (request: FastifyRequest) =>
    draw(request).catch((error: unknown) => unavailable(request, error, config.SHOP_NAME));
  return { answer };
}

/**
 * A browser shows a page, not the API's JSON failure: a page that fails with a 5xx (the database
 * out of reach, anything unexpected) is the shop's "back in a minute" page. A 4xx goes on to the
 * error handler as it is.
 */
function unavailable(request: FastifyRequest, error: unknown, shopName: string): PageAnswer {
  const clientStatus =
    error instanceof DomainError
      ? error.httpStatus
      : (error as { statusCode?: number } | null)?.statusCode;
  if (typeof clientStatus === 'number' && clientStatus >= 400 && clientStatus < 500) throw error;
  const unreachable = databaseUnreachable(error);
  if (unreachable) request.log.warn({ reason: unreachable }, 'database unreachable');
  else request.log.error({ err: error }, 'page failed');
  const status = unreachable ? 503 : 500;
  const html = Buffer.from(unavailablePageHtml(shopName, status));
  const page = encodeBytes(html, 'text/html; charset=utf-8');
  return { status, cacheControl: 'no-store', page, retryAfter: RETRY_AFTER_SECONDS };
}

/**
 * The product with this id as the API shows it, or undefined when there is none (or it is a
 * link-only drop's and `key` is not its link's secret).
 */
async function productOrNothing(
  deps: AppDeps,
  caller: Visitor,
  id: number,
  key: string | undefined,
): Promise<Product | undefined> {
  if (!isRowId(id)) return undefined;
  const found = await getProduct(deps, caller, { id, key }).catch((err: unknown) => {
    if (
      err instanceof DomainError &&
      (err.code === 'PRODUCT_NOT_FOUND' || err.code === 'DROP_LINK_ONLY')
    )
      return undefined;
    throw err;
  });
  return found && toProductReply(found);
}

/** The club's page as the API shows it, or undefined when there is no such club. */
async function clubOrNothing(
  deps: AppDeps,
  caller: Visitor,
  slug: string,
): Promise<ClubPageReply | undefined> {
  const page = await clubPage(deps, caller, slug).catch((err: unknown) => {
    if (err instanceof DomainError && err.code === 'CLUB_NOT_FOUND') return undefined;
    throw err;
  });
  return page && { status: 200, ...page };
}

/**
 * A page as any guest gets it, the same for all (kept by the page cache): drawn on the server
 * when it is a landing page with a 200, with its data in the head.
 */
async function guestPage(
  firstPaint: FirstPaint | undefined,
  meta: PageMeta,
  pathname: string,
  address: URL,
  initial: InitialQuery[],
  html: (head: string[], body?: string) => string,
  manifest: Manifest | undefined,
): Promise<{ html: string; keep: boolean }> {
  const drawn = meta.status === 200 && firstPaint?.draws(pathname);
  const body = drawn ? await firstPaint?.draw(address, initial) : undefined;
  const head = [
    ...(initial.length ? [jsonScript('initial-data', initial)] : []),
    // A drawn page starts its code after painting, so it preloads only its main picture.
    ...preloadTags(body === undefined ? manifest : undefined, pathname, meta.mainImage),
  ];
  // A page whose drawing failed goes out undrawn once, and is drawn again next time.
  return { html: html(head, body), keep: !drawn || !!body };
}
