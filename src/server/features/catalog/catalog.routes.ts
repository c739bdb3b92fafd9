import type { FastifyInstance } from 'fastify';
import { API_PREFIX, endpoints } from '#shared/contract/endpoints.ts';
import { SHOP_PAGE_SIZE } from '#shared/rules/catalog-pages.ts';
import type { AppDeps } from '../../deps.ts';
import { encodedListPerObject, encodedPerObject, sendRevalidated } from '../../lib/encoded-json.ts';
import { contractRoute } from '../../plugins/contract-routes.ts';
import {
  nextPageCursor,
  searchParamsOf,
  toCatalogSearch,
  toProductReply,
} from './catalog.mapper.ts';
import { getProduct, listProductPage, listProducts, searchProducts } from './catalog.service.ts';

// Browsers revalidate every time (stock must be fresh); shared caches may keep a reply 15 s.
const CATALOG_CACHE = 'public, max-age=0, s-maxage=15';
// A reply from the last read while the database is down is kept by no one: the next is fresh.
const STALE_CACHE = 'no-store';
const cacheControlOf = (products: readonly { stale?: true }[]) =>
  products.some((p) => p.stale) ? STALE_CACHE : CATALOG_CACHE;

const LIST = 'products/get-product';
const DETAILS = 'products/get-product-details/:id';

/**
 * Public catalogue reads. The catalogue cache hands out the same records until the catalogue
 * changes, so each reply is serialised and compressed once per change, not once per request; after
 * a sale only the products sold are new records, so the list serialises those alone again. A page
 * of the list is joined from the same serialised products; each reply carries an ETag, so a
 * browser revalidating a page it holds gets 304 and no body.
 */
export async function catalogRoutes(app: FastifyInstance, deps: AppDeps) {
  const listReply = encodedListPerObject(
    endpoints[LIST].reply,
    toProductReply,
    `${API_PREFIX}/${LIST}`,
  );
  const detailsReply = encodedPerObject(endpoints[DETAILS].reply, `${API_PREFIX}/${DETAILS}`);

  contractRoute(app, LIST, async ({ caller, query, request, reply }) => {
    const search = toCatalogSearch(query);
    if (query.limit === undefined && query.cursor === undefined) {
      // No paging asked for: every product (that matches), as clients of the original contract
      // expect.
      const products = search
        ? await searchProducts(deps, caller, search)
        : await listProducts(deps, caller);
      reply.header('x-total-count', products.length);
      reply.header('cache-control', cacheControlOf(products));
      return sendRevalidated(listReply.whole(products), request, reply);
    }
    const limit = query.limit ?? SHOP_PAGE_SIZE;
    const page = await listProductPage(deps, caller, { limit, after: query.cursor, search });
    reply.header('x-total-count', page.all.length);
    reply.header('cache-control', cacheControlOf(page.all));
    const cursor = nextPageCursor(page);
    if (cursor) {
      const filters = searchParamsOf(search);
      reply.header('x-next-cursor', cursor);
      reply.header(
        'link',
        `<${API_PREFIX}/${LIST}?${filters ? `${filters}&` : ''}limit=${limit}&cursor=${cursor}>; rel="next"`,
      );
    }
    return sendRevalidated(listReply.slice(page.all, page.start, page.end), request, reply);
  });
  contractRoute(app, DETAILS, async ({ caller, params, query, request, reply }) => {
    const product = await getProduct(deps, caller, { id: params.id, key: query.key || undefined });
    reply.header('cache-control', cacheControlOf([product]));
    return detailsReply(product, () => ({ status: 200, ...toProductReply(product) })).send(
      request,
      reply,
    );
  });
}
