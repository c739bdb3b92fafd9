import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { MAX_UPLOAD_BYTES } from '#shared/rules/admin.ts';
import type { AppDeps } from '../../deps.ts';
import { contractRoute } from '../../plugins/contract-routes.ts';
import { ok } from '../../lib/replies.ts';
import { fromProductBody, toAdminProductReply } from './admin-products.mapper.ts';
import { addProduct, adminProduct, updateProduct } from './admin-products.service.ts';
import { currentProductPath } from './product-links.service.ts';
import { uploadedParts } from '../../adapters/images/upload-parts.ts';
import { uploadImages } from './admin-uploads.service.ts';

/** Adding, editing and uploading images for products (admin only), and old product links. */
export async function adminProductRoutes(app: FastifyInstance, deps: AppDeps) {
  contractRoute(app, 'products/add-product', async ({ body, caller }) => {
    const { message, productId } = await addProduct(deps, caller, fromProductBody(body));
    return ok({ message, product_id: productId });
  });
  contractRoute(app, 'products/update-product-details/:id', async ({ body, caller, params }) =>
    ok(await updateProduct(deps, caller, { ...fromProductBody(body), id: params.id })),
  );
  contractRoute(app, 'products/former-slug/:id', async ({ body, caller, params }) =>
    ok({ path: await currentProductPath(deps, caller, { ...params, ...body }) }),
  );
  contractRoute(app, 'admin/product/:id', async ({ caller, params }) =>
    ok({ product: toAdminProductReply(await adminProduct(deps, caller, params)) }),
  );
  // Multipart parsing only for the upload route (its own scope).
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES } });
    contractRoute(scope, 'products/upload-images', async ({ caller, request }) =>
      ok({ imageUrl: await uploadImages(deps, caller, uploadedParts(request)) }),
    );
  });
}
