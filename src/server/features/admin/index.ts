// The admin area's public surface (ADR 017): a product's current path, which the site's pages
// redirect old product links to.
export { currentProductPath } from './product-links.service.ts';
// A club's manager adds and edits the club's products with the admin's own service (features/clubs).
export {
  addProduct,
  adminProduct,
  updateProduct,
  type ClubOwner,
} from './admin-products.service.ts';
export {
  fromProductBody,
  toAdminProductReply,
  type ProductInput,
} from './admin-products.mapper.ts';
export { uploadImages } from './admin-uploads.service.ts';
