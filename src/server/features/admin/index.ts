// The admin area's public surface (ADR 017): a product's current path, which the site's pages
// redirect old product links to.
export { currentProductPath } from './product-links.service.ts';
