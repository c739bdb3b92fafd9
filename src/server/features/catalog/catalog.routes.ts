import type { FastifyInstance } from 'fastify';
import { API_PREFIX, endpoints } from '#shared/contract/endpoints.ts';
import type { AppDeps } from '../../deps.ts';
import { encodedListPerObject, encodedPerObject } from '../../lib/encoded-json.ts';
import { contractRoute } from '../../plugins/contract-routes.ts';
import { toProductReply } from './catalog.mapper.ts';
import { getProduct, listProducts } from './catalog.service.ts';

// Browsers revalidate every time (stock must be fresh); shared caches may keep a reply 15 s.
const CATALOG_CACHE = 'public, max-age=0, s-maxage=15';

const LIST = 'products/get-product';
const DETAILS = 'products/get-product-details/:id';

/**
 * Public catalogue reads. The catalogue cache hands out the same records until the catalogue
 * changes, so each reply is serialised and compressed once per change, not once per request; after
 * a sale only the products sold are new records, so the list serialises those alone again.
 */
export async function catalogRoutes(app: FastifyInstance, deps: AppDeps) {
  const listReply = encodedListPerObject(
    endpoints[LIST].reply,
    toProductReply,
    `${API_PREFIX}/${LIST}`,
  );
  const detailsReply = encodedPerObject(endpoints[DETAILS].reply, `${API_PREFIX}/${DETAILS}`);

  contractRoute(app, LIST, async ({ caller, request, reply }) => {
    const products = await listProducts(deps, caller);
    reply.header('cache-control', CATALOG_CACHE);
    return listReply(products).send(request, reply);
  });
  contractRoute(app, DETAILS, async ({ caller, params, request, reply }) => {
    const product = await getProduct(deps, caller, params);
    reply.header('cache-control', CATALOG_CACHE);
    return detailsReply(product, () => ({ status: 200, ...toProductReply(product) })).send(
      request,
      reply,
    );
  });
}
