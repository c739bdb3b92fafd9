import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { ok } from '../../lib/replies.ts';
import { contractRoute } from '../../plugins/contract-routes.ts';
import { getSizeGuide, saveSizeGuide } from './size-guide.service.ts';

// Public like the catalogue: browsers ask again each time, shared caches may keep it 15 s.
const SIZE_GUIDE_CACHE = 'public, max-age=0, s-maxage=15';

/** The size guide: read by anyone, replaced by the admin (docs/product.md#size-guide). */
export async function sizeGuideRoutes(app: FastifyInstance, deps: AppDeps) {
  contractRoute(app, 'products/size-guide/:style', async ({ caller, params, reply }) => {
    reply.header('cache-control', SIZE_GUIDE_CACHE);
    return ok(await getSizeGuide(deps, caller, params));
  });
  contractRoute(app, 'admin/size-guide/:style', async ({ body, caller, params }) =>
    ok(await saveSizeGuide(deps, caller, { ...body, style: params.style })),
  );
}
