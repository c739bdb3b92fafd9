// The admin area's public surface (ADR 017): a product's current path, which the site's pages
// redirect old product links to.
export { currentProductPath } from './product-links.service.ts';
// Text made safe for spreadsheets, for every CSV the admin downloads (the drops' print run too).
export { CSV_BOM, csvRow } from './admin-orders.csv.ts';
