import { SHOP_DEFAULTS } from '#shared/shop-defaults.ts';
import { unavailablePageHtml } from './unavailable-page.ts';

/**
 * The static pages deploy/nginx/campus-shop.conf serves, by path from the package root: the
 * shop's "back in a minute" page with 503 (nginx answers 502, 503 and 504 with it).
 */
export function nginxErrorPages(shopName: string = SHOP_DEFAULTS.shopName): Record<string, string> {
  return { 'deploy/nginx/errors/unavailable.html': unavailablePageHtml(shopName, 503) };
}
