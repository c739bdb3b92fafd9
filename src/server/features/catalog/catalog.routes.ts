import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { contractRoute } from '../../plugins/contract-routes.ts';
import { toProductReply } from './catalog.mapper.ts';
import { getProduct, listProducts } from './catalog.service.ts';

// Browsers revalidate every time (stock must be fresh); shared caches may keep a reply 15 s.
const CATALOG_CACHE = 'public, max-age=0, s-maxage=15';

/** Public catalogue reads. */
export async function catalogRoutes(app: FastifyInstance, deps: AppDeps) {
  contractRoute(app, 'products/get-product', async ({ caller, reply }) => {
    reply.header('cache-control', CATALOG_CACHE);
    return (await listProducts(deps, caller)).map(toProductReply);
  });
  contractRoute(app, 'products/get-product-details/:id', async ({ caller, params, reply }) => {
    const product = await getProduct(deps, caller, params);
    reply.header('cache-control', CATALOG_CACHE);
    return { status: 200 as const, ...toProductReply(product) };
  });
}
