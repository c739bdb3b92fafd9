import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { MAX_UPLOAD_BYTES } from '#shared/rules/admin.ts';
import type { AppDeps } from '../../deps.ts';
import { uploadedParts } from '../../adapters/images/upload-parts.ts';
import { contractRoute } from '../../plugins/contract-routes.ts';
import { ok } from '../../lib/replies.ts';
import { fromProductBody, toAdminProductReply, uploadImages } from '../admin/index.ts';
import { clubForManager } from '../clubs/index.ts';
import {
  addClubProduct,
  adminPublishProduct,
  clubDrafts,
  clubProduct,
  clubProducts,
  publishClubProduct,
  updateClubProduct,
} from './club-products.service.ts';
import {
  adminPublishDrop,
  clubDrops,
  clubPrintRun,
  createClubDrop,
  publishClubDrop,
  updateClubDrop,
} from './club-drops.service.ts';
import { clubInbox, clubOrders } from './club-orders.service.ts';

/** A club's products, drops, orders and inbox (its managers), and the admin publishing drafts. */
export async function clubCatalogRoutes(app: FastifyInstance, deps: AppDeps) {
  contractRoute(app, 'clubs/:slug/products', async ({ caller, params }) =>
    ok(await clubProducts(deps, caller, params.slug)),
  );
  contractRoute(app, 'clubs/:slug/products/add', async ({ caller, params, body }) => {
    const added = await addClubProduct(deps, caller, params.slug, fromProductBody(body));
    return ok({ message: added.message, product_id: added.productId, draft: added.draft });
  });
  contractRoute(app, 'clubs/:slug/products/:id', async ({ caller, params }) =>
    ok({ product: toAdminProductReply(await clubProduct(deps, caller, params.slug, params.id)) }),
  );
  contractRoute(app, 'clubs/:slug/products/:id/update', async ({ caller, params, body }) =>
    ok(
      await updateClubProduct(deps, caller, params.slug, {
        ...fromProductBody(body),
        id: params.id,
      }),
    ),
  );
  contractRoute(app, 'clubs/:slug/products/:id/publish', async ({ caller, params }) =>
    ok(await publishClubProduct(deps, caller, params.slug, params.id)),
  );
  contractRoute(app, 'clubs/:slug/drops', async ({ caller, params }) =>
    ok({ serverNow: deps.clock().getTime(), drops: await clubDrops(deps, caller, params.slug) }),
  );
  contractRoute(app, 'clubs/:slug/drops/create', async ({ caller, params, body }) => {
    const drop = await createClubDrop(deps, caller, params.slug, body);
    return ok({
      message: drop.draft ? `${drop.name} saved as a draft` : `${drop.name} created`,
      drop,
    });
  });
  contractRoute(app, 'clubs/:slug/drops/update', async ({ caller, params, body }) => {
    const drop = await updateClubDrop(deps, caller, params.slug, body);
    return ok({
      message: drop.draft ? `${drop.name} saved as a draft` : `${drop.name} saved`,
      drop,
    });
  });
  contractRoute(app, 'clubs/:slug/drops/publish', async ({ caller, params, body }) => {
    const drop = await publishClubDrop(deps, caller, params.slug, body.id);
    return ok({ message: `${drop.name} is published`, drop });
  });
  contractRoute(app, 'clubs/:slug/drops/print-run', async ({ caller, params, body }) =>
    ok(await clubPrintRun(deps, caller, params.slug, body.id)),
  );
  contractRoute(app, 'clubs/:slug/orders', async ({ caller, params, query }) =>
    ok(await clubOrders(deps, caller, params.slug, query)),
  );
  contractRoute(app, 'clubs/:slug/inbox', async ({ caller, params }) =>
    ok({ messages: await clubInbox(deps, caller, params.slug) }),
  );
  contractRoute(app, 'admin/club-drafts', async () => ok({ drafts: await clubDrafts(deps) }));
  contractRoute(app, 'admin/club-drafts/publish-product', async ({ body }) =>
    ok(await adminPublishProduct(deps, body.id)),
  );
  contractRoute(app, 'admin/club-drafts/publish-drop', async ({ body }) => {
    const drop = await adminPublishDrop(deps, body.id);
    return ok({ message: `${drop.name} is published`, drop });
  });
  // Multipart parsing only for the upload route (its own scope).
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES } });
    contractRoute(scope, 'clubs/:slug/upload-images', async ({ caller, params, request }) => {
      await clubForManager(deps, caller, params.slug);
      return ok({ imageUrl: await uploadImages(deps, caller, uploadedParts(request)) });
    });
  });
}
