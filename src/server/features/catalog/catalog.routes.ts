import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { contractRoute } from '../../plugins/contract-routes.ts';
import { getProduct, listProducts } from './catalog.service.ts';

// Browsers revalidate every time (stock must be fresh); shared caches may keep a reply 15 s.
const CATALOG_CACHE = 'public, max-age=0, s-maxage=15';

/** Public catalogue reads. */
export async function catalogRoutes(app: FastifyInstance, { db }: AppDeps) {
  contractRoute(app, 'products/get-product', async ({ reply }) => {
    reply.header('cache-control', CATALOG_CACHE);
    return listProducts(db);
  });

  contractRoute(app, 'products/get-product-details/:id', async ({ params, reply }) => {
    const product = await getProduct(db, params.id);
    reply.header('cache-control', CATALOG_CACHE);
    return { status: 200 as const, ...product };
  });
}
