import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES } from '#shared/rules/admin.ts';
import type { AppDeps } from '../../deps.ts';
import { contractRoute } from '../../plugins/contract-routes.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { ok } from '../../lib/replies.ts';
import { fromProductBody, toAdminProductReply } from './admin-products.mapper.ts';
import { addProduct, adminProduct, updateProduct } from './admin-products.service.ts';
import { currentProductPath } from './product-links.service.ts';
import { tooLarge, type UploadPart } from '../../adapters/images/upload-check.ts';
import { tooManyFiles, uploadImages } from './admin-uploads.service.ts';

const notMultipart = () =>
  new DomainError('BAD_REQUEST', 'Send the images as multipart/form-data files.');

/** The multipart files of an upload, with the parser's limits turned into the shop's messages. */
async function* uploadedParts(request: FastifyRequest): AsyncGenerator<UploadPart> {
  if (!request.isMultipart()) throw notMultipart();
  const files = request.files({
    limits: { fileSize: MAX_UPLOAD_BYTES, files: MAX_UPLOAD_FILES, fields: 10, parts: 40 },
  });
  try {
    for await (const file of files) {
      yield {
        filename: file.filename,
        mimetype: file.mimetype,
        read: () =>
          file.toBuffer().catch((err: { code?: string }) => {
            throw err.code === 'FST_REQ_FILE_TOO_LARGE' ? tooLarge(file.filename) : err;
          }),
      };
    }
  } catch (err) {
    const { code, statusCode } = err as { code?: string; statusCode?: number };
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') throw tooManyFiles();
    // The parser's own errors (no boundary, a body cut short, a broken part header) carry no
    // status: they are the client's malformed body, not a fault of ours.
    if (statusCode === undefined) throw notMultipart();
    throw err;
  }
}

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
